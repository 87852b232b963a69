import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex } from "./color";
import { contrastFailures, contrastPairs, formatRatio, nearestPassingBrandColor } from "./contrastChecks";
import { version3Palette } from "../../../scripts/lib/migrations/v3-theme-from-code";
import { derivePalette, type Palette } from "./palette";

const white = parseHex("#ffffff");
// the shades a site had before the theme was a setting; every component's pair passes with them
const handMade: Palette = version3Palette;

describe("contrast checks of the brand shades", () => {
  it("pass a palette whose shades all reach their minimum", () => {
    expect(contrastFailures(handMade)).toEqual([]);
    expect(contrastFailures(derivePalette("#0f766e"))).toEqual([]);
  });

  it("ask 4.5:1 of text and 3:1 of focus rings", () => {
    expect(new Set(contrastPairs.map((p) => p.minimum))).toEqual(new Set([4.5, 3]));
    expect(contrastPairs.filter((p) => p.what.startsWith("focus rings")).every((p) => p.minimum === 3)).toBe(true);
  });

  it("find a light brand colour's failing pairs: white button text first", () => {
    const failures = contrastFailures(derivePalette("#60a5fa"));
    expect(failures[0].pair.shade).toBe("700");
    expect(failures[0].pair.what).toMatch(/white text on buttons/);
    expect(failures[0].ratio).toBeLessThan(4.5);
  });

  it("find the one shade of a written palette that fails", () => {
    const failures = contrastFailures({ ...handMade, "600": "#93c5fd" });
    expect(failures.map((f) => f.pair.shade)).toEqual(["600"]);
  });

  it("a colour just below 4.5:1 on white fails, one just above passes (red #e11d48 is 4.7:1 on white but its pale tint is not white)", () => {
    expect(contrastRatio(parseHex("#e11d48"), white)).toBeGreaterThan(4.5);
    expect(contrastFailures(derivePalette("#e11d48")).map((f) => f.pair.what)).toEqual([
      "brand text on the pale brand background",
    ]);
  });
});

describe("nearestPassingBrandColor", () => {
  it("is the colour itself when it passes", () => {
    expect(nearestPassingBrandColor("#0f766e")).toBe("#0f766e");
  });

  it("is a darker shade of the same hue for a light colour, one that passes and stays near it (not merely the darkest)", () => {
    for (const light of ["#60a5fa", "#facc15", "#e11d48", "#ffffff"]) {
      const nearest = nearestPassingBrandColor(light)!;
      expect(nearest, light).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastFailures(derivePalette(nearest)), light).toEqual([]);
      expect(contrastRatio(parseHex(nearest), white)).toBeLessThan(6);
    }
  });
});

describe("formatRatio", () => {
  it("rounds down, so a failing ratio never reads as the minimum", () => {
    expect(formatRatio(4.49)).toBe("4.4:1");
    expect(formatRatio(21)).toBe("21:1");
  });
});
