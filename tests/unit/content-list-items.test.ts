import { describe, expect, it } from "vitest";
import { listItems } from "../../src/engine/content/collectionLists";
import type { ContentCollections, ContentItem } from "../../src/engine/content/contentTypes";

const item = (slug: string, data: Record<string, unknown>, draft = false): ContentItem => ({
  collection: "posts",
  slug,
  file: `collections/posts/${slug}.md`,
  pointer: "",
  data,
  draft,
});

function collectionsOf(items: ContentItem[]): ContentCollections {
  return {
    posts: {
      name: "posts",
      schemaFile: "collections/posts.schema.json",
      items,
      bySlug: Object.fromEntries(items.map((i) => [i.slug, i])),
      references: [],
      pagePrefix: "/blog",
    },
  };
}

describe("the items of a list from a collection", () => {
  const collections = collectionsOf([
    item("a", { date: "2026-01-05", tags: ["bread", "rye"], kind: "note" }),
    item("b", { date: "2025-12-31", tags: ["menu"], kind: "note" }),
    item("c", { date: "2026-03-01", tags: ["bread"], kind: "news" }),
    item("d", { date: "2026-04-01", tags: ["bread"] }, true),
    item("e", { tags: ["bread"], kind: "note" }),
  ]);
  const slugs = (items: readonly ContentItem[]) => items.map((i) => i.slug);

  it("keeps the items whose field holds the value, drafts left out, in the collection's order", () => {
    expect(slugs(listItems({ collection: "posts", each: {}, where: { tags: "bread" } }, collections))).toEqual([
      "a",
      "c",
      "e",
    ]);
    expect(
      slugs(listItems({ collection: "posts", each: {}, where: { tags: "bread", kind: "note" } }, collections)),
    ).toEqual(["a", "e"]);
    expect(slugs(listItems({ collection: "posts", each: {}, where: { tags: "nothing" } }, collections))).toEqual([]);
  });

  it("sorts dates as dates, newest first, items without the field last, then limits", () => {
    expect(slugs(listItems({ collection: "posts", each: {}, sort: "-date" }, collections))).toEqual([
      "c",
      "a",
      "b",
      "e",
    ]);
    expect(slugs(listItems({ collection: "posts", each: {}, sort: "date", limit: 2 }, collections))).toEqual([
      "b",
      "a",
    ]);
  });

  it("works a list out once per set of collections: the index's pages and the tag pages ask again and again", () => {
    const source = { collection: "posts", each: {}, where: { tags: "bread" }, sort: "-date" };
    const first = listItems(source, collections);
    expect(listItems({ ...source, each: { title: "{item.title}" } }, collections)).toBe(first);
    // other collections (another validation) are worked out afresh
    expect(listItems(source, collectionsOf([item("z", { tags: ["bread"] })])).map((i) => i.slug)).toEqual(["z"]);
  });
});
