import { defineConfig } from "@chakra-ui/react";
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

// System fonts only: nothing is downloaded, and text renders at once.
const fontStack =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * The one place for brand colours, fonts, radii, shared component styles and the site's global CSS.
 * Use colorPalette="brand" for anything branded; text colours "fg", "fg.muted" and "ink" pass WCAG AA on
 * white and on gray.50, and "brand.fg" (brand.700) passes on white, gray.50 and brand.50.
 */
export const siteTheme = defineConfig({
  globalCss: {
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
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      colors: {
        brand: {
          50: { value: "#eef5ff" },
          100: { value: "#d9e8ff" },
          200: { value: "#bcd7ff" },
          300: { value: "#8ebeff" },
          400: { value: "#599aff" },
          500: { value: "#3375fc" },
          600: { value: "#1d56f1" },
          700: { value: "#1542dd" },
          800: { value: "#1836b3" },
          900: { value: "#1a338d" },
          950: { value: "#0f1d4f" },
        },
      },
      radii: {
        card: { value: "1rem" },
        button: { value: "0.625rem" },
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
        l1: { value: "{radii.sm}" },
        l2: { value: "{radii.md}" },
        l3: { value: "{radii.lg}" },
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
