/**
 * npm run bench [-- --dir DIR --runs 3 --routes /,/pricing --skip-lighthouse --skip-large --only scaling|collections|pictures] — prints
 * numbers, asserts nothing; on the site in DIR (pages-config/ by default), measured on its own build (dist/, or
 * DIR/dist/), built first when missing or stale (scripts/lib/measuredSite.ts):
 *  1. per route of the built site: HTML and first-load JavaScript, gzip bytes (JS measured by loading the
 *     page in Chromium and summing the gzip size of every script it fetched), and the shared stylesheet; on a
 *     page with an island that wakes on first use (a form), also all its JavaScript once that island is used
 *     (a field focused, the island hydrated, the network idle again);
 *  2. Lighthouse per route (mobile preset, median of --runs runs): performance, TBT, LCP, CLS, the other
 *     categories, and the JS and HTML bytes Lighthouse saw transferred;
 *  3. `npm run validate` wall time (median of 5) and the in-process validation time;
 *  4. builds at scale (scripts/lib/buildBench.ts; `--only scaling` runs only these): the first site grown by
 *     copies of its own pages, the marginal cost a page at +1,000 and +4,000, the fixed cost, a one-page edit
 *     rebuilt from the cache, a 10,000-page build with its peak memory, 2 shards side by side against one build;
 *  5. a collection at scale (scripts/lib/collectionsBench.ts; `--only collections` runs only this, `--items N` posts,
 *     4,000 by default): a site from one [slug].json template over N Markdown posts, the marginal cost a page, one
 *     post edited as a share of the full build, and which pages that edit rendered;
 *  6. the visual editor's typing latency on a 50-block page with its preview (scripts/lib/editorBench.ts;
 *     --skip-editor leaves it out, `npm run bench:editor` runs it alone, with and without the preview);
 *  7. `--only pictures` (scripts/lib/picturesBench.ts): the picture step over `--photos N` (200) camera-sized photos,
 *     cold and warm, WebP and AVIF (`--skip-avif`: WebP only), photos a second and peak memory (not in a full run);
 *  8. `--only languages` (scripts/lib/languagesBench.ts): the first site + 1,000 pages built from nothing in 1, 2 and 3
 *     languages (the others served from the default), each against one language (not in a full run);
 *  9. pages shaped like the peers' (scripts/lib/peerPagesBench.ts; `--only peers` runs only this): +1,000 and +4,000
 *     generated pages, the marginal wall and CPU time a page, peak memory, HTML and CSS bytes a page, a one-page edit;
 *     with `--runs N`, the builds N times and the median of each figure.
 * 10. `--only package` (scripts/lib/packageBench.ts): npm pack, the install into an empty site repository, and the
 *     first build of a 30-page site without photos, with the machine's load (not in a full run).
 * 11. `--only site-blocks` (scripts/lib/siteBlocksBench.ts): a site with 5 site blocks over `--pages N` (1,000) pages
 *     against the same pages of built-in blocks, each built from nothing, with the machine's load (not in a full run).
 * 12. `--only nesting` (scripts/lib/nestingBench.ts): `--pages N` (1,000) pages of columns, a group and a linked
 *     section against the same content written flat, each built from nothing `--runs N` (3) times, alternately, with
 *     the machine's load (not in a full run).
 */
import { execFileSync } from "node:child_process";
import { packageBench } from "./lib/packageBench";
import { nestingBench } from "./lib/nestingBench";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { pageRoutes } from "../src/engine/routePaths";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { chromiumFlags } from "./lib/chromiumFlags";
import { readCommandLine, wholeNumber } from "./lib/cliOptions";
import { formatEditorTyping, measureEditorTyping } from "./lib/editorBench";
import { ensureChromium } from "./lib/ensureChromium";
import { lighthouseRoute, type LighthouseResult } from "./lib/lighthouseRoute";
import { median, scalingBench } from "./lib/buildBench";
import { collectionsBench } from "./lib/collectionsBench";
import { picturesBench } from "./lib/picturesBench";
import { languagesBench } from "./lib/languagesBench";
import { peerPagesBench } from "./lib/peerPagesBench";
import { siteBlocksBench } from "./lib/siteBlocksBench";
import { repoRoot, schemasDir, siteOutputDir } from "../src/engine/projectPaths";
import { freshBuild, gzipBytes as gz, routeHtmlFile, routesProblem, serveBuild } from "./lib/measuredSite";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { scriptCommand } from "./lib/scriptCommand";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const { values } = readCommandLine({
  command: "npm run bench",
  summary:
    "Measures the built site, Lighthouse, validation, large builds and the editor; prints numbers, asserts nothing.",
  options: {
    dir: siteDirOption,
    runs: {
      type: "string",
      value: "N",
      description:
        "Lighthouse runs a route (median; default 3); with --only nesting or site-blocks, builds of each variant; with --only peers, builds of each size (default 1)",
      check: wholeNumber(1),
    },
    routes: { type: "string", value: "/,/a,…", description: "only these routes (comma-separated; the whole bench)" },
    "skip-lighthouse": { type: "boolean", description: "leave out Lighthouse (the whole bench)" },
    "skip-large": {
      type: "boolean",
      description: "leave out the builds at scale (+1,000 to +10,000 pages, shards) and the collection at scale",
    },
    "skip-editor": { type: "boolean", description: "leave out the editor's typing latency (the whole bench)" },
    only: {
      type: "string",
      value: "scaling|collections|pictures|languages|peers|package|site-blocks|nesting",
      description:
        "only the builds at scale, the collection at scale, the picture step over camera-sized photos, one site in 1, 2 and 3 languages, pages shaped like the peers', the package (pack, install, first build), site blocks against built-in ones, or nested layouts against the same content written flat",
      check: (value) =>
        ["scaling", "collections", "pictures", "languages", "peers", "package", "site-blocks", "nesting"].includes(
          value,
        )
          ? undefined
          : 'takes "scaling" (the builds at scale), "collections" (a collection at scale), "pictures" (the picture step), "languages" (1, 2 and 3 languages), "peers" (pages shaped like the peers\'), "package" (pack, install, first build), "site-blocks" (5 site blocks against built-in ones) or "nesting" (nested layouts against flat ones)',
    },
    items: {
      type: "string",
      value: "N",
      description: "posts in the collection at scale (default 4000)",
      check: wholeNumber(10),
    },
    photos: {
      type: "string",
      value: "N",
      description: "photos for --only pictures (default 200)",
      check: wholeNumber(1),
    },
    "skip-avif": { type: "boolean", description: "--only pictures: WebP only, leave out the AVIF runs" },
    pages: {
      type: "string",
      value: "N",
      description: "pages for --only site-blocks or --only nesting (default 1000)",
      check: wholeNumber(1),
    },
  },
});
const runs = countOption("runs", 3, ["site-blocks", "nesting", "peers"], true);
const configDir = siteFolderOrExit(values.dir);
const known = pageRoutes(configDir);
const routes = values.routes?.split(",").map((r) => r.trim()) ?? known;
const routeProblem = routesProblem(routes, known);
if (routeProblem) {
  console.error(`✖ ${routeProblem}`);
  process.exit(2);
}
// the site's own build (never another site's), of its sources as they are now
const dist = siteOutputDir(configDir);

async function serveDist(): Promise<{ base: string; close: () => void }> {
  await freshBuild(configDir, dist);
  return serveBuild(dist);
}

async function routeSizes(base: string) {
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: chromiumFlags,
  });
  const rows: Array<{
    route: string;
    html: number;
    js: number;
    files: number;
    afterUse?: { js: number; files: number };
  }> = [];
  for (const route of routes) {
    const page = await browser.newPage();
    await page.route(
      (url) => url.hostname !== "127.0.0.1",
      (r) => r.abort(),
    );
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.hostname === "127.0.0.1" && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(base + route, { waitUntil: "networkidle" });
    // a script the page fetched that is not a file of the build (a 404) counts nothing
    const sum = () =>
      [...scripts].reduce((total, p) => total + (existsSync(path.join(dist, p)) ? gz(path.join(dist, p)) : 0), 0);
    const js = sum();
    const files = scripts.size;
    // an island that wakes on first use: what the page has loaded once it is used
    const onUse = page.locator('[data-island][data-when="interaction"]').first();
    let afterUse: { js: number; files: number } | undefined;
    if ((await onUse.count()) > 0) {
      await onUse.locator("input:not([data-honeypot]), textarea, select, button").first().focus();
      await page.locator('[data-island][data-when="interaction"][data-hydrated]').first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      afterUse = { js: sum(), files: scripts.size };
    }
    await page.close();
    rows.push({ route, html: gz(routeHtmlFile(dist, route)), js, files, afterUse });
  }
  await browser.close();
  console.log("\nPer route (gzip): HTML | first-load JS (files) | JS after first use of a form (files)");
  const width = Math.max(...rows.map((r) => r.route.length));
  for (const r of rows) {
    const afterUse = r.afterUse ? `  ${kb(r.afterUse.js).padStart(9)} (${r.afterUse.files})` : "";
    console.log(
      `  ${r.route.padEnd(width)}  ${kb(r.html).padStart(9)}  ${kb(r.js).padStart(9)} (${r.files})${afterUse}`,
    );
  }
  const js = rows.map((r) => r.js);
  console.log(
    `  routes: ${rows.length}; first-load JS min ${kb(Math.min(...js))}, median ${kb(median(js))}, max ${kb(Math.max(...js))}`,
  );
  const afterUse = rows.flatMap((r) => (r.afterUse ? [r.afterUse.js] : []));
  if (afterUse.length)
    console.log(`  JS after first use of a form: max ${kb(Math.max(...afterUse))} (${afterUse.length} pages)`);
  const html = rows.map((r) => r.html);
  console.log(`  HTML min ${kb(Math.min(...html))}, median ${kb(median(html))}, max ${kb(Math.max(...html))}`);
  const css = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".css"));
  for (const file of css)
    console.log(
      `  shared stylesheet ${file}: ${kb(gz(path.join(dist, "assets", file)))} (cached across pages, counted once)`,
    );
}

/** Lighthouse, mobile preset, median of `runs` per route (by performance score). */
async function lighthouse(base: string) {
  const chrome = await ensureChromium();
  console.log(
    `\nLighthouse (mobile, median of ${runs}): perf | TBT | LCP | CLS | a11y | best pr. | SEO | JS | HTML (transferred)`,
  );
  const width = Math.max(...routes.map((r) => r.length));
  const medians: LighthouseResult[] = [];
  for (const route of routes) {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouseRoute(base + route, chrome));
    results.sort((a, b) => a.performance - b.performance);
    const m = results[Math.floor(results.length / 2)];
    medians.push(m);
    const notes = m.bestPracticesFailures.length ? `  (best practices: ${m.bestPracticesFailures.join(", ")})` : "";
    console.log(
      `  ${route.padEnd(width)}  ${String(m.performance).padStart(3)}  ${Math.round(m.tbtMs).toString().padStart(4)} ms  ${(m.lcpMs / 1000).toFixed(2)} s  ${m.cls.toFixed(3)}  ${m.accessibility}  ${m.bestPractices}  ${m.seo}  ${kb(m.jsBytes).padStart(8)}  ${kb(m.htmlBytes).padStart(8)}${notes}`,
    );
  }
  const perf = medians.map((m) => m.performance);
  const tbt = medians.map((m) => m.tbtMs);
  console.log(
    `  performance min ${Math.min(...perf)}, median ${median(perf)}; TBT max ${Math.round(Math.max(...tbt))} ms; CLS max ${Math.max(...medians.map((m) => m.cls)).toFixed(3)}`,
  );
}

function validateTimes() {
  const wall: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const validate = scriptCommand("scripts/validate.ts", ["--dir", configDir]);
    execFileSync(validate.command, validate.args, { cwd: repoRoot, stdio: "ignore" });
    wall.push(performance.now() - started);
  }
  const inProcess: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    validateConfigDir(configDir, schemasDir);
    inProcess.push(performance.now() - started);
  }
  console.log(`\nnpm run validate: ${Math.round(median(wall))} ms wall (median of 5, includes Node + tsx start-up)`);
  console.log(
    `  validation itself: first ${Math.round(inProcess[0])} ms (schemas compiled), then ${Math.round(median(inProcess.slice(1)))} ms`,
  );
}

// --only scaling: only the build-at-scale numbers (issue 21); --only collections: the collection at scale (issue 27);
// --only pictures: only the picture step (issue 28); --only languages: 1, 2 and 3 languages (issue 29)
/** A count option's value (a whole number: its check in the options), refused with a part of the bench it does not count for. */
function countOption(
  name: "items" | "photos" | "pages" | "runs",
  fallback: number,
  only: string[],
  orWhole = false,
): number {
  const text = values[name];
  if (text === undefined) return fallback;
  refuseOutside(name, only, orWhole);
  return Number(text);
}

/**
 * Stops when option `name` was given with a part of the bench it does nothing for (`--only` none of `only`, or
 * the whole bench unless `orWhole`): it would be ignored in silence.
 */
function refuseOutside(name: keyof typeof values, only: string[], orWhole: boolean): void {
  if (values[name] === undefined || only.includes(values.only ?? "") || (orWhole && values.only === undefined)) return;
  const parts = only.map((part) => `--only ${part}`).join(" or ");
  const where = parts ? `${parts}${orWhole ? " and the whole bench" : ""}` : "the whole bench";
  console.error(`✖ npm run bench: --${name} counts for ${where}; leave it out here`);
  process.exit(2);
}
// the whole bench's options, and one part's, refused elsewhere
for (const name of ["routes", "skip-lighthouse", "skip-large", "skip-editor"] as const) refuseOutside(name, [], true);
refuseOutside("skip-avif", ["pictures"], false);
const items = countOption("items", 4000, ["collections"], true);
const photos = countOption("photos", 200, ["pictures"]);
const pages = countOption("pages", 1000, ["site-blocks", "nesting"]);
if (values.only === "collections") {
  await collectionsBench(items);
  process.exit(0);
}
if (values.only === "pictures") {
  await picturesBench(photos, { skipAvif: values["skip-avif"] });
  process.exit(0);
}
if (values.only === "languages") {
  await languagesBench(1000);
  process.exit(0);
}
if (values.only === "peers") {
  await peerPagesBench(values.runs === undefined ? 1 : runs);
  process.exit(0);
}
if (values.only === "package") {
  await packageBench();
  process.exit(0);
}
if (values.only === "site-blocks") {
  await siteBlocksBench(pages, runs);
  process.exit(0);
}
if (values.only === "nesting") {
  await nestingBench(pages, runs);
  process.exit(0);
}
if (values.only === "scaling") {
  await scalingBench();
  process.exit(0);
}

const server = await serveDist();
await routeSizes(server.base);
if (!values["skip-lighthouse"]) await lighthouse(server.base);
server.close();
validateTimes();
if (!values["skip-large"]) {
  await scalingBench();
  await peerPagesBench();
  await collectionsBench(items);
}
if (!values["skip-editor"]) console.log(`\n${formatEditorTyping(await measureEditorTyping())}`);
