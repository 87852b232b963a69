// Pictures as a visitor's browser gets them: a copy of the second site (tests/fixtures/sites/bakery) with a page
// of photos (a hero photo beside the text, an image block, photo cards and a gallery, made here with sharp: a few
// KB each) is built once and served like `npm start`. Every picture has width and height, the made ones srcset and
// sizes; the hero's photo (the LCP) loads at once with high priority, all others lazily; nothing shifts (CLS 0).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { repoRoot } from "../../src/engine/projectPaths";
import { buildAndServe } from "./builtSiteServer";
import { expect, gotoHydrated, test } from "./fixtures";

const photos: Record<string, [number, number, string]> = {
  shop: [1600, 1067, "#8a5a2b"],
  oven: [1800, 1200, "#5b3a1e"],
  rye: [1200, 900, "#3e2a14"],
  rolls: [1200, 900, "#c49a6c"],
  cake: [1200, 900, "#e8c8d8"],
};

const card = (name: string, title: string) => ({
  title,
  description: `Our ${title.toLowerCase()}, baked every morning before sunrise.`,
  image: { src: `/photos/${name}.jpg`, alt: "" },
});

const photoPage = {
  $schema: "../../schemas/page.schema.json",
  seo: { title: "Our Bakery in Photos", description: "The shop, the oven and the bread of the bakery, in photos." },
  blocks: [
    {
      type: "hero",
      title: "Our Bakery in Photos",
      subtitle: "The shop, the oven and the bread.",
      image: { src: "/photos/shop.jpg", alt: "The shop's window at dawn" },
    },
    { type: "image", src: "/photos/oven.jpg", alt: "The wood-fired oven", caption: "Lit at three.", width: "wide" },
    {
      type: "card-grid",
      title: "Our Breads",
      cards: [card("rye", "Rye"), card("rolls", "Rolls"), card("cake", "Cakes")],
    },
    {
      type: "gallery",
      title: "Inside the Shop",
      pictures: ["oven", "rye", "rolls", "cake"].map((name) => ({ src: `/photos/${name}.jpg`, alt: `The ${name}` })),
    },
  ],
};

test.describe.configure({ mode: "serial" });

test.describe("pictures in the browser", () => {
  let workDir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    workDir = mkdtempSync(path.join(os.tmpdir(), "pictures-e2e-"));
    const siteDir = path.join(workDir, "site");
    const outDir = path.join(workDir, "out");
    cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery"), siteDir, { recursive: true });
    mkdirSync(path.join(siteDir, "public/photos"));
    for (const [name, [width, height, background]] of Object.entries(photos))
      await sharp({ create: { width, height, channels: 3, background } })
        .jpeg()
        .toFile(path.join(siteDir, `public/photos/${name}.jpg`));
    writeFileSync(path.join(siteDir, "pages/photos.json"), JSON.stringify(photoPage, null, 2));
    ({ server, base } = await buildAndServe(siteDir, outDir));
  });

  test.afterAll(() => {
    server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test("width and height on every picture, srcset and sizes on made ones, the LCP eager, the rest lazy", async ({
    page,
  }) => {
    await gotoHydrated(page, `${base}/photos`);
    const imgs = await page.locator("main img").evaluateAll((all) =>
      all.map((img) => ({
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        srcset: img.getAttribute("srcset"),
        sizes: img.getAttribute("sizes"),
        loading: img.getAttribute("loading"),
        fetchpriority: img.getAttribute("fetchpriority"),
      })),
    );
    // the hero, the image block, three cards, four gallery pictures
    expect(imgs).toHaveLength(9);
    for (const img of imgs) {
      expect(img.src, JSON.stringify(img)).toMatch(/^\/_pictures\//);
      expect(Number(img.width), img.src).toBeGreaterThan(0);
      expect(Number(img.height), img.src).toBeGreaterThan(0);
      expect(img.srcset, img.src).toMatch(/ \d+w/);
      expect(img.sizes, img.src).toBeTruthy();
    }
    const [hero, ...rest] = imgs;
    expect(hero).toMatchObject({ fetchpriority: "high", loading: null });
    expect(hero.sizes).toBe("(min-width: 64rem) 29rem, (min-width: 48rem) 46vw, calc(100vw - 2.5rem)");
    for (const img of rest) expect(img, img.src).toMatchObject({ fetchpriority: null, loading: "lazy" });
    // a card's photo is made 4:3
    expect(Number(imgs[2].width) / Number(imgs[2].height)).toBeCloseTo(4 / 3, 2);
    // the browser picks WebP from the <source> (the build's default format)
    await expect
      .poll(() =>
        page
          .locator("main img")
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc),
      )
      .toMatch(/\.webp$/);
  });

  test("on a phone, pictures are drawn as wide as their sizes say (the browser picks its file by them)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await gotoHydrated(page, `${base}/photos`);
    const drawn = await page
      .locator("main img")
      .evaluateAll((all) => all.map((img) => ({ sizes: img.getAttribute("sizes") ?? "", width: img.clientWidth })));
    const phone = (sizes: string) => sizes.split(", ").at(-1)!;
    const rem = 16;
    const widthOf = (size: string) => {
      const calc = /^calc\((\d+)vw - ([\d.]+)rem\)$/.exec(size);
      if (calc) return (412 * Number(calc[1])) / 100 - Number(calc[2]) * rem;
      const vw = /^(\d+)vw$/.exec(size);
      return vw ? (412 * Number(vw[1])) / 100 : Number.NaN;
    };
    const hero = drawn[0];
    expect(widthOf(phone(hero.sizes))).toBe(hero.width);
    const galleryTiles = drawn.filter((d) => d.sizes.includes("22rem"));
    expect(galleryTiles.length).toBeGreaterThan(0);
    for (const tile of galleryTiles) expect(Math.abs(widthOf(phone(tile.sizes)) - tile.width)).toBeLessThanOrEqual(1);
  });

  test("the header's and the footer's logos keep their place before they load: width and height from the SVGs", async ({
    page,
  }) => {
    await gotoHydrated(page, `${base}/photos`);
    // linden-logo.svg is 240×40 (from 768 px up), linden-mark.svg 40×40
    await expect(page.locator("header picture source")).toHaveAttribute("width", "240");
    await expect(page.locator("header picture source")).toHaveAttribute("height", "40");
    await expect(page.locator("img[data-logo]")).toHaveAttribute("width", "40");
    await expect(page.locator("footer img").first()).toHaveAttribute("height", "40");
    // drawn 32 px high, its width known before the file arrives
    expect(await page.locator("img[data-logo]").evaluate((img: HTMLImageElement) => img.clientWidth)).toBe(192);
  });

  test("no layout shift while every picture loads (CLS 0, measured by the browser)", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __shifted: string[] };
      w.__shift = 0;
      w.__shifted = [];
      type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Element | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[])
          if (!entry.hadRecentInput) {
            w.__shift += entry.value;
            // what moved, so a failure names it (a picture, or text when a font arrives late)
            for (const source of entry.sources ?? [])
              w.__shifted.push(source.node ? `${source.node.nodeName}.${source.node.className}` : "(gone)");
          }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, `${base}/photos`);
    // scroll through the page so the lazy pictures load, then back up
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect
      .poll(() => page.locator("main img").evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const { shift, shifted } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifted: string[] };
      return { shift: w.__shift, shifted: w.__shifted };
    });
    expect(shift, `moved: ${shifted.join(", ")}`).toBe(0);
  });
});
