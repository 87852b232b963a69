import { defineConfig } from "@chakra-ui/react";
import type { SiteTheme } from "../generated/config-types";
import { derivePalette, type Palette } from "../engine/theme/palette";
import { fontFacesOf, fontFormatOf } from "../engine/theme/fontFaces";
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's default theme, with only the component recipes this site uses: a component whose recipe is
 * missing stops the build (src/render/recipeGuard.server.ts) instead of rendering unstyled.
 */
export const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    keyframes,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

// The system font: nothing is downloaded, and text renders at once.
export const systemFontStack =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The font list of all text: the theme's font first (when it names one), then its fallback or the system font. */
export function fontStackOf(font: SiteTheme["font"]): string {
  if (!font) return systemFontStack;
  return `"${font.family}", ${font.fallback ?? systemFontStack}`;
}

/**
 * The @font-face rules of the theme's font files in public/, one per file (none for the system font or an
 * installed font). Chakra's global CSS takes one object per key, so each rule has its own key: an at-rule
 * "@font-face" followed by spaces, which the CSS it writes drops.
 */
function fontFacesCss(theme: SiteTheme): Record<string, Record<string, string>> {
  const faces = [...fontFacesOf(theme.font, "font"), ...fontFacesOf(theme.headingFont, "headingFont")];
  return Object.fromEntries(
    faces.map((face, i) => [
      `@font-face${" ".repeat(i)}`,
      {
        fontFamily: `"${face.family}"`,
        src: `url(${face.src}) format("${fontFormatOf(face.src).format}")`,
        fontWeight: face.weight,
        fontStyle: face.style,
        // text shows at once in the fallback font, then in this one
        fontDisplay: "swap",
      },
    ]),
  );
}

/** Corner radii of buttons, cards and Chakra's fields (l1–l3) for each choice of theme.radius. */
const radiusPresets = {
  none: { button: "0", card: "0", l1: "{radii.none}", l2: "{radii.none}", l3: "{radii.none}" },
  small: { button: "0.375rem", card: "0.5rem", l1: "{radii.xs}", l2: "{radii.sm}", l3: "{radii.md}" },
  medium: { button: "0.625rem", card: "1rem", l1: "{radii.sm}", l2: "{radii.md}", l3: "{radii.lg}" },
  large: { button: "0.875rem", card: "1.5rem", l1: "{radii.md}", l2: "{radii.lg}", l3: "{radii.xl}" },
} as const satisfies Record<NonNullable<SiteTheme["radius"]>, Record<string, string>>;

const tokenValues = <T extends Palette>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }])) as {
    [K in keyof T]: { value: T[K] };
  };

/**
 * The site's theme from site.json "theme": brand shades (written out, or derived from the brand colour), font
 * and corner radii, with the shared component styles and the site's global CSS.
 * Use colorPalette="brand" for anything branded; text colours "fg", "fg.muted" and "ink" pass WCAG AA on
 * white and on gray.50, and "brand.fg" (brand.700) passes on white, gray.50 and brand.50: the validator
 * refuses a brand colour whose shades would not (src/theme/contrastChecks.ts).
 */
export function siteThemeConfig(theme: SiteTheme) {
  const fontStack = fontStackOf(theme.font);
  const headingStack = theme.headingFont ? fontStackOf(theme.headingFont) : fontStack;
  const radius = radiusPresets[theme.radius ?? "medium"];
  return defineConfig({
    globalCss: {
      ...fontFacesCss(theme),
      "html, body": { color: "fg", bg: "bg", lineHeight: "1.6" },
      // keeps a section's heading clear of the sticky header when a #anchor is scrolled to
      "[id]": { scrollMarginTop: "5rem" },
      "::selection": { bg: "brand.100", color: "brand.950" },
      // in-page links ("/#demo" on /) scroll smoothly, unless the visitor prefers less motion
      html: { "@media (prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
      // set by the shell script for a visitor who dismissed the announcement (before the first paint)
      "html[data-banner-dismissed] [data-announcement-banner]": { display: "none" },
    },
    theme: {
      keyframes: {
        "menu-slide-in": { from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } },
      },
      tokens: {
        fonts: { heading: { value: headingStack }, body: { value: fontStack } },
        colors: {
          brand: tokenValues(theme.palette ?? derivePalette(theme.brandColor)),
        },
        radii: {
          card: { value: radius.card },
          button: { value: radius.button },
        },
        spacing: {
          // vertical rhythm of page bands and the gutter at the screen edge
          section: { value: "5rem" },
          "section-sm": { value: "3rem" },
          gutter: { value: "1.25rem" },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: "{colors.brand.700}" },
            contrast: { value: "white" },
            fg: { value: "{colors.brand.700}" },
            muted: { value: "{colors.brand.100}" },
            subtle: { value: "{colors.brand.50}" },
            emphasized: { value: "{colors.brand.200}" },
            // 4.9:1 on white: the focus ring is clearly visible (WCAG asks 3:1)
            focusRing: { value: "{colors.brand.600}" },
            border: { value: "{colors.brand.200}" },
          },
          // Chakra's default gray ring (gray.400) is too faint on white; every neutral control gets the brand ring.
          gray: { focusRing: { value: "{colors.brand.600}" } },
          ink: { value: "{colors.gray.900}" },
          "fg.muted": { value: "{colors.gray.600}" },
        },
        radii: {
          l1: { value: radius.l1 },
          l2: { value: radius.l2 },
          l3: { value: radius.l3 },
        },
      },
      recipes: {
        button: {
          base: { fontWeight: "semibold", borderRadius: "button" },
        },
        heading: {
          base: { fontWeight: "bold", letterSpacing: "tight", textWrap: "balance" },
        },
        link: {
          base: { textUnderlineOffset: "3px" },
        },
      },
    },
  });
}
