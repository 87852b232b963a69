import { type Dirent, readdirSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../../diagnostic.ts";
import { followedStat, linkToNothingWords } from "../../fileLinks.ts";

/**
 * Every file under public/, as the URL paths it is served at ("/docs/guide.pdf"). A link is followed, as the build
 * copies what it leads to (a linked folder's files are the site's); a link that leads to no file is none
 * (publicLinksToNothing says so).
 */
export function listPublicFiles(publicDir: string): Set<string> {
  const found = new Set<string>();
  walkPublic(publicDir, (name, kind) => {
    if (kind === "file") found.add(name);
  });
  return found;
}

/** Each link under public/ that leads to no file (its file moved or deleted, an editor's lock file): an error each. */
export function publicLinksToNothing(publicDir: string, cwd: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  walkPublic(publicDir, (name, kind) => {
    if (kind !== "link to nothing") return;
    const file = path.join(publicDir, name);
    found.push({
      file: path.relative(cwd, file).replaceAll("\\", "/"),
      line: 1,
      column: 1,
      code: "public-link-to-nothing",
      cause: name,
      message: `(file) ${linkToNothingWords(file)}: the build cannot publish it.`,
      hint: path.basename(name).startsWith(".#")
        ? "It is an editor's lock file (Emacs): save and close the file it names, or delete the link."
        : "Point the link at an existing file, or delete it.",
    });
  });
  return found;
}

/** Walks public/ (links followed), telling each file's URL path and whether it is a file or a link to nothing. */
function walkPublic(publicDir: string, each: (name: string, kind: "file" | "link to nothing") => void): void {
  const walk = (dir: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const target = entry.isSymbolicLink() ? followedStat(full) : entry;
      if (!target) each(`${prefix}/${entry.name}`, "link to nothing");
      else if (target.isDirectory()) walk(full, `${prefix}/${entry.name}`);
      else each(`${prefix}/${entry.name}`, "file");
    }
  };
  walk(publicDir, "");
}

/**
 * The files of public/ the build writes itself (docs/seo.md, docs/security.md, docs/content.md): robots.txt,
 * sitemap.xml, _headers, with several languages a sitemap-<language>.xml each (`languages`), and the collections'
 * feeds (`feeds`: their addresses, "/blog/rss.xml"). A warning each.
 */
export function replacedPublicFiles(
  publicFiles: ReadonlySet<string>,
  publicDir: string,
  cwd: string,
  site: { languages?: readonly string[]; feeds?: readonly string[] } = {},
): Diagnostic[] {
  const sitemapHint = "the build's sitemap lists every page that is not noindex";
  const written: Record<string, [what: string, instead: string]> = {
    "/robots.txt": ["robots.txt from site.json", 'set what it said in site.json "robots" (docs/seo.md)'],
    "/sitemap.xml": ["sitemap.xml listing every page", sitemapHint],
    "/_headers": [
      "_headers with each page's security headers (its Content-Security-Policy: docs/security.md)",
      "set other headers in your host's own settings",
    ],
  };
  const languages = site.languages ?? [];
  if (languages.length > 1) {
    for (const language of languages)
      written[`/sitemap-${language}.xml`] = [`sitemap-${language}.xml listing the pages in "${language}"`, sitemapHint];
  }
  for (const feed of site.feeds ?? [])
    written[feed] = [
      `the feed ${feed.slice(1)} of a collection's pages (its page template's "feed")`,
      "the build's feed lists the collection's items",
    ];
  return Object.entries(written).flatMap(([name, [what, instead]]) =>
    publicFiles.has(name)
      ? [
          {
            file: path.relative(cwd, path.join(publicDir, name)),
            line: 1,
            column: 1,
            code: "public-file-replaced" as const,
            message: `(file) the build writes ${what} and replaces this file.`,
            hint: `Remove it: ${instead}.`,
          },
        ]
      : [],
  );
}
