// A site block with a browser script (docs/site-blocks.md, "A block that needs the browser"): the bakery with its
// static price list (tests/fixtures/sites/bakery-menu) and, added to a copy here, the daily-special block of
// tests/fixtures/site-block-script/, whose daily-special.script.ts names today's special once the block is in view.
// Built like any site and served with its Content-Security-Policy: the script runs on its page, its code is fetched
// there only, a page of static blocks fetches no JavaScript at all, and the pages stay valid HTML. The loaf-counter
// block of the same folder has an island instead (loaf-counter.island.tsx), hydrated at the visitor's first use.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { nuHtmlCheck } from "../../scripts/lib/nuHtmlCheck";
import { formatNuErrors } from "../../scripts/lib/nuHtmlReport";
import { repoRoot } from "../../src/engine/projectPaths";
import { buildAndServe } from "./builtSiteServer";
import { expect, gotoHydrated, problems, test, waitForIsland } from "./fixtures";

test.describe.configure({ mode: "serial" });

/** The JavaScript files a page fetches while it loads and its blocks wake, by their path. */
function scriptsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname))
      fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

test.describe("a site block with a browser script", () => {
  let workDir: string;
  let outDir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    workDir = mkdtempSync(path.join(os.tmpdir(), "site-block-scripts-e2e-"));
    const siteDir = path.join(workDir, "site");
    outDir = path.join(workDir, "out");
    cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery-menu"), siteDir, { recursive: true });
    cpSync(path.join(repoRoot, "tests/fixtures/site-block-script"), siteDir, { recursive: true });
    ({ server, base } = await buildAndServe(siteDir, outDir, ["--no-cache"]));
  });

  test.afterAll(() => {
    server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test("runs on its page when scrolled near, under the strict Content-Security-Policy", async ({
    page,
    consoleEntries,
  }) => {
    const fetched = scriptsFetched(page);
    const response = await page.goto(`${base}/specials`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const block = page.locator('[data-block="daily-special"]');
    // marked for the island loader like a built-in block with a script
    await expect(block).toHaveAttribute("data-script", "visible");
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute("data-ready", "");
    const today = await page.evaluate(() => new Date().getDay());
    const dishes = ["Cinnamon Knots", "Dark Rye", "Seeded Spelt", "Olive Fougasse", "Cardamom Buns", "Challah"];
    const day = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][today];
    await expect(block.locator("[data-today]")).toHaveText(`Today: ${day}: ${[...dishes, "Pain au Levain"][today]}`);
    await expect(block.locator('li[aria-current="date"]')).toHaveCount(1);
    // the loader and the block's own chunk, from the site's own address (no inline script)
    expect(fetched.some((file) => /^\/assets\/client-[\w-]+\.js$/.test(file))).toBe(true);
    expect(fetched.some((file) => /^\/assets\/daily-special\.script-[\w-]+\.js$/.test(file))).toBe(true);
    expect(fetched.filter((file) => file.includes("loaf-counter"))).toEqual([]);
    await expect(page.locator("main h1")).toHaveCount(1);
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("ships its code to no other page: a page of static blocks fetches no JavaScript", async ({ page }) => {
    const fetched = scriptsFetched(page);
    // the menu: a hero and the site's static price list
    await gotoHydrated(page, `${base}/menu`);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(fetched).toEqual([]);
    const html = readFileSync(path.join(outDir, "menu/index.html"), "utf8");
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("daily-special");
  });

  test("a page with a built-in interactive block loads the loader, not the site block's script", async ({ page }) => {
    const fetched = scriptsFetched(page);
    // the home page counts up its statistics (a built-in script)
    await gotoHydrated(page, `${base}/`);
    await page.locator('[data-block="stats"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-block="stats"]')).toHaveAttribute("data-ready", "");
    expect(fetched.some((file) => /^\/assets\/countUp\.script-/.test(file))).toBe(true);
    expect(fetched.filter((file) => file.includes("daily-special"))).toEqual([]);
  });

  test("a site block's island is hydrated at the first use, its code fetched on its page only", async ({
    page,
    consoleEntries,
  }) => {
    const fetched = scriptsFetched(page);
    await gotoHydrated(page, `${base}/loaves`);
    const block = page.locator('[data-block="loaf-counter"]');
    // pre-rendered with its starting value, the island's code not fetched before the visitor uses it
    await expect(block.locator("output")).toHaveText("1 × Country Sourdough");
    expect(fetched.filter((file) => file.includes("loaf-counter"))).toEqual([]);
    await waitForIsland(page, '[data-block="loaf-counter"]');
    await block.getByRole("button", { name: "One more" }).click();
    await expect(block.locator("output")).toHaveText("2 × Country Sourdough");
    expect(fetched.some((file) => /^\/assets\/loaf-counter\.island-[\w-]+\.js$/.test(file))).toBe(true);
    expect(fetched.filter((file) => file.includes("daily-special"))).toEqual([]);
    await expect(page.locator("main h1")).toHaveCount(1);
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("its pages pass the W3C Nu HTML Checker with 0 errors", async () => {
    test.setTimeout(300_000);
    const errors = await nuHtmlCheck(outDir);
    expect(errors.length, formatNuErrors(errors, 100).join("\n")).toBe(0);
  });
});
