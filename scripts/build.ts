/**
 * npm run build [-- --dir CONFIG_DIR --out OUT_DIR --verbose]
 * Validates the configs (stopping with the CLI's messages), pre-renders every page with React Router,
 * bundles the islands' browser code, and writes the static site to dist/: one HTML file per route, 404.html
 * and one 404 page per section, the shared stylesheet, the island code and _headers (security headers).
 */
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { countProblems, formatDiagnostics, formatWarning } from "../src/engine/diagnostic";
import { listConfigFiles } from "../src/engine/configFiles";
import { notFoundPrerenderPath } from "../src/engine/routePaths";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { readCommandLine } from "./lib/cliOptions";
import { finishPages } from "./lib/finishPages";
import { buildIslands, describeAssets } from "./lib/islandsBuild";
import type { PolicySite } from "./lib/securityHeaders";
import { repoRoot, schemasDir } from "../src/engine/projectPaths";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { runCommand } from "./lib/runCommand";
import { outputIsTerminal } from "./lib/progressLine";
import { buildStamp } from "./lib/staleBuild";
import { isUpstreamEnvFileWarning } from "./lib/siteLogger";
import { checkBuiltSiteOnWorkers, reportSiteProblems } from "./lib/siteCheck";

const { values } = readCommandLine({
  command: "npm run build",
  summary: "Validates a site's configs, pre-renders every page and writes the static site (dist/ unless --out).",
  options: {
    dir: siteDirOption,
    out: { type: "string", value: "DIR", description: "where the built site goes (default dist/)" },
    verbose: {
      type: "boolean",
      description: "every line of Vite and React Router (each chunk, each page) instead of one progress line",
    },
  },
});
const configDir = siteFolderOrExit(values.dir);
const outDir = path.resolve(values.out ?? path.join(repoRoot, "dist"));
const verbose = values.verbose === true;
// React Router's intermediate server bundle must sit inside the repo to resolve node_modules;
// one folder per output, so parallel builds into different --out folders do not collide.
const buildDir = path.join(repoRoot, "build", outDir.replace(/[^A-Za-z0-9]+/g, "_"));

const timings: string[] = [];
let phaseStart = performance.now();
/** Notes how long the step that just ended took (printed in one line at the end). */
const phase = (name: string) => {
  timings.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = performance.now();
};

const result = validateConfigDir(configDir, schemasDir);
for (const warning of result.warnings) console.error(formatWarning(warning));
if (result.diagnostics.length > 0) {
  for (const line of formatDiagnostics(result.diagnostics)) console.error(line);
  console.error(`✖ build stopped: ${countProblems(result.diagnostics)}. Fix them and build again.`);
  process.exit(1);
}
console.log(`✔ ${result.fileCount} config files valid; building ${result.pages.length} pages`);
phase("validate");

rmSync(buildDir, { recursive: true, force: true });
const code = await runCommand(
  path.join(repoRoot, "node_modules/.bin/react-router"),
  ["build"],
  {
    PAGES_CONFIG_DIR: configDir,
    BUILD_DIR: buildDir,
    NODE_ENV: "production",
    ...(verbose ? { BUILD_VERBOSE: "1" } : {}),
    // its output reaches this terminal through a pipe; the progress line still rewrites itself in place
    PROGRESS_TERMINAL: outputIsTerminal() ? "1" : "0",
  },
  // React Router prints its envFile warning once before it reads vite.config.ts (whose filter drops the later
  // ones); without a terminal of its own, Vite's loggers never clear the screen on a repeated warning
  { dropErrorLine: isUpstreamEnvFileWarning, pipeOutput: true },
);
if (code !== 0) process.exit(code);
phase("pre-render");

rmSync(outDir, { recursive: true, force: true });
cpSync(path.join(buildDir, "client"), outDir, { recursive: true });
rmSync(buildDir, { recursive: true, force: true });
// React Router's client bundle is not used (pages are never hydrated whole): only the islands' code ships.
rmSync(path.join(outDir, "assets"), { recursive: true, force: true });
const islands = await buildIslands(outDir);
console.log(`✔ browser code: ${describeAssets(path.join(outDir, "assets"))}`);
phase("islands");

// Static servers answer unknown paths with the nearest 404.html: /404.html, /integrations/404.html, …
for (const file of listConfigFiles(configDir)) {
  if (file.what.kind !== "not-found") continue;
  const rendered = path.join(outDir, notFoundPrerenderPath(file.what.prefix), "index.html");
  const target = path.join(outDir, file.what.prefix, "404.html");
  if (!existsSync(rendered)) throw new Error(`missing pre-rendered not-found page ${rendered}`);
  cpSync(rendered, target);
  rmSync(path.dirname(rendered), { recursive: true, force: true });
  rmSync(path.join(outDir, `${notFoundPrerenderPath(file.what.prefix)}.data`), { force: true });
}
rmSync(path.join(outDir, "__spa-fallback.html"), { force: true }); // every route is pre-rendered
// result.site passed validation: it has the embed hosts and webhooks the Content-Security-Policy names
await finishPages(outDir, islands, result.site as PolicySite, availableParallelism());
writeFileSync(path.join(outDir, ".build-stamp"), buildStamp(configDir));
phase("finish");
console.log(`✔ site written to ${path.relative(process.cwd(), outDir) || "."}/`);

// What visitors get: headings, alt texts, internal links and anchors, ids, titles (scripts/lib/siteCheck)
const checked = reportSiteProblems(await checkBuiltSiteOnWorkers(outDir, configDir, availableParallelism()));
phase("site check");
console.log(`  (${timings.join(", ")})`);
if (!checked) process.exit(1);
