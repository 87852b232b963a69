// The call to action: its heading, text, buttons (resolved links, the first solid) and note; optional parts
// leave nothing behind; long text stays text.
import { describe, expect, it } from "vitest";
import type { CtaBlock } from "../../generated/config-types";
import {
  exampleSite,
  filled,
  headings,
  links,
  renderBlock,
  schemaExamples,
  textOf,
} from "../../../tests/unit/support/blockHtml";

describe("cta", () => {
  it("shows its schema example: eyebrow, an h2 title, text, note and buttons with resolved links", async () => {
    const [example] = schemaExamples<CtaBlock>("cta");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h2 ${filled(example.title)}`]);
    const shown = links(html);
    expect(shown.map((link) => link.text)).toEqual(example.actions.map((action) => action.label));
    for (const link of shown) expect(link.href).not.toMatch(/^@/);
    if (example.actions[0].href.startsWith("@"))
      expect(shown[0].href).toBe(exampleSite().site.links[example.actions[0].href.slice(1)]);
    for (const part of [example.eyebrow, example.text, example.note].filter(Boolean))
      expect(textOf(html)).toContain(filled(part!));
  });

  it("with only a title and one button: no badge, no paragraph, no note", async () => {
    const html = await renderBlock({
      type: "cta",
      title: "Book Your Check-Up",
      actions: [{ label: "Book", href: "/contact" }],
    });
    expect(textOf(html)).toBe("Book Your Check-Up Book");
    expect(links(html)).toEqual([{ href: "/contact", text: "Book" }]);
    expect(html).not.toContain("<p");
  });

  it("keeps long text and markup-like characters as text, and opens a new tab safely", async () => {
    const long = "Fresh bread <b>daily</b> & cakes to order. ".repeat(8).trim();
    const html = await renderBlock({
      type: "cta",
      title: "Order <now>",
      text: long,
      actions: [
        { label: "Order", href: "/contact" },
        { label: "Menu", href: "https://menu.example.com/", newTab: true },
      ],
    });
    expect(html).not.toContain("<b>");
    expect(textOf(html)).toContain(long);
    expect(headings(html)).toEqual(["h2 Order <now>"]);
    const menu = links(html)[1];
    expect(menu).toMatchObject({ href: "https://menu.example.com/", target: "_blank" });
    expect(menu.rel).toContain("noopener");
  });
});
