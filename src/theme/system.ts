import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const fontStack =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The one place for brand colours, fonts and shared styles. */
const config = defineConfig({
  globalCss: {
    "html, body": { color: "fg", bg: "bg", lineHeight: "1.6" },
    // keeps headings clear of the sticky header when a #anchor is scrolled to
    "[id]": { scrollMarginTop: "5.5rem" },
  },
  theme: {
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
          focusRing: { value: "{colors.brand.500}" },
        },
        ink: { value: "{colors.gray.900}" },
        "fg.muted": { value: "{colors.gray.600}" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
