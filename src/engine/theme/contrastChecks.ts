import { blend, contrastRatio, fromOklch, parseHex, toHex, toOklch, type Rgb } from "./color.ts";
import { derivePalette, type Palette, type ShadeName } from "./palette.ts";

const white = parseHex("#ffffff");
// Chakra's gray.300 (footer text) and whiteAlpha.800 (quiet text on brand bands)
const footerText = parseHex("#d4d4d8");
// Chakra's gray.50, the background of "muted" bands
const mutedBand = parseHex("#fafafa");
const quietOnBand = (band: Rgb) => blend(white, 0.8, band);

/** One pair of colours the site's components draw on each other, and the contrast WCAG AA asks of it. */
export interface ContrastPair {
  /** The shade whose value decides it (where a problem is reported in an explicit palette). */
  shade: ShadeName;
  /** Where the pair shows, in plain words. */
  what: string;
  minimum: number;
  ratio(palette: Palette): number;
  /** How to fix a written-out palette that fails it. */
  fix: string;
}

const darker = (shade: ShadeName) => `Make shade ${shade} darker.`;

const on = (shade: ShadeName, background: (p: Palette) => Rgb) => (p: Palette) =>
  contrastRatio(parseHex(p[shade]), background(p));

/**
 * The brand shades the components use (src/theme/themeConfig.ts, the shell, src/ui/tones.ts) and what they are
 * drawn with: 4.5:1 for text, 3:1 for focus rings (WCAG 2.2 AA, 1.4.3 and 1.4.11).
 */
export const contrastPairs: readonly ContrastPair[] = [
  {
    shade: "700",
    what: "white text on buttons, and brand text and links on white",
    fix: darker("700"),
    minimum: 4.5,
    ratio: on("700", () => white),
  },
  {
    shade: "700",
    what: "brand text and links on grey bands",
    fix: darker("700"),
    minimum: 4.5,
    ratio: on("700", () => mutedBand),
  },
  {
    shade: "700",
    what: "brand text on the pale brand background",
    fix: "Make shade 700 darker or shade 50 lighter.",
    minimum: 4.5,
    ratio: on("700", (p) => parseHex(p["50"])),
  },
  {
    shade: "800",
    what: "white text on the announcement banner",
    minimum: 4.5,
    ratio: on("800", () => white),
    fix: darker("800"),
  },
  {
    shade: "900",
    what: "text of white buttons on a dark brand band",
    minimum: 4.5,
    ratio: on("900", () => white),
    fix: darker("900"),
  },
  {
    shade: "950",
    what: "quiet white text on dark brand bands and grey text in the footer",
    fix: darker("950"),
    minimum: 4.5,
    ratio: (p) =>
      Math.min(
        contrastRatio(quietOnBand(parseHex(p["950"])), parseHex(p["950"])),
        contrastRatio(footerText, parseHex(p["950"])),
      ),
  },
  {
    shade: "950",
    what: "selected text (shade 950 on shade 100)",
    fix: "Make shade 950 darker or shade 100 lighter.",
    minimum: 4.5,
    ratio: on("950", (p) => parseHex(p["100"])),
  },
  { shade: "600", what: "focus rings on white", minimum: 3, ratio: on("600", () => white), fix: darker("600") },
  {
    shade: "300",
    what: "focus rings in the footer",
    fix: "Make shade 300 lighter or shade 950 darker.",
    minimum: 3,
    ratio: on("300", (p) => parseHex(p["950"])),
  },
];

export interface ContrastFailure {
  pair: ContrastPair;
  ratio: number;
}

/** The pairs of a palette that fall short of their minimum. */
export function contrastFailures(palette: Palette): ContrastFailure[] {
  return contrastPairs
    .map((pair) => ({ pair, ratio: pair.ratio(palette) }))
    .filter(({ pair, ratio }) => ratio < pair.minimum);
}

/**
 * The colour nearest to `brandColor` (same hue and chroma, the least change of lightness) whose derived palette
 * passes every pair: `brandColor` itself when it passes; undefined when none does.
 */
export function nearestPassingBrandColor(brandColor: string): string | undefined {
  if (contrastFailures(derivePalette(brandColor)).length === 0) return brandColor;
  const base = toOklch(parseHex(brandColor));
  for (let step = 1; step <= 200; step++) {
    for (const l of [base.l - step * 0.005, base.l + step * 0.005]) {
      if (l <= 0 || l >= 1) continue;
      const candidate = toHex(fromOklch({ ...base, l }));
      if (contrastFailures(derivePalette(candidate)).length === 0) return candidate;
    }
  }
  return undefined;
}

/** A ratio as people read it: 4.49 → "4.4:1" (rounded down, so a failing ratio never reads as passing). */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;
