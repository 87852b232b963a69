/**
 * npm run bench — prints numbers, asserts nothing:
 *  1. per route of the built site: HTML and first-load JavaScript, gzip bytes (JS measured by loading the
 *     page in Chromium and summing the gzip size of every script it fetched, lazy block chunks included);
 *  2. `npm run validate` wall time (median of 5) and the in-process validation time;
 *  3. validate + build time for a generated site of 1,000 pages made from the real block examples;
 *  4. the visual editor's typing latency on a 50-block page (scripts/lib/editorBench.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { listConfigFiles } from "../src/engine/configFiles";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { formatEditorTyping, measureEditorTyping } from "./lib/editorBench";
import { ensureChromium } from "./lib/ensureChromium";
import { generateSite } from "./lib/generateSite";
import { defaultConfigDir, repoRoot, schemasDir } from "./lib/repoPaths";
import { runCommand } from "./lib/runCommand";
import { createStaticServer } from "./lib/staticServer";

const dist = path.join(repoRoot, "dist");
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function routeSizes() {
  if (!existsSync(path.join(dist, "index.html"))) {
    console.log("building dist/ first…");
    if ((await runCommand("npx", ["tsx", "scripts/build.ts"])) !== 0) process.exit(1);
  }
  const routes = listConfigFiles(defaultConfigDir).flatMap((f) => (f.what.kind === "page" ? [f.what.route] : []));
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows: Array<{ route: string; html: number; js: number; files: number }> = [];
  for (const route of routes) {
    const page = await browser.newPage();
    await page.route((url) => url.hostname !== "127.0.0.1", (r) => r.abort());
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.hostname === "127.0.0.1" && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(base + route, { waitUntil: "networkidle" });
    await page.close();
    const htmlFile = route === "/" ? path.join(dist, "index.html") : path.join(dist, route, "index.html");
    const js = [...scripts].reduce((sum, p) => sum + gz(path.join(dist, p)), 0);
    rows.push({ route, html: gz(htmlFile), js, files: scripts.size });
  }
  await browser.close();
  server.close();
  console.log("\nPer route (gzip): HTML | first-load JS (files)");
  const width = Math.max(...rows.map((r) => r.route.length));
  for (const r of rows) console.log(`  ${r.route.padEnd(width)}  ${kb(r.html).padStart(9)}  ${kb(r.js).padStart(9)} (${r.files})`);
  const js = rows.map((r) => r.js);
  console.log(`  routes: ${rows.length}; first-load JS min ${kb(Math.min(...js))}, median ${kb(median(js))}, max ${kb(Math.max(...js))}`);
}

function validateTimes() {
  const wall: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    execFileSync("npx", ["tsx", "scripts/validate.ts"], { cwd: repoRoot, stdio: "ignore" });
    wall.push(performance.now() - started);
  }
  const inProcess: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    validateConfigDir(defaultConfigDir, schemasDir);
    inProcess.push(performance.now() - started);
  }
  console.log(`\nnpm run validate: ${Math.round(median(wall))} ms wall (median of 5, includes Node + tsx start-up)`);
  console.log(`  validation itself: first ${Math.round(inProcess[0])} ms (schemas compiled), then ${Math.round(median(inProcess.slice(1)))} ms`);
}

async function largeSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
  const configDir = path.join(dir, "pages-config");
  const { pages, blocksPerPage } = generateSite(configDir, 1000);
  const started = performance.now();
  const result = validateConfigDir(configDir, schemasDir);
  const validateMs = performance.now() - started;
  if (result.diagnostics.length) {
    console.log(`generated site has ${result.diagnostics.length} problems, e.g. ${result.diagnostics[0].message}`);
    return;
  }
  const buildStarted = performance.now();
  const code = await runCommand("npx", ["tsx", "scripts/build.ts", "--dir", configDir, "--out", path.join(dir, "dist")], {}, true);
  const buildMs = performance.now() - buildStarted;
  console.log(`\nGenerated site: ${pages} extra pages × ${blocksPerPage} example blocks (+ the ${result.pages.length - pages} real pages)`);
  console.log(`  validate: ${Math.round(validateMs)} ms for ${result.fileCount} files`);
  console.log(`  validate + build (npm run build): ${(buildMs / 1000).toFixed(1)} s${code ? " — FAILED" : ""}`);
  rmSync(dir, { recursive: true, force: true });
}

await routeSizes();
validateTimes();
await largeSite();
console.log(`\n${formatEditorTyping(await measureEditorTyping())}`);
