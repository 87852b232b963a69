// The photo-heavy site (tests/fixtures/sites/photos) as a phone gets it: its camera-sized photos are made here
// (tests/support/cameraPhotos.ts: a hero and eight team photos at 3000×2000, a twelve-picture gallery, a post with
// two pictures), the site built once and served like `npm start`. At 390 px wide on a 3× screen the team page
// fetches at most 300 KB of pictures (27.8 MB when the photos shipped as they were), nothing shifts, and each
// page's largest paint is its hero photo. Every page's link preview is the 1200×630 JPEG the build made.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { repoRoot } from "../../src/engine/projectPaths";
import { writePhotoSitePhotos } from "../support/cameraPhotos";
import { buildAndServe } from "./builtSiteServer";
import { expect, gotoHydrated, test } from "./fixtures";

const routes = ["/", "/team", "/gallery", "/journal/new-oven"];
const teamPictureBudget = 300 * 1024;

test.describe.configure({ mode: "serial" });

test.describe("a photo-heavy site on a phone", () => {
  let workDir: string;
  let outDir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    workDir = mkdtempSync(path.join(os.tmpdir(), "photo-site-e2e-"));
    const siteDir = path.join(workDir, "site");
    outDir = path.join(workDir, "out");
    cpSync(path.join(repoRoot, "tests/fixtures/sites/photos"), siteDir, { recursive: true });
    await writePhotoSitePhotos(path.join(siteDir, "public"));
    ({ server, base } = await buildAndServe(siteDir, outDir, ["--no-cache"]));
  });

  test.afterAll(() => {
    server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test("the team page fetches at most 300 KB of pictures at 390 px wide, none shipped as it was", async ({ page }) => {
    await gotoHydrated(page, `${base}/team`);
    // scroll through the page so every lazy picture loads
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect
      .poll(() => page.locator("main img").evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
      .toBe(true);
    const pictures = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === "img" || /\.(jpe?g|png|webp|avif)$/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
    // the hero and the eight team photos, each a made file
    expect(pictures.length).toBeGreaterThanOrEqual(9);
    for (const picture of pictures) expect(picture.url).toMatch(/^\/_pictures\//);
    const total = pictures.reduce((sum, p) => sum + p.bytes, 0);
    expect(total, JSON.stringify(pictures)).toBeLessThanOrEqual(teamPictureBudget);
  });

  test("each page's largest paint is its hero photo, and nothing shifts", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __lcp: string };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as unknown as { element: Element | null };
        w.__lcp = last.element?.closest("section")?.querySelector("h1") ? "hero" : (last.element?.tagName ?? "none");
        if (last.element?.tagName !== "IMG") w.__lcp = `not a picture: ${last.element?.tagName}`;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    for (const route of routes) {
      await gotoHydrated(page, `${base}${route}`);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __lcp: string }).__lcp)).toBe("hero");
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), route).toBe(0);
    }
  });

  test("every page's link preview is a 1200×630 JPEG the build made, by its absolute address", async () => {
    for (const route of routes) {
      const file = path.join(outDir, route === "/" ? "" : route, "index.html");
      const html = readFileSync(file, "utf8");
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(image, route).toMatch(/^https:\/\/www\.lindenstreetbakery\.example\/_pictures\/[\w-]+-share-\w{12}\.jpg$/);
      expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`);
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html).toContain('<meta property="og:image:height" content="630"/>');
      const made = await sharp(path.join(outDir, new URL(image).pathname)).metadata();
      expect([made.format, made.width, made.height]).toEqual(["jpeg", 1200, 630]);
    }
  });
});
