import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteTheme } from "../generated/config-types";
import { emotionCacheOptions } from "./emotionOptions";
import { fontPreloadTag } from "./fontPreload";
import { siteSystem } from "./system";

/** The global CSS (reset, tokens, global styles) a page made with this theme carries. */
function globalCss(theme: SiteTheme): string {
  const cache = createCache(emotionCacheOptions);
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={siteSystem(theme)}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((css) => typeof css === "string")
    .join("");
}

describe("the site's Chakra system, made from site.json theme", () => {
  it("carries the brand colour as brand.700 and the shades derived from it", () => {
    const css = globalCss({ brandColor: "#0f766e" });
    expect(css).toContain("--chakra-colors-brand-700:#0f766e");
    expect(css).toMatch(/--chakra-colors-brand-50:#[0-9a-f]{6}/);
    expect(css).not.toContain("#1542dd");
  });

  it("carries shades written out in the palette exactly", () => {
    const palette = {
      "50": "#f0fdfa",
      "100": "#ccfbf1",
      "200": "#99f6e4",
      "300": "#5eead4",
      "400": "#2dd4bf",
      "500": "#14b8a6",
      "600": "#0d9488",
      "700": "#0f766e",
      "800": "#115e59",
      "900": "#134e4a",
      "950": "#042f2e",
    };
    const css = globalCss({ brandColor: "#0f766e", palette });
    for (const [shade, color] of Object.entries(palette))
      expect(css).toContain(`--chakra-colors-brand-${shade}:${color}`);
  });

  it("uses the system font unless the theme names one; a font file gets its @font-face and a preload", () => {
    expect(globalCss({ brandColor: "#0f766e" })).toContain("--chakra-fonts-body:ui-sans-serif,system-ui");
    expect(globalCss({ brandColor: "#0f766e" })).not.toContain("@font-face");
    const font = { family: "Inter", file: "/fonts/inter-var.woff2", weight: "100 900" };
    const css = globalCss({ brandColor: "#0f766e", font });
    expect(css).toContain('--chakra-fonts-body:"Inter",ui-sans-serif,system-ui');
    expect(css).toMatch(
      /@font-face\{font-family:"Inter";src:url\(\/fonts\/inter-var\.woff2\) format\("woff2"\);font-weight:100 900;font-style:normal;font-display:swap;\}/,
    );
    expect(fontPreloadTag(font)).toBe(
      '<link rel="preload" href="/fonts/inter-var.woff2" as="font" type="font/woff2" crossorigin="">',
    );
    expect(fontPreloadTag({ family: "Georgia" })).toBe("");
    expect(globalCss({ brandColor: "#0f766e", font: { family: "Georgia", fallback: "serif" } })).toContain(
      '--chakra-fonts-body:"Georgia",serif',
    );
  });

  it("sets the corners from theme.radius (medium when left out)", () => {
    expect(globalCss({ brandColor: "#0f766e" })).toContain("--chakra-radii-button:0.625rem");
    expect(globalCss({ brandColor: "#0f766e", radius: "large" })).toContain("--chakra-radii-button:0.875rem");
    expect(globalCss({ brandColor: "#0f766e", radius: "none" })).toContain("--chakra-radii-card:0");
  });

  it("is made once per theme", () => {
    expect(siteSystem({ brandColor: "#0f766e" })).toBe(siteSystem({ brandColor: "#0f766e" }));
    expect(siteSystem({ brandColor: "#0f766e" })).not.toBe(siteSystem({ brandColor: "#1542dd" }));
  });
});
