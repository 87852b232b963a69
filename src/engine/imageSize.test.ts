import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { imageSize } from "./imageSize";

const dir = mkdtempSync(path.join(os.tmpdir(), "image-size-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.each(["png", "jpeg", "webp"] as const)("reads the width and height of a %s from its header", async (format) => {
  const file = path.join(dir, `picture.${format}`);
  const picture = sharp({ create: { width: 120, height: 63, channels: 3, background: "#3366cc" } });
  await picture.toFormat(format).toFile(file);
  expect(imageSize(file)).toEqual({ width: 120, height: 63 });
});

it("a lossless WebP too", async () => {
  const file = path.join(dir, "lossless.webp");
  await sharp({ create: { width: 33, height: 17, channels: 4, background: "#ffffff00" } })
    .webp({ lossless: true })
    .toFile(file);
  expect(imageSize(file)).toEqual({ width: 33, height: 17 });
});

it("nothing for a missing file or one that is no picture", () => {
  const text = path.join(dir, "notes.png");
  writeFileSync(text, "not a picture at all, only words");
  expect(imageSize(text)).toBeUndefined();
  expect(imageSize(path.join(dir, "missing.png"))).toBeUndefined();
});
