import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMiddleware } from "../../../tests/unit/support/middlewareServer";
import { editorPictureMaker } from "../../../scripts/lib/pictures/editorPictures";
import { pictureLayouts } from "../../engine/pictures/pictureLayouts";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import { repoRoot } from "../../engine/projectPaths";
import type { SiteConfig } from "../../generated/config-types";
import type { PictureReport } from "../shared/pictureApi";
import { createPictureApi } from "./pictureApi";
import { createPreviewPictures } from "./previewPictures";
import { createPreviewResolver } from "./previewResolver";

const root = mkdtempSync(path.join(os.tmpdir(), "editor-pictures-"));
const publicDir = path.join(root, "public");
const site = {} as SiteConfig;
let pictures: ReturnType<typeof createPreviewPictures>;
let server: { base: string; close: () => void };

beforeAll(async () => {
  mkdirSync(path.join(publicDir, "photos"), { recursive: true });
  // a small photo, 600×400: too narrow for a picture as wide as the text column (720 px)
  const photo = await sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(publicDir, "photos/shop.jpg"), photo);
  writeFileSync(path.join(publicDir, "photos/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  pictures = createPreviewPictures(editorPictureMaker({ publicDir, cacheDir: path.join(root, "cache") }));
  const api = createPictureApi({ configDir: path.join(root, "config") }, pictures);
  server = await serveMiddleware((req, res, next) => {
    pictures.serve(req, res, () => void api(req, res, next));
  });
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const ask = async (body: object): Promise<PictureReport> =>
  (await (
    await fetch(`${server.base}/api/picture`, { method: "POST", body: JSON.stringify(body) })
  ).json()) as PictureReport;
const fetched = async (url: string) => {
  const response = await fetch(`${server.base}${url}`);
  return { type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
};

describe("a picture field's picture, as the build makes it", () => {
  it("answers the source's size, the made files and the build's warnings in its words", async () => {
    const report = await ask({
      src: "/photos/shop.jpg",
      alt: "IMG_2041.jpg",
      layout: "content",
      pointer: "/blocks/2/image",
    });
    expect(report.kind).toBe("raster");
    expect(report.source).toMatchObject({ width: 600, height: 400 });
    expect(report.notes).toEqual([
      {
        code: "picture-alt-file-name",
        warning: true,
        message:
          'blocks[2].image.alt: the description "IMG_2041.jpg" is a file name; screen readers read it aloud as it is.',
        hint: 'Say what the picture shows ("Sam Rivera at the front desk"), or write "" when it is only decoration.',
      },
      {
        code: "picture-too-small",
        warning: true,
        message:
          'blocks[2].image.src: "/photos/shop.jpg" shows 600 px wide here, but this place draws it up to 720 px wide: it will look blurry.',
        hint: "Use a source at least 1440 px wide (twice the width shown, for sharp screens).",
      },
    ]);
    const picture = report.picture!;
    expect(picture.sizes).toBe(pictureLayouts.content.sizes);
    expect(picture.sources.map((s) => s.type)).toEqual(["image/webp"]);
    expect(picture.fallback.srcset).toMatch(
      /^\/_pictures\/shop-256-\w+\.jpg 256w, \/_pictures\/shop-320-\w+\.jpg 320w, \/_pictures\/shop-384-\w+\.jpg 384w$/,
    );
    const served = await fetched(picture.fallback.src);
    expect(served.type).toBe("image/jpeg");
    expect((await sharp(served.bytes).metadata()).width).toBe(320); // the middle width
  });

  it("crops a fixed shape around the focus, and keeps what it made before", async () => {
    const topLeft = await ask({ src: "/photos/shop.jpg", alt: "The shop", layout: "avatar", focus: "0% 0%" });
    const bottomRight = await ask({ src: "/photos/shop.jpg", alt: "The shop", layout: "avatar", focus: "100% 100%" });
    expect(topLeft.notes).toEqual([]);
    expect(topLeft.picture!.fallback.src).not.toBe(bottomRight.picture!.fallback.src);
    for (const report of [topLeft, bottomRight]) {
      const made = await sharp((await fetched(report.picture!.fallback.src)).bytes).metadata();
      expect([made.width, made.height]).toEqual([64, 64]);
    }
  });

  it("makes a picture again once a build removed it from the cache, never answering it empty for a year", async () => {
    const asked = { src: "/photos/shop.jpg", alt: "The shop", layout: "avatar", focus: "50% 20%" };
    const first = (await ask(asked)).picture!.fallback.src;
    expect((await fetched(first)).bytes.length).toBeGreaterThan(0);
    // a build's prune: every entry its pages do not use
    const cacheDir = path.join(root, "cache");
    for (const name of readdirSync(cacheDir, { recursive: true }) as string[])
      if (name.endsWith(".jpg")) rmSync(path.join(cacheDir, name));
    const gone = await fetch(`${server.base}${first}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    // shown again: made again, under the same name (it is named after what it is made of)
    const again = (await ask(asked)).picture!.fallback.src;
    expect(again).toBe(first);
    const served = await fetch(`${server.base}${again}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
  });

  it("says what is not made: an SVG is published as it is, a missing file has no picture", async () => {
    expect(await ask({ src: "/photos/logo.svg", alt: "Logo" })).toEqual({ kind: "svg", notes: [] });
    expect(await ask({ src: "/photos/gone.jpg", alt: "Gone" })).toEqual({ kind: "missing", notes: [] });
    expect((await fetch(`${server.base}/_pictures/not-made.jpg`)).status).toBe(404);
  });

  it("gives the preview's blocks the sources the build would attach", async () => {
    const block = await pictures.attach(
      { type: "image", src: "/photos/shop.jpg", alt: "The shop", width: "wide" },
      site,
    );
    const picture = (block as { picture?: PictureSet }).picture!;
    expect(picture.sizes).toBe(pictureLayouts.wide.sizes);
    expect(picture.width).toBe(384);
    const resolver = createPreviewResolver(
      { configDir: path.join(repoRoot, "pages-config"), schemasDir: path.join(repoRoot, "schemas") },
      pictures,
    );
    const answer = await resolver({
      blocks: [{ value: { type: "image", src: "/photos/shop.jpg", alt: "The shop" } }],
      drafts: {},
    });
    expect((answer.blocks[0] as { block: { picture?: PictureSet } }).block.picture?.sizes).toBe(
      pictureLayouts.content.sizes,
    );
  });
});
