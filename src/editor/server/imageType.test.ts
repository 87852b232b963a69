import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../engine/projectPaths";
import { imageType, otherType } from "./imageType";

const sample = (name: string) => new Uint8Array(readFileSync(path.join(repoRoot, "tests/fixtures/images", name)));
const text = (s: string) => new TextEncoder().encode(s);

describe("imageType: the type from the file's bytes", () => {
  it("recognises real PNG, JPEG, WebP, AVIF and SVG files", () => {
    expect(imageType(sample("sample.png"))).toBe("png");
    expect(imageType(sample("sample.jpg"))).toBe("jpeg");
    expect(imageType(sample("sample.webp"))).toBe("webp");
    expect(imageType(sample("sample.avif"))).toBe("avif");
    expect(imageType(sample("sample.svg"))).toBe("svg");
    expect(imageType(text('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
  });

  it("does not go by a name or a start that only looks right", () => {
    expect(imageType(text("<html><svg></svg></html>"))).toBeUndefined();
    expect(imageType(text("hello.png"))).toBeUndefined();
    expect(imageType(text("<svgfoo/>"))).toBeUndefined();
    expect(imageType(sample("sample.png").subarray(0, 7))).toBeUndefined();
    // an MP4 has an ftyp box too, with another brand
    const mp4 = sample("sample.avif").slice();
    mp4.set(text("isom"), 8);
    mp4.set(text("isom"), 16);
    expect(imageType(mp4)).toBeUndefined();
    expect(otherType(mp4)).toBe("a video or HEIC image");
    expect(imageType(text("GIF89a\x01\x00"))).toBeUndefined();
    expect(otherType(text("GIF89a\x01\x00"))).toBe("a GIF image");
    expect(imageType(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe]))).toBeUndefined(); // not UTF-8
  });
});
