import { describe, expect, it } from "vitest";
import { parseHex, toOklch } from "./color";
import { brandShade, derivePalette, shadeNames } from "./palette";

describe("derivePalette", () => {
  it("makes eleven shades, 50 to 950, with the brand colour itself as shade 700", () => {
    const palette = derivePalette("#0F766E");
    expect(Object.keys(palette)).toEqual([...shadeNames]);
    expect(palette[brandShade]).toBe("#0f766e");
    for (const color of Object.values(palette)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("goes from light to dark, each shade darker than the one before", () => {
    for (const brand of ["#1542dd", "#0f766e", "#e11d48", "#7c3aed", "#1f2937"]) {
      const lightness = Object.values(derivePalette(brand)).map((c) => toOklch(parseHex(c)).l);
      for (let i = 1; i < lightness.length; i++)
        expect(lightness[i], `${brand} shade ${i}`).toBeLessThan(lightness[i - 1]);
    }
  });

  it("keeps the brand colour's hue in the tinted shades", () => {
    const palette = derivePalette("#0f766e");
    const hue = toOklch(parseHex("#0f766e")).h;
    for (const shade of ["100", "300", "500", "900"] as const)
      expect(Math.abs(toOklch(parseHex(palette[shade])).h - hue), shade).toBeLessThan(6);
  });

  it("comes close to a hand-made palette of the same colour (the first shades of a known blue scale)", () => {
    // a palette made by hand from #1542dd, as a designer's tool gives it; the derivation is near it, not equal
    const handMade = { 50: "#eef5ff", 300: "#8ebeff", 950: "#0f1d4f" } as const;
    const derived = derivePalette("#1542dd");
    for (const [shade, color] of Object.entries(handMade))
      expect(Math.abs(toOklch(parseHex(derived[shade as "50"])).l - toOklch(parseHex(color)).l), shade).toBeLessThan(
        0.02,
      );
  });

  it("a grey gives greys", () => {
    for (const color of Object.values(derivePalette("#4b5563"))) expect(toOklch(parseHex(color)).c).toBeLessThan(0.04);
  });
});
