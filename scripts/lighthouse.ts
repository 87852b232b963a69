/**
 * npm run lighthouse [-- --dir DIR --routes /,/about --runs N]: Lighthouse scores of any site, on its own build:
 * the routes given (any page the build writes: pages made from collections, other languages), else one page of each
 * kind (each page file, one item page per template).
 * The site is built into its own output folder (dist/ for pages-config/, DIR/dist/ for another: projectPaths'
 * siteOutputDir) unless a build there is up to date, served on 127.0.0.1, and each route run in Debian's Chromium
 * (scripts/lib/chromiumFlags.ts). Prints, per route: the four scores, HTML and first-load JavaScript bytes as
 * Lighthouse saw them transferred, and the three largest files.
 */
import { siteOutputDir } from "../src/engine/projectPaths";
import { readCommandLine } from "./lib/cliOptions";
import { ensureChromium } from "./lib/ensureChromium";
import { lighthouseOptions } from "./lib/lighthouseOptions";
import type { LighthouseResult } from "./lib/lighthouseRoute";
import { allRoutes, builtPages, oneRoutePerKind } from "./lib/lighthouseRoutes";
import { ensureOptionalTool } from "./lib/optionalPackage";
import { shownFolder } from "./lib/builtSite";
import { freshBuild, gzipBytes, routeHtmlFile, routesProblem, serveBuild } from "./lib/measuredSite";
import { siteFolderOrExit } from "./lib/siteFolder";

const { values } = readCommandLine(lighthouseOptions);
const configDir = siteFolderOrExit(values.dir);
// every page the build writes may be measured; by default one of each kind (each page file, one item per template)
const pages = builtPages(configDir);
const known = allRoutes(pages);
const routes = values.routes?.split(",").map((r) => r.trim()) ?? oneRoutePerKind(pages);
const problem = routesProblem(routes, known);
if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(2);
}
const runs = Number(values.runs ?? 1);
const out = siteOutputDir(configDir);
// Lighthouse is optional for a site repository: installed the first time it is asked for
await ensureOptionalTool("lighthouse");
const { lighthouseRoute } = await import("./lib/lighthouseRoute");
await freshBuild(configDir, out);
const chrome = await ensureChromium();
const server = await serveBuild(out);
/** A Lighthouse run that fails ends the command with one line, not a stack trace. */
const stopped = (route: string) => (error: unknown) => {
  console.error(
    `✖ Lighthouse stopped on ${route}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
  );
  server.close();
  return process.exit(1);
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const shortUrl = (url: string) => url.replace(server.base, "");

console.log(
  `Lighthouse (mobile${runs > 1 ? `, median of ${runs}` : ""}) of ${shownFolder(out)}: perf | a11y | best pr. | SEO | HTML gzip | JS | HTML (transferred)`,
);
const width = Math.max(...routes.map((r) => r.length));
let lowest = 100;
try {
  for (const route of routes) {
    const html = gzipBytes(routeHtmlFile(out, route));
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++)
      results.push(await lighthouseRoute(server.base + route, chrome).catch(stopped(route)));
    results.sort((a, b) => a.performance - b.performance);
    const m = results[Math.floor(results.length / 2)];
    lowest = Math.min(lowest, m.performance, m.accessibility, m.bestPractices, m.seo);
    console.log(
      `  ${route.padEnd(width)}  ${String(m.performance).padStart(3)}  ${String(m.accessibility).padStart(3)}  ${String(m.bestPractices).padStart(3)}  ${String(m.seo).padStart(3)}  ${kb(html).padStart(8)}  ${kb(m.jsBytes).padStart(8)}  ${kb(m.htmlBytes).padStart(8)}`,
    );
    console.log(
      `  ${" ".repeat(width)}  largest: ${m.largest.map((f) => `${shortUrl(f.url)} ${kb(f.bytes)}`).join(", ")}`,
    );
    if (m.bestPracticesFailures.length)
      console.log(`  ${" ".repeat(width)}  best practices: ${m.bestPracticesFailures.join(", ")}`);
  }
} finally {
  server.close();
}
console.log(`${lowest === 100 ? "✔" : "·"} lowest score: ${lowest}`);
