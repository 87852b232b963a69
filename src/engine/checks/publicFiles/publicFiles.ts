import { readdirSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../../diagnostic.ts";

/** Every file under public/, as the URL paths it is served at ("/docs/guide.pdf"). */
export function listPublicFiles(publicDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else found.add(`${prefix}/${entry.name}`);
    }
  };
  walk(publicDir, "");
  return found;
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
