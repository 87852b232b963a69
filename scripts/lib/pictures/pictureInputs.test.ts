/**
 * What cameras, phones and hand-copied files give the picture step: each is made, or is a located problem or
 * warning in plain words with the fix; never a crash.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { pictureStep } from "./pictureStep";
import { noise, pictureOf, siteWith as siteIn } from "./pictureTestSite";

const root = mkdtempSync(path.join(os.tmpdir(), "picture-inputs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const siteWith = (name: string, files: Record<string, Buffer>, blocks: unknown[]) => siteIn(root, name, files, blocks);
const image = (src: string) => ({ type: "image", src, alt: "A photo" });
const plain = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** The made files of a result, read back: format, size, colour space, channels, bit depth, frames. */
async function madeFiles(files: Map<string, string>) {
  return Promise.all(
    [...files.values()].map(async (file) => {
      const meta = await sharp(file).metadata();
      return { ...meta, file };
    }),
  );
}

describe("the picture step's inputs", () => {
  it("a phone's HEIC photo is a located problem saying how to export it as JPEG", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]);
    const input = siteWith("heic", { "/photos/IMG_0042.heic": heic }, [image("/photos/IMG_0042.heic")]);
    const result = await pictureStep({ ...input, workers: 1 });
    expect(result.problems.map((p) => [p.code, p.line, p.pointer])).toEqual([["picture-heic", 9, "/blocks/0/src"]]);
    expect(result.problems[0].message).toContain("is a HEIC photo");
    expect(result.problems[0].hint).toMatch(/Export it as JPEG/);
    expect(result.files.size).toBe(0);
  });

  it("an animated GIF is shown still, its first frame, with a warning to use a video; a plain GIF is made", async () => {
    const frames = await Promise.all(["#f00", "#0f0", "#00f"].map((c) => plain(300, 200, c).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const still = await plain(300, 200, "#fc0").gif().toBuffer();
    const input = siteWith("gif", { "/moving.gif": animated, "/still.gif": still }, [
      image("/moving.gif"),
      image("/still.gif"),
    ]);
    const result = await pictureStep({ ...input, workers: 2 });
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => [w.code, w.pointer])).toContainEqual(["picture-animated", "/blocks/0/src"]);
    expect(result.warnings.find((w) => w.code === "picture-animated")?.hint).toMatch(/"video" block/);
    expect(result.warnings.filter((w) => w.pointer === "/blocks/1/src").map((w) => w.code)).toEqual([
      "picture-too-small",
    ]);
    for (const index of [0, 1])
      expect(pictureOf(result.site, index)).toMatchObject({
        sources: [{ type: "image/webp" }],
        fallback: { type: "image/png" },
      });
    const made = await madeFiles(result.files);
    expect(made.every((m) => (m.pages ?? 1) === 1)).toBe(true);
    // the first frame (red), not a later one
    const movingPng = [...result.files.entries()].find(
      ([rel]) => rel.startsWith("_pictures/moving-") && rel.endsWith(".png"),
    );
    const { channels } = await sharp(movingPng![1]).stats();
    expect(channels.slice(0, 3).map((c) => Math.round(c.mean))).toEqual([255, 0, 0]);
  });

  it("a CMYK JPEG is made in sRGB with its colours; a 16-bit PNG is made in 8 bits", async () => {
    const cmyk = await plain(300, 200, "#c04020").toColourspace("cmyk").jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    const deep = await plain(300, 200, "#2060a0").toColourspace("rgb16").png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    const input = siteWith("colour", { "/print.jpg": cmyk, "/deep.png": deep }, [
      image("/print.jpg"),
      image("/deep.png"),
    ]);
    const result = await pictureStep({ ...input, workers: 2 });
    expect(result.problems).toEqual([]);
    const made = await madeFiles(result.files);
    expect(made).toHaveLength(4);
    for (const meta of made)
      expect({ space: meta.space, channels: meta.channels, depth: meta.depth }).toEqual({
        space: "srgb",
        channels: 3,
        depth: "uchar",
      });
    const print = [...result.files.entries()].find(
      ([rel]) => rel.startsWith("_pictures/print-") && rel.endsWith(".jpg"),
    );
    const means = (await sharp(print![1]).stats()).channels.map((c) => c.mean);
    expect(means[0]).toBeGreaterThan(150); // still red-orange, not inverted nor grey
    expect(means[2]).toBeLessThan(80);
  });

  it("a 20,000 px panorama is made at the layout's widths, with a warning naming its size", async () => {
    const pano = await plain(20_000, 1000, "#3a6").jpeg().toBuffer();
    const input = siteWith("pano", { "/pano.jpg": pano }, [{ ...image("/pano.jpg"), width: "full" }]);
    const result = await pictureStep({ ...input, workers: 1 });
    expect(result.problems).toEqual([]);
    const warning = result.warnings.find((w) => w.code === "picture-source-too-large");
    expect(warning?.message).toContain("20000×1000 px");
    expect(pictureOf(result.site)).toMatchObject({ width: 2560, height: 128 });
    for (const meta of await madeFiles(result.files)) expect(meta.width).toBeLessThanOrEqual(2560);
  });

  it("a path in another letter case than the file's is left to validation (did-you-mean), not made", async () => {
    const input = siteWith("case", { "/photos/a.jpg": await noise(300, 200).jpeg().toBuffer() }, [
      image("/Photos/a.jpg"),
    ]);
    const result = await pictureStep({ ...input, workers: 1 });
    expect({ problems: result.problems, files: result.files.size }).toEqual({ problems: [], files: 0 });
    expect(pictureOf(result.site)).toBeUndefined();
  });
});
