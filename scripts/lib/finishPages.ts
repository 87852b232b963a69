import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { islandLoaderSrc } from "../../src/render/islandLoader";
import type { IslandsBundle } from "./islandsBuild";
import { contentSecurityPolicy, formatHeadersFile, inlineScripts, type PolicySite, scriptHash, securityHeaders, withPolicyMeta } from "./securityHeaders";

const sharedStyle = /<style data-shared-css="" data-emotion="css ([^"]*)">([^<]*)<\/style>/;

/**
 * The last step of a build, over every pre-rendered page:
 * - the CSS every page shares (Chakra's reset, tokens, global styles) goes into one hashed stylesheet
 *   file the browser caches across pages, linked from each page instead of repeated in it;
 * - the island loader's address points at its bundle, preloaded with the modules it imports;
 * - each page gets its Content-Security-Policy in a <meta> (hashes of its own inline scripts), and _headers
 *   gets the security headers for every path (the hashes of all pages' inline scripts: a 404 page can be
 *   served at any address): see scripts/lib/securityHeaders.ts;
 * - React Router's .data files (for its client-side navigation, which the site does not use) are removed.
 * Returns the stylesheet's URL and the policy of the _headers file.
 */
export function finishPages(outDir: string, islands: IslandsBundle, site: PolicySite): { stylesheet: string; policy: string } {
  const pages = htmlFiles(outDir);
  const css = sharedCss(pages);
  const file = `assets/site-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
  writeFileSync(path.join(outDir, file), css);

  const allHashes = new Set<string>();
  const preloads = islands.loaderImports.map((url) => `<link rel="modulepreload" href="${url}">`).join("");

  for (const page of pages) {
    // data-emotion-ids: the rules in the file, so islands do not insert them again (src/islands/islandCache.ts)
    let html = readFileSync(page, "utf8").replace(
      sharedStyle,
      (_, ids: string) => `<link rel="stylesheet" href="/${file}" data-emotion-ids="${ids}">`,
    );
    html = html.replace(
      `<script type="module" src="${islandLoaderSrc}"></script>`,
      `${preloads}<script type="module" src="${islands.loader}"></script>`,
    );
    const hashes = inlineScripts(html).map(scriptHash);
    for (const hash of hashes) allHashes.add(hash);
    writeFileSync(page, withPolicyMeta(html, contentSecurityPolicy(site, hashes, "meta")));
  }
  for (const data of filesEndingWith(outDir, ".data")) rmSync(data);
  const policy = contentSecurityPolicy(site, [...allHashes], "header");
  const comment = "Security headers for static hosts that read _headers (Netlify, Cloudflare Pages); npm start sends the same.\nWritten by npm run build (scripts/lib/securityHeaders.ts): the script hashes are those of the built pages' inline scripts.";
  writeFileSync(path.join(outDir, "_headers"), formatHeadersFile([{ path: "/*", headers: securityHeaders(policy) }], comment));
  return { stylesheet: `/${file}`, policy };
}

function sharedCss(pages: string[]): string {
  let found: string | undefined;
  for (const page of pages) {
    const css = sharedStyle.exec(readFileSync(page, "utf8"))?.[2];
    if (css === undefined) throw new Error(`${page} has no shared styles`);
    if (found !== undefined && css !== found) throw new Error(`${page} has other shared styles than the other pages`);
    found = css;
  }
  return found ?? "";
}

function htmlFiles(dir: string): string[] {
  return filesEndingWith(dir, ".html");
}

function filesEndingWith(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesEndingWith(full, ending);
    return name.endsWith(ending) ? [full] : [];
  });
}
