import { createSystem, defaultBaseConfig, type SystemContext } from "@chakra-ui/react";
import type { FontFile, SiteTheme, ThemeFont } from "../generated/config-types";
import { hexPattern } from "../engine/theme/color";
import { shadeNames } from "../engine/theme/palette";
import { cacheRecipeFunctions } from "./recipeCache";
import { chakraTheme, siteThemeConfig } from "./themeConfig";

/** A plain theme for what renders before a site's own is known (the editor's preview while it loads). */
export const neutralTheme: SiteTheme = { brandColor: "#1d4ed8" };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isHex = (value: unknown): value is string => typeof value === "string" && hexPattern.test(value);
// the schema's patterns: what reaches CSS is a plain name, a path and a font list
const fontFamily = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,59}$/;
const fontFile = /^\/[A-Za-z0-9/_.-]+\.woff2$/;
const fontList = /^[A-Za-z0-9 ,"'_-]+$/;
const fontFiles = /^\/[A-Za-z0-9/_.-]+\.(woff2|woff|ttf|otf)$/;

/** The usable parts of a theme font (see usableTheme). */
function usableFont(font: unknown): ThemeFont | undefined {
  if (!isRecord(font) || typeof font.family !== "string" || !fontFamily.test(font.family)) return undefined;
  const usable: ThemeFont = { family: font.family };
  if (typeof font.file === "string" && fontFile.test(font.file)) usable.file = font.file;
  if (typeof font.weight === "string" && /^[1-9]00( [1-9]00)?$/.test(font.weight)) usable.weight = font.weight;
  if (typeof font.fallback === "string" && fontList.test(font.fallback)) usable.fallback = font.fallback;
  if (Array.isArray(font.files)) {
    const files: FontFile[] = font.files
      .filter((file): file is Record<string, unknown> => isRecord(file))
      .filter((file) => typeof file.src === "string" && fontFiles.test(file.src))
      .map((file) => ({
        src: file.src as string,
        weight:
          Number.isInteger(file.weight) && (file.weight as number) >= 1 && (file.weight as number) <= 1000
            ? (file.weight as number)
            : 400,
        style: file.style === "italic" ? "italic" : "normal",
      }));
    if (files.length > 0) usable.files = files;
  }
  return usable;
}

/**
 * The parts of a theme that can be used as they are. A validated site.json's theme passes whole; the editor's
 * preview also shows drafts the validator has not passed yet, whose unusable parts fall back to the defaults.
 */
export function usableTheme(theme: unknown): SiteTheme {
  if (!isRecord(theme) || !isHex(theme.brandColor)) return neutralTheme;
  const usable: SiteTheme = { brandColor: theme.brandColor };
  const palette = theme.palette;
  if (isRecord(palette) && shadeNames.every((shade) => isHex(palette[shade])))
    usable.palette = palette as unknown as SiteTheme["palette"];
  const font = usableFont(theme.font);
  if (font) usable.font = font;
  const headingFont = usableFont(theme.headingFont);
  if (headingFont) usable.headingFont = headingFont;
  if (theme.radius === "none" || theme.radius === "small" || theme.radius === "medium" || theme.radius === "large")
    usable.radius = theme.radius;
  return usable;
}

const made = new Map<string, SystemContext>();

/**
 * The Chakra system of a site, made from its site.json "theme": the same one for the pages at build time
 * (islands' class names too, src/islands/IslandClasses.tsx), the dev server, the editor's preview and the block
 * gallery. The browser of the built site never runs it. Made once per theme (the editor's last few are kept).
 */
export function siteSystem(theme: SiteTheme | undefined): SystemContext {
  const usable = usableTheme(theme);
  const key = JSON.stringify(usable);
  let system = made.get(key);
  if (!system) {
    system = createSystem(defaultBaseConfig, chakraTheme, siteThemeConfig(usable));
    cacheRecipeFunctions(system);
    if (made.size >= 8) made.delete(made.keys().next().value!);
    made.set(key, system);
  }
  return system;
}
