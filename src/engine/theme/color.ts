/**
 * Colour arithmetic for the theme: sRGB hex ↔ OKLCH (Björn Ottosson's OKLab, the space CSS Color 4 uses), WCAG
 * relative luminance and contrast ratio. Pure functions; no browser or node API.
 */

/** A colour as sRGB channels 0–1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** OKLCH: lightness 0–1, chroma ≥ 0, hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export const hexPattern = /^#[0-9a-fA-F]{6}$/;

export function parseHex(hex: string): Rgb {
  if (!hexPattern.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16) / 255;
  return { r: n(1), g: n(3), b: n(5) };
}

export function toHex({ r, g, b }: Rgb): string {
  const byte = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

export function toOklch(rgb: Rgb): Oklch {
  const [r, g, b] = [toLinear(rgb.r), toLinear(rgb.g), toLinear(rgb.b)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}

/** The colour in linear-free sRGB, channels possibly outside 0–1 when it is out of gamut. */
function oklchToRgbUnclamped({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return {
    r: fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

const inGamut = ({ r, g, b }: Rgb) => [r, g, b].every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The sRGB colour of an OKLCH one, its chroma lowered until it fits (hue and lightness kept). */
export function fromOklch(color: Oklch): Rgb {
  if (inGamut(oklchToRgbUnclamped(color))) return oklchToRgbUnclamped(color);
  let [low, high] = [0, color.c];
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (inGamut(oklchToRgbUnclamped({ ...color, c: mid }))) low = mid;
    else high = mid;
  }
  return oklchToRgbUnclamped({ ...color, c: low });
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2 contrast ratio of two colours, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** A colour drawn with some opacity over a background (as "whiteAlpha.800" is over a band). */
export function blend(color: Rgb, alpha: number, background: Rgb): Rgb {
  const mix = (f: number, b: number) => f * alpha + b * (1 - alpha);
  return { r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b) };
}
