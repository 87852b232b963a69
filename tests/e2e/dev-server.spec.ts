import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { type DevServer, startDevServer } from "./devServer";
import { expect, test } from "./fixtures";

// `npm run dev` on a copy of the small fixture site: saving a JSON config reloads the open page with the
// change, an invalid config shows the CLI's FILE:LINE:COLUMN message in the overlay and the terminal, and the
// overlay is gone once the config is fixed. An invalid page config breaks only its page: the others keep
// rendering with a notice naming the file. An invalid site.json breaks every page. A photo gets the build's
// sizes, each file made when the browser first asks for it.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let configDir = "";
let server: DevServer;
let port = 0;
const terminal = () => server.terminal();

test.beforeAll(async () => {
  configDir = path.join(mkdtempSync(path.join(os.tmpdir(), "dev-site-")), "pages-config");
  cpSync(path.resolve("tests/fixtures/base"), configDir, { recursive: true });
  // the site's own public/ (the first site's files, and a photo): a folder of its own, never the repository's
  cpSync(path.resolve("public"), path.join(configDir, "public"), { recursive: true });
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#8a5a2b" } })
    .jpeg()
    .toFile(path.join(configDir, "public/shop.jpg"));
  // a page showing it, there from the start (React Router's routes are read when the server starts)
  const photoPage = {
    $schema: "../../schemas/page.schema.json",
    seo: { title: "Photos", description: "The shop in a photo." },
    blocks: [
      { type: "hero", title: "Our Shop" },
      { type: "image", src: "/shop.jpg", alt: "The shop at dawn" },
    ],
  };
  writeFileSync(path.join(configDir, "pages/photos.json"), JSON.stringify(photoPage, null, 2));
  server = await startDevServer({ PAGES_CONFIG_DIR: configDir });
  port = server.port;
});

test.afterAll(() => {
  server?.stop();
  rmSync(path.dirname(configDir), { recursive: true, force: true });
});

/** Opens a dev page and waits until Vite has settled: on a cold cache it may optimise dependencies and reload. */
async function openSettled(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
  // start once the page has been quiet for 3 s
  for (let attempt = 0; attempt < 10; attempt++) {
    let navigated = false;
    const onNavigation = () => (navigated = true);
    page.on("framenavigated", onNavigation);
    await page.waitForTimeout(3000);
    page.off("framenavigated", onNavigation);
    if (!navigated) break;
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
  }
}

/** Resolves once the page's Vite client has (re)connected to the dev server, after its next load. */
const viteConnected = (page: Page) =>
  page.waitForEvent("console", { predicate: (m) => m.text() === "[vite] connected.", timeout: 60_000 });

/** The overlay's text, or "" while there is none to read: a reload in between destroys the page the read began on,
 * and the poll reading it must try again rather than fail. */
const overlayText = (page: Page) =>
  page
    .locator("vite-error-overlay")
    .evaluate((el) => el.shadowRoot?.textContent ?? "", undefined, { timeout: 5_000 })
    .catch(() => "");

test("a saved config reloads the open page with the change; a broken one shows the located message until fixed, on its page only", async ({
  page,
  context,
}) => {
  const url = `http://127.0.0.1:${port}/pricing`;
  await openSettled(page, url);
  const file = path.join(configDir, "pages/pricing.json");
  const original = readFileSync(file, "utf8");
  writeFileSync(file, original.replace("Simple, Transparent Pricing", "Pricing That Grows With You"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing That Grows With You", { timeout: 20_000 });

  // another page stays open meanwhile
  const home = await context.newPage();
  await openSettled(home, `http://127.0.0.1:${port}/`);
  const homeHeading = await home.getByRole("heading", { level: 1 }).first().textContent();
  const notice = home.locator("[data-config-problems]");
  await expect(notice).toHaveCount(0);

  // the other page's reload must be listening for the next one before the fix is saved
  const homeListens = viteConnected(home);
  writeFileSync(file, original.replace('"type": "plan-grid"', '"type": "plan-grd"'));
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeAttached({ timeout: 20_000 });
  const message =
    /pricing\.json:\d+:\d+ {2}blocks\[1\]\.type: unknown block type "plan-grd"\. Did you mean "plan-grid"\?/;
  await expect.poll(() => overlayText(page)).toMatch(message);
  await expect(page.locator("main pre")).toHaveText(message);
  await expect.poll(terminal).toMatch(message);
  await expect.poll(terminal).toContain("only /pricing shows the error");

  // the other page was reloaded too: its content, no overlay, and a notice naming the invalid file
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText("pages/pricing.json");
  await expect(notice).toContainText("/pricing");
  await expect(home.getByRole("heading", { level: 1 }).first()).toHaveText(homeHeading ?? "");
  await expect(home.locator("vite-error-overlay")).toHaveCount(0);

  // A reload message reaches only pages whose Vite client is connected: on a busy machine a page can show its
  // HTML some time before its client connects, and a save in between would not reload it.
  await homeListens;
  writeFileSync(file, original);
  // the reload renders the page anew in the dev server: on a busy machine that can take a while
  await expect(overlay).not.toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple, Transparent Pricing");
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await home.close();
});

test("an invalid site.json breaks every page until it is fixed", async ({ page }) => {
  const file = path.join(configDir, "site.json");
  const original = readFileSync(file, "utf8");
  await openSettled(page, `http://127.0.0.1:${port}/`);
  writeFileSync(file, original.replace('"productName"', '"productNam"'));
  try {
    await expect(page.locator("vite-error-overlay")).toBeAttached({ timeout: 20_000 });
    await expect.poll(() => overlayText(page)).toMatch(/site\.json:\d+:\d+ /);
    for (const route of ["/", "/pricing"]) {
      const response = await page.request.get(`http://127.0.0.1:${port}${route}`);
      expect(response.status()).toBe(500);
      expect(await response.text()).toMatch(/site\.json:\d+:\d+ /);
    }
    await expect.poll(terminal).toContain("every page shows the error until it is fixed");
  } finally {
    writeFileSync(file, original);
  }
  await expect(page.locator("vite-error-overlay")).not.toBeAttached({ timeout: 60_000 });
  await expect(page.locator("html[data-ready]")).toBeAttached();
});

test("a page's photo gets the build's sizes in dev, each file made when first asked for", async ({ page }) => {
  await openSettled(page, `http://127.0.0.1:${port}/photos`);
  const img = page.getByRole("img", { name: "The shop at dawn" });
  await expect(img).toHaveAttribute(
    "srcset",
    /^\/_pictures\/shop-256-\w+\.jpg 256w, .* \/_pictures\/shop-1280-\w+\.jpg 1280w$/,
  );
  await expect(img).toHaveAttribute("width", "1280");
  await expect(img).toHaveAttribute("height", "800");
  // the browser's choice among the sizes was made on request and loaded
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const webp = await page.locator("picture source[type='image/webp']").getAttribute("srcset");
  const largest = webp!.split(", ").at(-1)!.split(" ")[0];
  const response = await page.request.get(`http://127.0.0.1:${port}${largest}`);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await response.body()).metadata()).width).toBe(1280);
});
