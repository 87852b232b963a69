import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { islandLoaderSrc } from "../../src/render/islandLoader";
import type { IslandsBundle } from "./islandsBuild";
import { inRuns } from "./tsWorker";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScripts,
  type PolicySite,
  scriptHash,
  securityHeaders,
  withPolicyMeta,
} from "./securityHeaders";

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
export async function finishPages(
  outDir: string,
  islands: IslandsBundle,
  site: PolicySite,
  workers = 1,
): Promise<{ stylesheet: string; policy: string }> {
  const pages = htmlFiles(outDir);
  // every page carries the same shared CSS (finishPage checks): the first page's is the file's
  const css = pages.length ? sharedCssOf(pages[0], readFileSync(pages[0], "utf8")) : "";
  const file = `assets/site-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
  writeFileSync(path.join(outDir, file), css);

  const work: FinishWork = {
    css,
    stylesheet: `/${file}`,
    loaderScript: `${islands.loaderImports.map((url) => `<link rel="modulepreload" href="${url}">`).join("")}<script type="module" src="${islands.loader}"></script>`,
    site,
    pages,
  };
  // each page's inline-script hashes, in page order (so _headers lists them in the same order however the work is split)
  const allHashes = new Set((await finishOnWorkers(work, workers)).flat());
  for (const data of filesEndingWith(outDir, ".data")) rmSync(data);
  const policy = contentSecurityPolicy(site, [...allHashes], "header");
  const comment =
    "Security headers for static hosts that read _headers (Netlify, Cloudflare Pages); npm start sends the same.\nWritten by npm run build (scripts/lib/securityHeaders.ts): the script hashes are those of the built pages' inline scripts.";
  writeFileSync(
    path.join(outDir, "_headers"),
    formatHeadersFile([{ path: "/*", headers: securityHeaders(policy) }], comment),
  );
  return { stylesheet: `/${file}`, policy };
}

/** What finishing a run of pages needs (sent to a worker thread as is). */
export interface FinishWork {
  /** The shared CSS every page must carry. */
  css: string;
  /** The shared stylesheet's address. */
  stylesheet: string;
  /** The island loader's bundled script, with the preloads of the modules it imports. */
  loaderScript: string;
  site: PolicySite;
  pages: string[];
}

/** Rewrites each page of the run in place (see finishPages); returns each page's inline-script hashes. */
export function finishRun({ css, stylesheet, loaderScript, site, pages }: FinishWork): string[][] {
  return pages.map((page) => {
    let html = readFileSync(page, "utf8");
    if (sharedCssOf(page, html) !== css) throw new Error(`${page} has other shared styles than the other pages`);
    html = html.replace(sharedStyle, `<link rel="stylesheet" href="${stylesheet}">`);
    html = html.replace(`<script type="module" src="${islandLoaderSrc}"></script>`, loaderScript);
    const hashes = inlineScripts(html).map(scriptHash);
    writeFileSync(page, withPolicyMeta(html, contentSecurityPolicy(site, hashes, "meta")));
    return hashes;
  });
}

/** finishRun over `workers` worker threads (./finishPagesWorker.ts), each given a run of consecutive pages. */
function finishOnWorkers(work: FinishWork, workers: number): Promise<string[][]> {
  const module = new URL("./finishPagesWorker.ts", import.meta.url);
  return inRuns(
    module,
    work.pages,
    workers,
    (pages): FinishWork => ({ ...work, pages }),
    (pages) => finishRun({ ...work, pages }),
  );
}

function sharedCssOf(page: string, html: string): string {
  const css = sharedStyle.exec(html)?.[2];
  if (css === undefined) throw new Error(`${page} has no shared styles`);
  return css;
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
