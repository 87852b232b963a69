import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteTheme } from "../generated/config-types";
import { emotionCacheOptions } from "./emotionOptions";
import { fontPreloadTag } from "./fontPreload";
import { neutralTheme, siteSystem, usableTheme } from "./system";

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
    expect(fontPreloadTag({ font })).toBe(
      '<link rel="preload" href="/fonts/inter-var.woff2" as="font" type="font/woff2" crossorigin="">',
    );
    expect(fontPreloadTag({ font: { family: "Georgia" } })).toBe("");
    expect(globalCss({ brandColor: "#0f766e", font: { family: "Georgia", fallback: "serif" } })).toContain(
      '--chakra-fonts-body:"Georgia",serif',
    );
  });

  it("writes one @font-face per file (weights, italics, a heading font), each with font-display: swap", () => {
    const theme: SiteTheme = {
      brandColor: "#0f766e",
      font: {
        family: "Inter",
        files: [
          { src: "/fonts/inter-400.woff2", weight: 400 },
          { src: "/fonts/inter-400-italic.woff2", weight: 400, style: "italic" },
          { src: "/fonts/inter-700.woff", weight: 700 },
        ],
      },
      headingFont: { family: "Lora", fallback: "Georgia, serif", files: [{ src: "/fonts/lora-700.ttf", weight: 700 }] },
    };
    const css = globalCss(theme);
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toEqual([
      '@font-face{font-family:"Inter";src:url(/fonts/inter-400.woff2) format("woff2");font-weight:400;font-style:normal;font-display:swap;}',
      '@font-face{font-family:"Inter";src:url(/fonts/inter-400-italic.woff2) format("woff2");font-weight:400;font-style:italic;font-display:swap;}',
      '@font-face{font-family:"Inter";src:url(/fonts/inter-700.woff) format("woff");font-weight:700;font-style:normal;font-display:swap;}',
      '@font-face{font-family:"Lora";src:url(/fonts/lora-700.ttf) format("truetype");font-weight:700;font-style:normal;font-display:swap;}',
    ]);
    expect(css).toContain('--chakra-fonts-body:"Inter",ui-sans-serif,system-ui');
    expect(css).toContain('--chakra-fonts-heading:"Lora",Georgia,serif');
    // only what the first screen uses: the body's regular upright file and the heading font's bold
    expect(fontPreloadTag(theme)).toBe(
      '<link rel="preload" href="/fonts/inter-400.woff2" as="font" type="font/woff2" crossorigin="">' +
        '<link rel="preload" href="/fonts/lora-700.ttf" as="font" type="font/ttf" crossorigin="">',
    );
  });

  it("preloads the body font's bold for headings when there is no heading font, each file once", () => {
    const files = [
      { src: "/fonts/a-300.woff2", weight: 300 },
      { src: "/fonts/a-700.woff2", weight: 700 },
      { src: "/fonts/a-500-italic.woff2", weight: 500, style: "italic" as const },
    ];
    expect(fontPreloadTag({ font: { family: "A", files } })).toBe(
      '<link rel="preload" href="/fonts/a-300.woff2" as="font" type="font/woff2" crossorigin="">' +
        '<link rel="preload" href="/fonts/a-700.woff2" as="font" type="font/woff2" crossorigin="">',
    );
    expect(fontPreloadTag({ font: { family: "A", file: "/fonts/a.woff2", weight: "100 900" } })).toBe(
      '<link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin="">',
    );
    expect(fontPreloadTag(undefined)).toBe("");
    expect(globalCss({ brandColor: "#0f766e", font: { family: "A", files } })).toContain(
      '--chakra-fonts-heading:"A",ui-sans-serif',
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

describe("usableTheme", () => {
  it("passes a valid theme whole", () => {
    const theme: SiteTheme = {
      brandColor: "#0f766e",
      font: { family: "Inter", file: "/fonts/inter.woff2", weight: "100 900", fallback: "system-ui, sans-serif" },
      radius: "small",
    };
    expect(usableTheme(theme)).toEqual(theme);
  });

  it("falls back, part by part, for a draft the validator has not passed (the editor's preview shows those)", () => {
    expect(usableTheme(undefined)).toEqual(neutralTheme);
    expect(usableTheme({ brandColor: "#12" })).toEqual(neutralTheme);
    expect(
      usableTheme({
        brandColor: "#0f766e",
        palette: { "50": "#fff" },
        font: { family: 'Inter"; } body { color: red', file: "/x.css" },
        radius: "round",
      }),
    ).toEqual({ brandColor: "#0f766e" });
    expect(() => siteSystem({ brandColor: "#12" } as SiteTheme)).not.toThrow();
  });
});
