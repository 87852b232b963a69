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
 * public/robots.txt, public/sitemap.xml and public/_headers, which the build writes itself (docs/seo.md,
 * docs/security.md): a warning each.
 */
export function replacedPublicFiles(publicFiles: ReadonlySet<string>, publicDir: string, cwd: string): Diagnostic[] {
  const written = {
    "/robots.txt": ["robots.txt from site.json", 'set what it said in site.json "robots" (docs/seo.md)'],
    "/sitemap.xml": ["sitemap.xml listing every page", "the build's sitemap lists every page that is not noindex"],
    "/_headers": [
      "_headers with each page's security headers (its Content-Security-Policy: docs/security.md)",
      "set other headers in your host's own settings",
    ],
  };
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
