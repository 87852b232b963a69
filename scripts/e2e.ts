/**
 * npm run test:e2e [-- <playwright args>]
 * Builds the site (pages-config/, or PAGES_CONFIG_DIR) into its own output folder (projectPaths' siteOutputDir, or
 * E2E_DIST; E2E_REUSE_BUILD=1 reuses a build there), serves it exactly as `npm start` does,
 * and runs the Playwright tests in tests/e2e against it with Debian's Chromium.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ensureChromium } from "./lib/ensureChromium";
import { repoRoot, siteOutputDir } from "../src/engine/projectPaths";
import { repairedOutput } from "./lib/builtSite";
import { runCommand } from "./lib/runCommand";
import { createStaticServer } from "./lib/staticServer";
import { scriptCommand } from "./lib/scriptCommand";

const distDir = repairedOutput(path.resolve(process.env.E2E_DIST ?? siteOutputDir()));
const reuse = process.env.E2E_REUSE_BUILD === "1" && existsSync(path.join(distDir, "index.html"));

const chromium = await ensureChromium();
if (!reuse) {
  const build = scriptCommand("scripts/build.ts", ["--out", distDir]);
  const code = await runCommand(build.command, build.args);
  if (code !== 0) process.exit(code);
}

const server = createStaticServer(distDir);
await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_PORT ?? 0), "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;
console.log(`serving ${path.relative(repoRoot, distDir) || "."}/ on http://127.0.0.1:${port} for the browser tests`);

const code = await runCommand("npx", ["playwright", "test", ...process.argv.slice(2)], {
  E2E_BASE_URL: `http://127.0.0.1:${port}`,
  CHROMIUM_PATH: chromium,
  // the specs that read the build's files (html-validity) read the one served
  E2E_DIST: distDir,
});
server.close();
process.exit(code);
