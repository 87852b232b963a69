import type { SiteTheme } from "../generated/config-types";
import { firstScreenFaces, fontFormatOf } from "../engine/theme/fontFaces";

/**
 * The <link rel=preload> of the font files the first screen uses (the body font's regular weight, the heading
 * font's bold), so the browser fetches them with the page rather than once the stylesheet is read; "" for the
 * system font or an installed one. Other weights and italics load when text needs them. (crossorigin: fonts are
 * always fetched in CORS mode, and a preload without it would be fetched twice.) Paths are checked by the
 * schema's pattern.
 */
export function fontPreloadTag(theme: Pick<SiteTheme, "font" | "headingFont"> | undefined): string {
  return firstScreenFaces(theme)
    .map(
      (face) =>
        `<link rel="preload" href="${face.src}" as="font" type="${fontFormatOf(face.src).type}" crossorigin="">`,
    )
    .join("");
}
