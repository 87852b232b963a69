import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { islandLoaderSrc } from "../../src/render/islandLoader";
import type { IslandsBundle } from "./islandsBuild";

const sharedStyle = /<style data-shared-css="" data-emotion="css ([^"]*)">([^<]*)<\/style>/;

/**
 * The last step of a build, over every pre-rendered page:
 * - the CSS every page shares (Chakra's reset, tokens, global styles) goes into one hashed stylesheet
 *   file the browser caches across pages, linked from each page instead of repeated in it;
 * - the island loader's address points at its bundle, preloaded with the modules it imports;
 * - React Router's .data files (for its client-side navigation, which the site does not use) are removed.
 * Returns the stylesheet's URL.
 */
export function finishPages(outDir: string, islands: IslandsBundle): string {
  const pages = htmlFiles(outDir);
  const css = sharedCss(pages);
  const file = `assets/site-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
  writeFileSync(path.join(outDir, file), css);

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
    writeFileSync(page, html);
  }
  for (const data of filesEndingWith(outDir, ".data")) rmSync(data);
  return `/${file}`;
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
