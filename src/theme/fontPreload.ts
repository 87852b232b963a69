import type { SiteTheme } from "../generated/config-types";

/**
 * The <link rel=preload> of the theme's font file, so the browser fetches it with the page rather than once the
 * stylesheet is read; "" for the system font or an installed one. (crossorigin: fonts are always fetched in
 * CORS mode, and a preload without it would be fetched twice.) The path is checked by the schema's pattern.
 */
export function fontPreloadTag(font: SiteTheme["font"]): string {
  if (!font?.file) return "";
  return `<link rel="preload" href="${font.file}" as="font" type="font/woff2" crossorigin="">`;
}
