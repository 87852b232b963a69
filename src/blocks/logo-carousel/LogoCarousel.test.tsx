// The logo strip: a labelled carousel region whose track holds the logos twice (the second copy hidden and inert,
// so the loop has no visible rewind), each logo a link opening in a new tab with its name as the picture's text.
import { describe, expect, it } from "vitest";
import type { LogoCarouselBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples } from "../../../tests/unit/support/blockHtml";

describe("logo-carousel", () => {
  it("shows its schema example: an h2, the carousel region and each logo linked in a new tab", async () => {
    const [example] = schemaExamples<LogoCarouselBlock>("logo-carousel");
    const html = await renderBlock(example);
    const count = example.logos.length;
    expect(headings(html)).toEqual([`h2 ${example.title}`]);
    expect(html).toMatch(new RegExp(`role="region" aria-roledescription="carousel" aria-label="${example.title}"`));
    expect(html).toContain(`data-count="${count}"`);
    expect(html).toContain(`data-interval="${example.intervalMs}"`);
    const shown = links(html);
    expect(shown).toHaveLength(count * 2);
    expect(shown.slice(0, count).map((l) => l.href)).toEqual(example.logos.map((logo) => logo.link));
    for (const link of shown) {
      expect(link.target).toBe("_blank");
      expect(link.rel).toContain("noopener");
    }
    for (const logo of example.logos) expect(html).toContain(`alt="${logo.name} logo"`);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(count * 2);
    expect(html.match(/aria-hidden="true" inert=""/g)).toHaveLength(count);
    expect(html).toContain('aria-label="Previous logo"');
    expect(html).toContain('aria-label="Next logo"');
  });

  it("steps every 2 seconds unless told, and numbers one logo as 1 of 1", async () => {
    const html = await renderBlock({
      type: "logo-carousel",
      title: "In the Papers",
      logos: [{ name: "The Daily Loaf", logoSrc: "/logos/loaf.svg", link: "https://loaf.example.com/story" }],
    });
    expect(html).toContain('data-interval="2000"');
    expect(html.match(/aria-label="1 of 1"/g)).toHaveLength(2);
    expect(links(html)[0]).toMatchObject({
      href: "https://loaf.example.com/story",
      text: "(article, opens in a new tab)",
    });
  });
});
