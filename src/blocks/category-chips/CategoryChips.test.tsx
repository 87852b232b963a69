// Topic chips: a list of names with counts, the count read out with its label; nothing clickable.
import { describe, expect, it } from "vitest";
import type { CategoryChipsBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

describe("category-chips", () => {
  it("shows its schema example: one list item per category with its count, and no link", async () => {
    const [example] = schemaExamples<CategoryChipsBlock>("category-chips");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h2 ${example.title}`]);
    expect(html.match(/<li\b/g)).toHaveLength(example.categories.length);
    for (const { name, count } of example.categories) {
      expect(html).toContain(`data-category="${name.replace(/&/g, "&amp;")}"`);
      expect(textOf(html)).toContain(`${name} ${count} articles`);
    }
    expect(links(html)).toEqual([]);
  });

  it("reads the count with the block's label, and needs no title", async () => {
    const html = await renderBlock({
      type: "category-chips",
      countLabel: "recipes",
      categories: [{ name: "Sourdough", count: 3, color: "orange" }],
    });
    expect(headings(html)).toEqual([]);
    expect(textOf(html)).toBe("Sourdough 3 recipes");
    expect(html).toContain('data-count="3"');
  });
});
