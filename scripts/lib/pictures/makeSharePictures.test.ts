import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { pictureStep } from "./pictureStep";

const root = mkdtempSync(path.join(os.tmpdir(), "share-pictures-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A photo whose top third is red and the rest blue: a crop around the top keeps red at the top. */
async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  const top = await sharp({
    create: { width, height: Math.round(height / 3), channels: 3, background: "#ff0000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: top, top: 0, left: 0 }])
    [format]()
    .toBuffer();
}

/** A site folder with public files, site.json naming `ogImage`, and pages with the given seo and blocks. */
function siteWith(
  name: string,
  files: Record<string, Buffer>,
  ogImage: string,
  pages: { seo?: Record<string, unknown>; blocks?: unknown[] }[] = [{}],
) {
  const dir = path.join(root, name);
  for (const [src, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "public", src)), { recursive: true });
    writeFileSync(path.join(dir, "public", src), bytes);
  }
  mkdirSync(path.join(dir, "pages"), { recursive: true });
  const siteFile = path.join(dir, "site.json");
  writeFileSync(siteFile, JSON.stringify({ seo: { titleSuffix: "", ogImage } }, null, 2));
  const entries = pages.map(({ seo, blocks = [] }, index) => {
    const file = path.join(dir, "pages", `page-${index}.json`);
    const config = { seo: { title: "T", description: "D", ...seo }, blocks };
    writeFileSync(file, JSON.stringify(config, null, 2));
    return { route: index === 0 ? "/" : `/page-${index}`, file, config };
  });
  const site = {
    site: { seo: { titleSuffix: "", ogImage } },
    siteFile,
    pages: entries,
    notFound: [],
    collections: {},
    year: 2026,
    shareImages: {},
  } as unknown as ResolvedConfigSet;
  return { site, publicDir: path.join(dir, "public"), cacheDir: path.join(dir, "cache"), workers: 1 };
}

const fileOf = (result: Awaited<ReturnType<typeof pictureStep>>, url: string) => result.files.get(url.slice(1))!;

describe("share pictures", () => {
  it("a camera-sized photo is cropped around its focus to a 1200×630 JPEG, published under _pictures", async () => {
    const options = siteWith("photo", { "/og/shop.jpg": await photo(3000, 2000) }, "/og/shop.jpg", [
      { blocks: [{ type: "hero", title: "T", image: { src: "/og/shop.jpg", alt: "The shop", focus: "top" } }] },
    ]);
    const result = await pictureStep(options);
    const made = result.site.shareImages["/og/shop.jpg"];
    expect(made).toMatchObject({ width: 1200, height: 630 });
    expect(made.url).toMatch(/^\/_pictures\/shop-share-[0-9a-f]{12}\.jpg$/);
    const file = fileOf(result, made.url!);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 1200, 630, undefined]);
    // the hero's focus ("top") kept the red top of the photo in the crop's top rows
    const { data } = await sharp(file).extract({ left: 600, top: 5, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("the same: the hero's own sizes are made as before (WebP and JPEG), the source not published as it is", async () => {
    const options = siteWith("same", { "/photos/shop.jpg": await photo(1600, 1000) }, "/photos/shop.jpg", [
      { blocks: [{ type: "hero", title: "T", image: { src: "/photos/shop.jpg", alt: "The shop" } }] },
    ]);
    const result = await pictureStep(options);
    const hero = (result.site.pages[0].config.blocks[0] as unknown as { image: { picture: { sources: unknown[] } } })
      .image.picture;
    expect(hero.sources).toHaveLength(1);
    expect([...result.files.keys()].filter((f) => f.includes("-share-"))).toHaveLength(1);
    expect([...result.files.keys()].filter((f) => !f.includes("-share-")).length).toBeGreaterThan(1);
  });

  it("a PNG stays PNG, a WebP becomes JPEG (not every social site reads WebP); a page's own picture too", async () => {
    const options = siteWith(
      "formats",
      { "/og/card.png": await photo(1400, 800, "png"), "/og/post.webp": await photo(2400, 1260, "webp") },
      "/og/card.png",
      [{}, { seo: { ogImage: "/og/post.webp" } }],
    );
    const result = await pictureStep(options);
    expect(result.site.shareImages["/og/card.png"].url).toMatch(/\.png$/);
    // pictures for link previews only, made: not published as they are (a photo's metadata would ship, GPS)
    expect([...result.sources].sort()).toEqual(
      ["/og/card.png", "/og/post.webp"].map((src) => path.join(options.publicDir, src)),
    );
    expect(result.site.shareImages["/og/post.webp"].url).toMatch(/\.jpg$/);
    expect(await sharp(fileOf(result, result.site.shareImages["/og/post.webp"].url!)).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
  });

  it("too small: a warning at the field, made at the size it has (never enlarged)", async () => {
    const options = siteWith("small", { "/og/small.jpg": await photo(800, 600) }, "/og/small.jpg");
    const result = await pictureStep(options);
    expect(result.site.shareImages["/og/small.jpg"]).toMatchObject({ width: 800, height: 420 });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatchObject({ code: "share-picture-too-small", pointer: "/seo/ogImage", line: 4 });
    expect(result.warnings[0].file).toMatch(/site\.json$/);
    expect(result.warnings[0].message).toContain(
      'seo.ogImage: "/og/small.jpg" is 800×600 px; link previews show 1200×630 px, so it is made at 800×420',
    );
  });

  it("not a picture: a located problem", async () => {
    const options = siteWith("bad", { "/og/bad.jpg": Buffer.from("%PDF-1.4 not a picture") }, "/og/bad.jpg");
    const result = await pictureStep(options);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ code: "picture-unreadable", pointer: "/seo/ogImage" });
    expect(result.site.shareImages["/og/bad.jpg"]).toBeUndefined();
  });

  it("cached: a second build makes nothing and keeps the entry (not pruned)", async () => {
    const options = siteWith("cached", { "/og/shop.jpg": await photo(3000, 2000) }, "/og/shop.jpg");
    const first = await pictureStep(options);
    const entries = readdirSync(options.cacheDir).sort();
    expect(entries).toHaveLength(2); // the file and its record
    const second = await pictureStep(options);
    expect(readdirSync(options.cacheDir).sort()).toEqual(entries);
    expect(second.site.shareImages).toEqual(first.site.shareImages);
  });
});
