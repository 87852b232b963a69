import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { imageSize, svgSize } from "./imageSize";

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

it.each([
  ['width="240" height="40" viewBox="0 0 480 80"', { width: 240, height: 40 }],
  ['width="32px" height="32px"', { width: 32, height: 32 }],
  ['viewBox="0 0 120 30"', { width: 120, height: 30 }],
  ['width="100%" viewBox="0, 0, 64.4, 16"', { width: 64, height: 16 }],
  ['width="10em" height="2em"', undefined],
  ["", undefined],
])("an SVG's size from its root: %s", (attributes, size) => {
  const file = path.join(dir, "logo.svg");
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><circle r="4"/></svg>`,
  );
  expect(svgSize(file)).toEqual(size);
});

it("no SVG size for a missing file or one with no <svg>", () => {
  const file = path.join(dir, "not.svg");
  writeFileSync(file, "<html><body>not found</body></html>");
  expect(svgSize(file)).toBeUndefined();
  expect(svgSize(path.join(dir, "missing.svg"))).toBeUndefined();
});
