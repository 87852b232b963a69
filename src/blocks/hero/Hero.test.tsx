// The hero: the page's one h1, its subtitle, badges, buttons (links resolved) and note; optional parts leave
// nothing behind. Asserts text, headings and links only, so a new picture beside the text does not break it.
import { describe, expect, it } from "vitest";
import type { HeroBlock } from "../../generated/config-types";
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
});
