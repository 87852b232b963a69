// Features: a list of cards headed one level under the block's title (h2 without one), each with its text and
// an optional link naming its feature for screen readers, and an optional link to more. Asserts text, headings
// and links only, so a new picture on a card does not break it.
import { describe, expect, it } from "vitest";
import type { FeatureGridBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

describe("feature-grid", () => {
  it("shows its schema example: h3 cards under the h2, card links naming their feature, the link to more", async () => {
    const [example] = schemaExamples<FeatureGridBlock>("feature-grid");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h2 ${example.title}`, ...example.items.map((item) => `h3 ${item.title}`)]);
    expect(html.match(/<li\b/g)).toHaveLength(example.items.length);
    for (const item of example.items) expect(textOf(html)).toContain(item.description);
    expect(links(html)).toEqual([
      ...example.items
        .filter((item) => item.link)
        .map((item) => ({ href: item.link!.href, text: `${item.link!.label} (${item.title})` })),
      ...(example.moreLink ? [{ href: example.moreLink.href, text: example.moreLink.label }] : []),
    ]);
  });

  it("heads the cards h2 without a block title, and shows no links when none are given", async () => {
    const html = await renderBlock({
      type: "feature-grid",
      items: [
        { icon: "sparkles", title: "Stone Oven", description: "Every loaf baked on stone." },
        { icon: "target", title: "Local Flour", description: "Milled ten miles away." },
      ],
    });
    expect(headings(html)).toEqual(["h2 Stone Oven", "h2 Local Flour"]);
    expect(links(html)).toEqual([]);
    expect(textOf(html)).toBe("Stone Oven Every loaf baked on stone. Local Flour Milled ten miles away.");
  });

  it("a card with a photo shows it above the icon, lazily, with width and height", async () => {
    const image = {
      src: "/photos/oven.jpg",
      alt: "The wood-fired oven",
      picture: {
        width: 960,
        height: 720,
        sizes: "100vw",
        sources: [],
        fallback: { type: "image/jpeg", srcset: "/_pictures/oven-640-a.jpg 640w", src: "/_pictures/oven-640-a.jpg" },
        large: "/_pictures/oven-960-b.jpg",
      },
    };
    const html = await renderBlock({
      type: "feature-grid",
      items: [
        { icon: "clock", title: "Oven", description: "Wood-fired since 1987.", image },
        { icon: "clock", title: "Flour", description: "Milled next door." },
      ],
    } as FeatureGridBlock);
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(1);
    expect(imgs[0]).toContain('alt="The wood-fired oven"');
    expect(imgs[0]).toMatch(/width="960" height="720"|height="720".*width="960"/);
    expect(imgs[0]).toContain('loading="lazy"');
    expect(headings(html)).toEqual(["h2 Oven", "h2 Flour"]);
  });
});
