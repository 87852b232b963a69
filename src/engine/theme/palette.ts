import { fromOklch, parseHex, toHex, toOklch } from "./color.ts";

/** The shades of a palette, light to dark, as Chakra and Tailwind name them. */
export const shadeNames = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export type ShadeName = (typeof shadeNames)[number];
export type Palette = Record<ShadeName, string>;

/** The shade the brand colour itself becomes: buttons (white text on it) and brand text on white use it. */
export const brandShade = "700" satisfies ShadeName;

// OKLCH lightness of the light shades, whatever the brand colour (pale tints read the same for any hue).
const lightShades: Partial<Record<ShadeName, number>> = { 50: 0.97, 100: 0.93, 200: 0.87, 300: 0.79, 400: 0.69 };
// the dark shades as a fraction of the brand colour's own lightness
const darkShades: Partial<Record<ShadeName, number>> = { 800: 0.866, 900: 0.777, 950: 0.541 };
// each shade's chroma as a fraction of the brand colour's: pale and very dark shades are greyer
const chromaShare: Record<ShadeName, number> = {
  50: 0.063,
  100: 0.147,
  200: 0.265,
  300: 0.445,
  400: 0.689,
  500: 0.895,
  600: 1,
  700: 1,
  800: 0.836,
  900: 0.639,
  950: 0.395,
};

/**
 * The eleven shades derived from one brand colour, in OKLCH: the colour itself is shade 700; the light shades
 * have fixed lightness, 500 and 600 lie evenly between 400 and the colour, the dark ones are darker in
 * proportion. Hue stays the colour's; chroma follows the colour's, lower toward both ends, within sRGB.
 */
export function derivePalette(brandColor: string): Palette {
  const brand = toOklch(parseHex(brandColor));
  const lightness = (shade: ShadeName): number => {
    if (shade === brandShade) return brand.l;
    const light = lightShades[shade];
    if (light !== undefined) return Math.max(light, brand.l);
    const dark = darkShades[shade];
    if (dark !== undefined) return brand.l * dark;
    const from = Math.max(lightShades[400]!, brand.l);
    return from + (brand.l - from) * (shade === "500" ? 1 / 3 : 2 / 3);
  };
  const entries = shadeNames.map((shade) => {
    const color =
      shade === brandShade
        ? brandColor.toLowerCase()
        : toHex(fromOklch({ l: lightness(shade), c: brand.c * chromaShare[shade], h: brand.h }));
    return [shade, color] as const;
  });
  return Object.fromEntries(entries) as Palette;
}
