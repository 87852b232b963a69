// Testimonials: a list of quotes (picked by id, or the first ones up to the limit),
// each a figure with its quote in a blockquote and the author, role and initial in the caption.
import { describe, expect, it } from "vitest";
import type { Testimonial, TestimonialsBlock } from "../../generated/config-types";
import { renderPage } from "../../../tests/unit/support/renderPage";
import { exampleSite, headings, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";
import Testimonials from "./Testimonials";

const items: Testimonial[] = [
  {
    id: "rye",
    quote: "The best rye in town, still warm at seven.",
    author: "Ada Lovelace",
    role: "Regular since 2019",
  },
  { id: "cake", quote: "Our wedding cake was perfect.", author: "Ben Okri" },
  { id: "croissant", quote: "Flaky & buttery <every> time.", author: "Chen Wu" },
];

const render = (block: Omit<TestimonialsBlock, "type" | "items">) =>
  renderPage(<Testimonials type="testimonials" {...block} items={items} />, exampleSite().site);

/** The quotes shown, in order. */
const quotes = (html: string) =>
  [...html.matchAll(/<blockquote\b[^>]*>([\s\S]*?)<\/blockquote>/g)].map((m) => textOf(m[1]));

describe("testimonials", () => {
  it("shows its schema examples: at most the limit under the title, or the one picked by id", async () => {
    const [limited, picked] = schemaExamples<TestimonialsBlock>("testimonials");
    const first = await renderBlock(limited);
    expect(headings(first)).toEqual([`h2 ${limited.title}`]);
    expect(quotes(first)).toEqual(limited.items.slice(0, limited.limit).map((t) => `“${t.quote}”`));
    const one = await renderBlock(picked);
    expect(picked.items.length).toBeGreaterThan(1);
    expect(quotes(one)).toEqual(picked.items.filter((t) => t.id === picked.pick![0]).map((t) => `“${t.quote}”`));
  });

  it("shows picked quotes in the order named, each with its author, role and initial", async () => {
    const html = await render({ pick: ["croissant", "rye"] });
    expect(quotes(html)).toEqual(["“Flaky & buttery <every> time.”", "“The best rye in town, still warm at seven.”"]);
    expect(html).not.toContain("<every>");
    expect(html.match(/<figure\b/g)).toHaveLength(2);
    expect(html.match(/<figcaption\b/g)).toHaveLength(2);
    expect(textOf(html)).toContain("Ada Lovelace Regular since 2019");
    expect(textOf(html)).toContain("C Chen Wu");
    expect(headings(html)).toEqual([]);
  });

  it("shows every quote without pick or limit, and none for an id that is not there", async () => {
    expect(quotes(await render({}))).toHaveLength(3);
    expect(quotes(await render({ limit: 1 }))).toEqual(["“The best rye in town, still warm at seven.”"]);
    expect(quotes(await render({ pick: ["nope"] }))).toEqual([]);
  });
});
