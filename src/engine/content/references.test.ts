// References between collections' items, checked once all are loaded: a name that is one of Object's own
// properties ("__proto__", "constructor") is a name like any other, told as unknown, never a crash (found by the
// validator's fuzz test: a schema's "x-reference" replaced with "__proto__").
import { describe, expect, it } from "vitest";
import type { ContentCollection, ContentCollections, ContentItem } from "./contentTypes.ts";
import { checkReferences } from "./references.ts";

const item = (collection: string, slug: string, data: Record<string, unknown> = {}): ContentItem => ({
  collection,
  slug,
  file: `collections/${collection}/${slug}.json`,
  pointer: "",
  data,
  draft: false,
});
const collection = (name: string, items: ContentItem[], refs: ContentCollection["references"] = []) => ({
  name,
  schemaFile: `collections/${name}.schema.json`,
  items,
  bySlug: Object.fromEntries(items.map((i) => [i.slug, i])),
  references: refs,
});
const at = () => ({ line: 1, column: 1 });

/** Posts whose "author" names an item of `target` (one author, "ada"), each post naming `slug`. */
function site(target: string, slug: string): ContentCollections {
  return {
    authors: collection("authors", [item("authors", "ada")]),
    posts: collection(
      "posts",
      [item("posts", "hello", { author: slug })],
      [{ field: "author", collection: target, many: false }],
    ),
  };
}

describe("checkReferences", () => {
  it("finds a reference to an existing item", () => {
    expect(checkReferences(site("authors", "ada"), at)).toEqual([]);
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "tells a reference to the collection %s as a collection the site does not have",
    (name) => {
      const found = checkReferences(site(name, "ada"), at);
      expect(found.map((d) => [d.code, d.message])).toEqual([
        [
          "unknown-reference",
          `author: the schema says this names an item of the collection "${name}", and the site has no such collection.`,
        ],
      ]);
    },
  );

  it.each(["__proto__", "constructor", "valueOf"])("tells a reference to the item %s as an item not there", (slug) => {
    const found = checkReferences(site("authors", slug), at);
    expect(found.map((d) => [d.code, d.message])).toEqual([
      ["unknown-reference", `author: there is no item "${slug}" in the collection "authors".`],
    ]);
  });
});
