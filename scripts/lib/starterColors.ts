import { contrastRatio, parseHex } from "../../src/engine/theme/color";
import { contrastFailures, formatRatio, nearestPassingBrandColor } from "../../src/engine/theme/contrastChecks";
import { cssColorForms, cssColorToHex } from "../../src/engine/theme/cssColor";
import { namedColors } from "../../src/engine/theme/namedColors";
import { derivePalette } from "../../src/engine/theme/palette";
import { didYouMean } from "../../src/engine/suggest";

/** The starter's colour when --color is left out. */
export const defaultStarterColor = "#2f5d8a";
const white = "#ffffff";
const darkText = "#1a202c";

/** The colours a new site is drawn in. */
export interface StarterColors {
  /** The person's colour: the placeholder logo, mark and share image are drawn in it. */
  color: string;
  /** The initials' colour on it: white, or dark text where white would be hard to read. */
  colorText: string;
  /** theme.brandColor: the colour itself, or the nearest shade that passes the theme's contrast checks. */
  brandColor: string;
  /** What was changed and why, for the person, when the colour fails the theme's contrast checks. */
  note?: string;
}

/** Why `text` is not a colour --color takes (the rest of "--color …"), or undefined when it is one. */
export function colorOptionProblem(text: string): string | undefined {
  if (cssColorToHex(text) !== undefined) return undefined;
  return `needs ${cssColorForms}.${didYouMean(text.trim(), Object.keys(namedColors))}`;
}

/** The starter's colours from the person's colour (anything colorOptionProblem accepts). */
export function starterColors(text: string): StarterColors {
  const color = cssColorToHex(text);
  if (color === undefined) throw new Error(`not a colour: ${text}`);
  const onWhite = contrastRatio(parseHex(color), parseHex(white));
  const onDark = contrastRatio(parseHex(color), parseHex(darkText));
  const colorText = onWhite >= 4.5 || onWhite >= onDark ? white : darkText;
  const failures = contrastFailures(derivePalette(color));
  if (failures.length === 0) return { color, colorText, brandColor: color };
  const [{ pair, ratio }] = failures;
  const nearest = nearestPassingBrandColor(color) ?? defaultStarterColor;
  return {
    color,
    colorText,
    brandColor: nearest,
    note:
      `${color} is too light for the theme: ${pair.what} ${formatRatio(ratio)}, WCAG AA asks ${pair.minimum}:1. ` +
      `The logo keeps ${color} with ${colorText === white ? "white" : "dark"} initials; buttons and links use ` +
      `${nearest}, the nearest shade that passes (theme.brandColor).`,
  };
}
