// The integrations of its list: every card in the HTML, headed one level under the block's
// title and linking its own page; a searchable grid adds a labelled search box, a live count and a hidden
// "nothing found" message for search.script.ts; a limit shows the first ones and a link to all.
import { describe, expect, it } from "vitest";
import type { IntegrationGridBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

const [searchable, limited] = schemaExamples<IntegrationGridBlock>("integration-grid");

describe("integration-grid", () => {
  it("shows the searchable example: every integration as an h3 linking its page, the search box and count", async () => {
    const html = await renderBlock(searchable);
    const items = searchable.items;
    expect(items.length).toBeGreaterThan(1);
    expect(headings(html)).toEqual([`h2 ${searchable.title}`, ...items.map((item) => `h3 ${item.name}`)]);
    expect(html.match(/<li\b/g)).toHaveLength(items.length);
    expect(links(html).map((l) => l.href)).toEqual(items.map((item) => `/integrations/${item.slug}`));
    expect(html).toMatch(/<input[^>]*type="search"/);
    expect(textOf(html)).toContain(`${searchable.searchLabel}`);
    expect(html).toContain(`data-total="${items.length}"`);
    expect(html).toMatch(new RegExp(`data-search-empty=""[^>]*hidden=""`));
    expect(textOf(html)).toContain(searchable.emptyMessage!);
  });

  it("shows the limited example: the first ones only, no search box, and the link to all", async () => {
    const html = await renderBlock(limited);
    const shown = limited.items.slice(0, limited.limit);
    expect(shown.length).toBeLessThan(limited.items.length);
    expect(html.match(/<li\b/g)).toHaveLength(shown.length);
    expect(html).not.toMatch(/<input[^>]*type="search"/);
    expect(html).not.toContain("data-search-empty");
    expect(links(html).map((l) => l.href)).toEqual([
      ...shown.map((item) => `/integrations/${item.slug}`),
      limited.moreLink!.href,
    ]);
  });

  it("heads the cards h2 when the block has no title", async () => {
    const html = await renderBlock({ type: "integration-grid", items: searchable.items, limit: 2 });
    expect(headings(html)).toEqual(searchable.items.slice(0, 2).map((item) => `h2 ${item.name}`));
  });
});
