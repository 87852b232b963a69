import { describe, expect, it } from "vitest";
import { blend, contrastRatio, fromOklch, parseHex, toHex, toOklch } from "./color";

describe("colour arithmetic", () => {
  it("reads and writes #rrggbb, and refuses anything else", () => {
    expect(toHex(parseHex("#1542DD"))).toBe("#1542dd");
    expect(() => parseHex("#fff")).toThrow(/#rrggbb/);
  });

  it("goes to OKLCH and back to the same colour", () => {
    for (const hex of ["#1542dd", "#0f766e", "#e11d48", "#facc15", "#000000", "#ffffff", "#808080"])
      expect(toHex(fromOklch(toOklch(parseHex(hex))))).toBe(hex);
  });

  it("gives OKLCH values as CSS Color 4 does (white 1, black 0, a blue's hue near 265°)", () => {
    expect(toOklch(parseHex("#ffffff")).l).toBeCloseTo(1, 3);
    expect(toOklch(parseHex("#000000")).l).toBeCloseTo(0, 3);
    const blue = toOklch(parseHex("#1542dd"));
    expect(blue.h).toBeGreaterThan(260);
    expect(blue.h).toBeLessThan(270);
  });

  it("lowers chroma, keeping lightness and hue, for a colour outside sRGB", () => {
    const tooVivid = { l: 0.9, c: 0.4, h: 264 };
    const shown = toOklch(fromOklch(tooVivid));
    expect(shown.l).toBeCloseTo(0.9, 2);
    expect(shown.c).toBeLessThan(0.4);
  });

  it("measures WCAG contrast: 21:1 black on white, 1:1 a colour on itself, the same either way round", () => {
    const [white, black, blue] = ["#ffffff", "#000000", "#1542dd"].map(parseHex);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(blue, blue)).toBe(1);
    expect(contrastRatio(white, blue)).toBe(contrastRatio(blue, white));
    // #767676 is the well-known lightest grey with 4.5:1 on white
    expect(contrastRatio(parseHex("#767676"), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseHex("#777777"), white)).toBeLessThan(4.5);
  });

  it("blends a colour with opacity over a background", () => {
    expect(toHex(blend(parseHex("#ffffff"), 0.5, parseHex("#000000")))).toBe("#808080");
  });
});
