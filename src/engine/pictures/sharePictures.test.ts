import { describe, expect, it } from "vitest";
import type { ResolvedConfigSet } from "../resolve/resolveConfigSet";
import type { PictureUse } from "./findPictures";
import { findShareUses, shareArea } from "./sharePictures";

const page = (file: string, seo: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  route: "/x",
  file,
  config: { seo: { title: "T", description: "D", ...seo }, blocks: [], ...more },
});

const site = {
  site: { seo: { titleSuffix: "", ogImage: "/og/default.jpg" } },
  siteByLanguage: { en: { seo: { ogImage: "/og/default.jpg" } }, es: { seo: { ogImage: "/og/es.png" } } },
  siteFile: "site.json",
  pages: [
    page("pages/about.json", { ogImage: "/og/default.jpg" }),
    // a template's "{item.cover}", resolved for its item
    page("pages/blog/[slug].json", { ogImage: "/photos/rye.jpg" }),
    page(
      "pages/blog/[slug].json",
      {},
      { blogPosting: { title: "T", published: "2026-01-01", image: "/photos/oven.webp" } },
    ),
    page("pages/logo.json", { ogImage: "/brand/logo.svg" }),
  ],
  notFound: [],
} as unknown as ResolvedConfigSet;

describe("share pictures named", () => {
  it("the site's, each language's, a page's (an item's cover) and a post's, each once at its first place", () => {
    const hero = { src: "/photos/rye.jpg", focus: "top" } as PictureUse;
    expect(findShareUses(site, [hero])).toEqual([
      { file: "site.json", pointer: "/seo/ogImage", src: "/og/default.jpg" },
      { file: "site.json", pointer: "/translations/es/seo/ogImage", src: "/og/es.png" },
      { file: "pages/blog/[slug].json", pointer: "/seo/ogImage", src: "/photos/rye.jpg", focus: "top" },
      { file: "pages/blog/[slug].json", pointer: "/structuredData/image", src: "/photos/oven.webp" },
    ]);
  });

  it("the same without a site file or settings (the editor's preview): nothing named", () => {
    expect(findShareUses({ site: {}, pages: [], notFound: [] } as unknown as ResolvedConfigSet, [])).toEqual([]);
  });

  it("the crop: the largest 1200:630 part, at most 1200 wide", () => {
    expect(shareArea({ width: 3000, height: 2000 })).toEqual({ width: 1200, height: 630 });
    expect(shareArea({ width: 800, height: 600 })).toEqual({ width: 800, height: 420 });
    expect(shareArea({ width: 1000, height: 400 })).toEqual({ width: 761, height: 400 });
  });
});
