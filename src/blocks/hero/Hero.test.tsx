// The hero: the page's one h1, its subtitle, badges, buttons (links resolved) and note; optional parts leave
// nothing behind. Asserts text, headings and links only, so a new picture beside the text does not break it.
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import type { HeroBlock } from "../../generated/config-types";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import {
  exampleSite,
  filled,
  headings,
  links,
  renderBlock,
  schemaExamples,
  textOf,
} from "../../../tests/unit/support/blockHtml";

describe("hero", () => {
  it("shows its schema example: the h1, subtitle, note and a button with its resolved link", async () => {
    const [example] = schemaExamples<HeroBlock>("hero");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h1 ${filled(example.title)}`]);
    const text = textOf(html);
    for (const part of [example.subtitle, example.note]) if (part) expect(text).toContain(filled(part));
    const siteLinks = exampleSite().site.links;
    expect(links(html)).toEqual(
      (example.actions ?? []).map((a) => ({
        href: a.href.startsWith("@") ? siteLinks[a.href.slice(1)] : a.href,
        text: a.label,
      })),
    );
  });

  it("with only a title: an h1 and nothing else", async () => {
    const html = await renderBlock({ type: "hero", title: "Fresh Bread Daily" });
    expect(headings(html)).toEqual(["h1 Fresh Bread Daily"]);
    expect(textOf(html)).toBe("Fresh Bread Daily");
    expect(links(html)).toEqual([]);
  });

  it("shows the back link first, then eyebrow, title, badges and buttons in order", async () => {
    const html = await renderBlock({
      type: "hero",
      backLink: { label: "All cakes", href: "/" },
      eyebrow: "Since 1987",
      title: "Wedding Cakes",
      badges: ["Gluten-free", "Vegan"],
      actions: [
        { label: "Order", href: "/contact" },
        { label: "Prices", href: "/contact#prices" },
      ],
    });
    expect(textOf(html)).toBe("← All cakes Since 1987 Wedding Cakes Gluten-free Vegan Order Prices");
    expect(links(html).map((l) => l.href)).toEqual(["/", "/contact", "/contact#prices"]);
  });

  const picture: PictureSet = {
    width: 1280,
    height: 853,
    sizes: "(min-width: 64rem) 29rem, (min-width: 48rem) 46vw, 100vw",
    sources: [{ type: "image/webp", srcset: "/_pictures/shop-640-a.webp 640w, /_pictures/shop-1280-b.webp 1280w" }],
    fallback: { type: "image/jpeg", srcset: "/_pictures/shop-640-c.jpg 640w", src: "/_pictures/shop-640-c.jpg" },
    large: "/_pictures/shop-1280-d.jpg",
    priority: true,
  };
  const withPhoto = (extra: Partial<HeroBlock>): HeroBlock =>
    ({
      type: "hero",
      title: "Fresh Bread Daily",
      subtitle: "Baked at four every morning.",
      actions: [
        { label: "Order", href: "/contact" },
        { label: "Prices", href: "/prices" },
      ],
      image: { src: "/photos/shop.jpg", alt: "The shop at dawn", focus: "top", picture },
      ...extra,
    }) as HeroBlock;

  it("a photo beside the text: the made picture with width, height, sizes, loaded first at high priority", async () => {
    const html = parse(await renderBlock(withPhoto({})));
    const img = html.querySelector("section picture img")!;
    expect(img.getAttribute("alt")).toBe("The shop at dawn");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1280", "853"]);
    expect(img.getAttribute("sizes")).toBe(picture.sizes);
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.hasAttribute("loading")).toBe(false);
    expect(html.querySelector("source")?.getAttribute("srcset")).toBe(picture.sources[0].srcset);
    // the words come first (reading order), the same as without a photo
    expect(textOf(String(html))).toBe("Fresh Bread Daily Baked at four every morning. Order Prices");
  });

  it("a photo behind the text: covers the section around its focus, under a dark overlay for white text", async () => {
    const html = await renderBlock(withPhoto({ imagePlacement: "background" }));
    const img = parse(html).querySelector("section picture img")!;
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(headings(html)).toEqual(["h1 Fresh Bread Daily"]);
    expect(links(html).map((l) => l.href)).toEqual(["/contact", "/prices"]);
    // the overlay is hidden from screen readers; the CSS sets the photo to cover, focused at its top
    expect(html).toMatch(/<div aria-hidden="true" class="[^"]+"><\/div>/);
    expect(html).toContain("object-position:50% 0%");
    expect(html).toContain("rgba(0, 0, 0, 0.6)");
  });
});
