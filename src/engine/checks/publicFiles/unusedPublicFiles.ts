import { existsSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir, publicDir as repoPublicDir } from "../../projectPaths.ts";
import type { Diagnostic } from "../../diagnostic.ts";
import { forEachTextValue } from "../../textValues.ts";
import { isRecord } from "../../isRecord.ts";
import { markdownPictures } from "../../markdown/markdownPictures.ts";
import type { ConfigSet } from "../../configSet.ts";
import { listPublicFiles } from "./publicFiles.ts";

/**
 * Files browsers, crawlers and hosts ask for by their fixed name, which no config needs to name: the icon
 * the document links to (src/root.tsx), robots.txt, a web manifest, .well-known/, a host's own files.
 */
const askedForByName = [
  /^\/favicon\.(ico|svg|png)$/,
  /^\/apple-touch-icon(-precomposed)?\.png$/,
  /^\/(robots|humans|ads|security)\.txt$/,
  /^\/(site\.webmanifest|manifest\.(json|webmanifest)|browserconfig\.xml)$/,
  /^\/sitemap[^/]*\.xml$/,
  /^\/\.well-known\//,
  /^\/(_headers|_redirects|CNAME)$/,
  /(^|\/)\.DS_Store$/,
];

/** The public paths ("/brand/logo.svg") a text names: a path, or a full address on the site's own host. */
function pathsIn(text: string, siteOrigin: string | undefined): string[] {
  let pathname: string | undefined;
  if (text.startsWith("/") && !text.startsWith("//")) pathname = text;
  else if (siteOrigin && /^https?:\/\//.test(text)) {
    try {
      const url = new URL(text);
      if (url.origin === siteOrigin) pathname = url.pathname;
    } catch {
      return [];
    }
  }
  if (!pathname) return [];
  const bare = pathname.replace(/[?#].*$/, "");
  try {
    return [bare, decodeURI(bare)];
  } catch {
    return [bare];
  }
}

/** Every public path the configs of a set name, anywhere in any text (images, links, logos, fonts, files). */
export function publicPathsUsed(set: ConfigSet): Set<string> {
  const site = isRecord(set.site) ? set.site : undefined;
  let siteOrigin: string | undefined;
  try {
    siteOrigin = typeof site?.siteUrl === "string" ? new URL(site.siteUrl).origin : undefined;
  } catch {
    siteOrigin = undefined;
  }
  const configs = [
    set.site,
    ...set.pages.map((p) => p.config),
    ...set.notFound.map((n) => n.config),
    ...Object.values(set.content).flatMap((c) => c.items.map((item) => item.data)),
  ];
  const used = new Set<string>();
  const note = (text: string) => {
    for (const p of pathsIn(text, siteOrigin)) used.add(p);
    // a picture in Markdown text ("![A loaf](/photos/loaf.jpg)") is published too
    for (const picture of markdownPictures(text)) for (const p of pathsIn(picture.src, siteOrigin)) used.add(p);
  };
  for (const config of configs) forEachTextValue(config, note);
  return used;
}

/**
 * Warnings for the files in a site's public/ that no config uses: published with the site for nothing (an old
 * logo, a PDF no page links to). Not errors: validation still passes.
 * `display` is how the folder is shown ("public"), so each warning names the file as the person sees it.
 * Nothing while any config has a problem: a config that does not parse, a folder or file under a name that is not
 * read, an item refused, or a path written wrong (its did-you-mean names the file) may name the file, and a file
 * is never called unused while that is not known (nor while site.json is in an older format or not parsed).
 */
export function unusedPublicFiles(set: ConfigSet, publicDir: string, display: string): Diagnostic[] {
  if (set.site === undefined || set.diagnostics.length > 0) return [];
  const used = publicPathsUsed(set);
  return [...listPublicFiles(publicDir)]
    .filter((file) => !used.has(file) && !askedForByName.some((name) => name.test(file)))
    .sort()
    .map((file) => ({
      file: path.posix.join(display.split(path.sep).join("/"), file),
      line: 1,
      column: 1,
      code: "unused-public-file" as const,
      message: "no config uses this file, yet it is published with the site.",
      hint: `Delete it if the site does not need it, or use it: write "${file}" where a config takes a picture ("src") or a link ("href").`,
    }));
}

/**
 * The public/ folder that belongs to a site, whose files it alone uses: public/ inside its config folder, or
 * the repository's public/ for the first site's pages-config/. Undefined for a folder without its own (its
 * pictures are looked up in the repository's public/, which holds another site's files).
 */
export function ownPublicDir(configDir: string): string | undefined {
  const inside = path.join(configDir, "public");
  if (existsSync(inside)) return inside;
  return path.resolve(configDir) === defaultConfigDir ? repoPublicDir : undefined;
}
