import { hexPattern } from "./color.ts";
import { contrastFailures, formatRatio, nearestPassingBrandColor, type ContrastFailure } from "./contrastChecks.ts";
import { brandShade, derivePalette, shadeNames, type Palette } from "./palette.ts";
import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";

const describe = ({ pair, ratio }: ContrastFailure) =>
  `${pair.what} (shade ${pair.shade}) ${formatRatio(ratio)}, WCAG AA asks ${pair.minimum}:1`;

/**
 * site.json "theme": the brand shades the components draw text and focus rings with reach WCAG AA contrast.
 * A derived palette is judged by its brand colour (the nearest colour that passes is named); a palette written
 * out is judged shade by shade, and its shade 700 must be the brand colour. Values the schema refuses are left
 * to its messages.
 */
export function themeChecks(site: unknown): Issue[] {
  const theme = isRecord(site) ? site.theme : undefined;
  if (!isRecord(theme) || typeof theme.brandColor !== "string" || !hexPattern.test(theme.brandColor)) return [];
  const brandColor = theme.brandColor;
  if (theme.palette === undefined) {
    const failures = contrastFailures(derivePalette(brandColor));
    if (failures.length === 0) return [];
    const nearest = nearestPassingBrandColor(brandColor);
    return [
      {
        pointer: "/theme/brandColor",
        at: "value",
        code: "brand-color-contrast",
        message: `theme.brandColor: "${brandColor}" is too light: ${describe(failures[0])}${
          failures.length > 1
            ? `; also too pale: ${failures
                .slice(1)
                .map((f) => f.pair.what)
                .join(", ")}`
            : ""
        }.`,
        hint: nearest
          ? `The nearest shade that passes is "${nearest}": use it, or a darker colour of your own.`
          : "Choose a darker colour.",
      },
    ];
  }
  const written = theme.palette;
  const isHex = (value: unknown) => typeof value === "string" && hexPattern.test(value);
  if (!isRecord(written) || !shadeNames.every((shade) => isHex(written[shade]))) return [];
  const palette = written as unknown as Palette;
  const issues: Issue[] = [];
  if (palette[brandShade].toLowerCase() !== brandColor.toLowerCase()) {
    issues.push({
      pointer: `/theme/palette/${brandShade}`,
      at: "value",
      code: "palette-without-brand-color",
      message: `theme.palette.${brandShade}: "${palette[brandShade]}" should be the brand colour "${brandColor}" (shade ${brandShade} is the colour of buttons and brand text).`,
      hint: `Write "${brandColor}" here, or make it theme.brandColor.`,
    });
  }
  for (const failure of contrastFailures(palette)) {
    issues.push({
      pointer: `/theme/palette/${failure.pair.shade}`,
      at: "value",
      code: "palette-contrast",
      message: `theme.palette.${failure.pair.shade}: "${palette[failure.pair.shade]}" has too little contrast: ${describe(failure)}.`,
      hint: `${failure.pair.fix} Or leave "palette" out to derive the shades from theme.brandColor.`,
    });
  }
  return issues;
}
