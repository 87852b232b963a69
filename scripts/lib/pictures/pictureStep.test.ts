import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { PictureSet } from "../../../src/engine/pictures/pictureSet";
import { pictureStep } from "./pictureStep";
import { noise, pictureOf, siteWith as siteIn } from "./pictureTestSite";

const root = mkdtempSync(path.join(os.tmpdir(), "pictures-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const siteWith = (name: string, files: Record<string, Buffer>, blocks: unknown[]) => siteIn(root, name, files, blocks);

describe("the picture step", () => {
  it("makes the layout's widths, never wider than the source, and reuses them from the cache", async () => {
    const input = siteWith("widths", { "/a.jpg": await noise(300, 200).jpeg().toBuffer() }, [
      { type: "image", src: "/a.jpg", alt: "A field" },
    ]);
    const first = await pictureStep({ ...input, workers: 2 });
    const picture = pictureOf(first.site)!;
    expect(picture.width).toBe(256);
    expect(picture.height).toBe(171);
    expect(picture.sources).toEqual([
      { type: "image/webp", srcset: expect.stringMatching(/^\/_pictures\/a-256-\w+\.webp 256w$/) },
    ]);
    expect(picture.fallback.type).toBe("image/jpeg");
    expect(first.made).toBe(2);
    expect([...first.sources]).toEqual([path.join(input.publicDir, "/a.jpg")]);
    for (const file of first.files.values()) expect((await sharp(file).metadata()).width).toBeLessThanOrEqual(300);

    const second = await pictureStep({ ...input, workers: 2 });
    expect({ made: second.made, reused: second.reused }).toEqual({ made: 0, reused: 2 });
    expect(pictureOf(second.site)).toEqual(picture);
  });

  it("makes a damaged cache entry again", async () => {
    const input = siteWith("damaged", { "/a.png": await noise(64, 64).png().toBuffer() }, [
      { type: "image", src: "/a.png", alt: "Noise" },
    ]);
    const first = await pictureStep({ ...input, workers: 1 });
    const [file] = [...first.files.values()];
    writeFileSync(file, readFileSync(file).subarray(0, 10));
    const second = await pictureStep({ ...input, workers: 1 });
    expect({ made: second.made, refused: second.refused }).toEqual({ made: 1, refused: 1 });
    expect((await sharp(file).metadata()).width).toBe(64);
  });

  it("turns a photo upright, strips its metadata (GPS) and crops a team photo to a square", async () => {
    const photo = await noise(40, 20)
      .jpeg()
      .withExif({ IFD0: { Make: "Camera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const input = siteWith("upright", { "/p.jpg": photo, "/wide.jpg": await noise(400, 200).jpeg().toBuffer() }, [
      { type: "image", src: "/p.jpg", alt: "Upright" },
      { type: "team", members: [{ name: "Sam", photo: { src: "/wide.jpg", alt: "Sam", focus: "left" } }] },
    ]);
    const result = await pictureStep({ ...input, workers: 2 });
    expect(pictureOf(result.site)).toMatchObject({ width: 20, height: 40 });
    for (const file of result.files.values()) {
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const team = result.site.pages[0].config.blocks[1] as unknown as { members: { photo: { picture: PictureSet } }[] };
    expect(team.members[0].photo.picture).toMatchObject({ width: 128, height: 128, sizes: "64px" });
  });

  it("reports files that are not pictures, cut short, or declare too many pixels, located, without throwing", async () => {
    const jpeg = await noise(64, 64).jpeg().toBuffer();
    const bomb = Buffer.from(jpeg);
    const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(30000, sof + 5);
    bomb.writeUInt16BE(30000, sof + 7);
    const input = siteWith(
      "bad",
      {
        "/pdf.jpg": Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
        "/cut.jpg": jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        "/bomb.jpg": bomb,
        "/empty.jpg": Buffer.alloc(0),
      },
      [
        { type: "image", src: "/pdf.jpg", alt: "A" },
        { type: "image", src: "/cut.jpg", alt: "B" },
        { type: "image", src: "/bomb.jpg", alt: "C" },
        { type: "image", src: "/empty.jpg", alt: "IMG_2041.jpg" },
      ],
    );
    const result = await pictureStep({ ...input, workers: 2 });
    expect(result.problems.map((p) => [p.code, p.line, p.pointer])).toEqual([
      ["picture-unreadable", 9, "/blocks/0/src"],
      ["picture-too-many-pixels", 19, "/blocks/2/src"],
      ["picture-unreadable", 24, "/blocks/3/src"],
      ["picture-unreadable", 14, "/blocks/1/src"],
    ]);
    expect(result.warnings.map((w) => w.code)).toEqual(["picture-too-small", "picture-alt-file-name"]);
    // named as validation names files, from the folder the command runs in: never a whole path from "/"
    const page = input.site.pages[0].file;
    for (const found of [...result.problems, ...result.warnings])
      expect(found.file).toBe(path.relative(process.cwd(), page).split(path.sep).join("/"));
    expect(result.files.size).toBe(0);
  });

  it("prunes the entries no page uses any more", async () => {
    const input = siteWith("prune", { "/a.png": await noise(64, 64).png().toBuffer() }, [
      { type: "image", src: "/a.png", alt: "Noise" },
    ]);
    await pictureStep({ ...input, workers: 1 });
    expect(readdirSync(input.cacheDir)).toHaveLength(4);
    input.site.pages[0].config.blocks = [];
    await pictureStep({ ...input, workers: 1 });
    expect(readdirSync(input.cacheDir)).toEqual([]);
  });
});
