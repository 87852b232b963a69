import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { blockTypes } from "../../src/generated/config-types";
import { type DevServer, startDevServer } from "./devServer";
import { expect, test } from "./fixtures";

// The block gallery, /_blocks, is a page of `npm run dev` only. The built site (what `npm run test:e2e` serves,
// from E2E_DIST or dist/) has no such page and none of its code; the dev server shows every block type.

/** Text only the gallery's code and page hold: its heading, its data attributes, its module names. */
const galleryMarkers = ["Block gallery", "data-gallery-", "galleryData", "galleryRoute", "BlockGallery"];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

test.describe("the built site", () => {
  test("has no /_blocks page: the address gets the site's 404 page", async ({ request }) => {
    const response = await request.get("/_blocks");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("Block gallery");
    expect(html).not.toContain("data-gallery-");
  });

  test("holds no gallery file and no gallery code in any page or chunk", () => {
    const dist = path.resolve(process.env.E2E_DIST ?? "dist");
    const all = files(dist);
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((file) => path.relative(dist, file).split(path.sep).includes("_blocks"))).toEqual([]);
    const offenders = all
      .filter((file) => /\.(html|js|css|json|txt)$/.test(file) || path.basename(file) === "_headers")
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return galleryMarkers
          .filter((marker) => text.includes(marker))
          .map((marker) => `${path.relative(dist, file)}: ${marker}`);
      });
    expect(offenders).toEqual([]);
  });
});

test.describe("npm run dev", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let server: DevServer;

  test.beforeAll(async () => {
    server = await startDevServer({}, { from: 5800, count: 400 });
  });

  test.afterAll(() => server?.stop());

  test("serves /_blocks: every block type with its examples rendered, its JSON and a contents link", async ({
    page,
    request,
  }) => {
    const response = await request.get(server.url("/_blocks"), { timeout: 120_000 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const type of blockTypes) {
      expect(html, type).toContain(`href="#block-${type}"`);
      expect(html, type).toContain(`data-gallery-type="${type}"`);
      expect(html, type).toContain(`data-block="${type}"`);
      expect(html, type).toContain(`data-gallery-json="${type}"`);
    }
    expect(html).not.toContain('role="alert"');

    await page.goto(server.url("/_blocks"));
    await expect(page.getByRole("heading", { level: 1, name: "Block gallery" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Block types" })
      .getByRole("link", { name: "stats", exact: true })
      .click();
    await expect(page).toHaveURL(/#block-stats$/);
    await expect(page.getByRole("heading", { level: 2, name: "stats", exact: true })).toBeInViewport();
  });

  test("is styled like the site: Chakra's reset, its components' styles and the site's theme all apply", async ({
    page,
  }) => {
    await page.goto(server.url("/_blocks"));
    // every style is in <head>, in one emotion cache: none of Chakra's lands in <body> after it
    expect(await page.locator("body style").count()).toBe(0);
    const heading = page.getByRole("heading", { level: 1, name: "Block gallery" });
    // the Heading recipe (size 3xl) over the reset, which sets every heading to the body's font
    await expect(heading).toHaveCSS("font-weight", "700");
    await expect(heading).toHaveCSS("font-size", "30px");
    // the Container's padding (the reset's "padding: 0" used to win)
    await expect(heading.locator("xpath=..")).toHaveCSS("padding-left", "32px");
    // a rendered block: the cta example's heading and button have their recipes' styles
    const cta = page.locator('[data-gallery-type="cta"] [data-block="cta"]').first();
    await expect(cta.getByRole("heading", { level: 2 })).toHaveCSS("font-weight", "700");
    await expect(cta.getByRole("link").first()).toHaveCSS("padding-left", "20px");
  });
});
