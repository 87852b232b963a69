import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

// `npm run dev` on a copy of the small fixture site: saving a JSON config reloads the open page with the
// change, an invalid config shows the CLI's FILE:LINE:COLUMN message in the overlay and the terminal, and the
// overlay is gone once the config is fixed.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const port = 5300 + Math.floor(Math.random() * 500);
let configDir = "";
let server: ChildProcess | undefined;
let terminal = "";

test.beforeAll(async () => {
  configDir = path.join(mkdtempSync(path.join(os.tmpdir(), "dev-site-")), "pages-config");
  cpSync(path.resolve("tests/fixtures/base"), configDir, { recursive: true });
  server = spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    env: { ...process.env, PAGES_CONFIG_DIR: configDir },
    stdio: ["ignore", "pipe", "pipe"],
    // its own process group, so the dev server npx starts is stopped with it
    detached: true,
  });
  // colour codes stripped: Vite prints parts of lines in bold
  const collect = (chunk: Buffer) => (terminal += String(chunk).replace(/\x1b\[[0-9;]*m/g, ""));
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  await expect.poll(() => terminal, { timeout: 60_000 }).toContain(`127.0.0.1:${port}`);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  rmSync(path.dirname(configDir), { recursive: true, force: true });
});

test("a saved config reloads the open page with the change; a broken one shows the located message until fixed", async ({ page }) => {
  const url = `http://127.0.0.1:${port}/pricing`;
  await page.goto(url);
  await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
  // on a cold cache Vite may optimise dependencies and reload the page: start once it has been quiet for 3 s
  for (let attempt = 0; attempt < 10; attempt++) {
    let navigated = false;
    const onNavigation = () => (navigated = true);
    page.on("framenavigated", onNavigation);
    await page.waitForTimeout(3000);
    page.off("framenavigated", onNavigation);
    if (!navigated) break;
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
  }
  const file = path.join(configDir, "pages/pricing.json");
  const original = readFileSync(file, "utf8");
  writeFileSync(file, original.replace("Simple, Transparent Pricing", "Pricing That Grows With You"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing That Grows With You", { timeout: 20_000 });

  writeFileSync(file, original.replace('"type": "plan-grid"', '"type": "plan-grd"'));
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeAttached({ timeout: 20_000 });
  const message = /pricing\.json:\d+:\d+ {2}blocks\[1\]\.type: unknown block type "plan-grd"\. Did you mean "plan-grid"\?/;
  await expect.poll(() => overlay.evaluate((el) => el.shadowRoot?.textContent ?? "")).toMatch(message);
  await expect.poll(() => terminal).toMatch(message);
  writeFileSync(file, original);
  // the reload renders the page anew in the dev server: on a busy machine that can take a while
  await expect(overlay).not.toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple, Transparent Pricing");
});
