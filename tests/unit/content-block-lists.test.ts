// A block whose list is a site collection taken as it is ({ "collection": "quotes" }, no "each"): the items'
// fields become the block's list, checked by the block's schema, and a field the block needs that the items lack
// is said at the page's line, naming the item and its file. The lists of the builder's own used to be data/.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const quoteSchema = (fields: string[]) =>
  JSON.stringify({
    type: "object",
    required: fields,
    properties: Object.fromEntries(fields.map((f) => [f, { type: "string" }])),
  });
const page = (...blocks: unknown[]) =>
  JSON.stringify(
    {
      $schema: "../../schemas/page.schema.json",
      seo: { title: "What our customers say", description: "Quotes from the customers of the bakery." },
      blocks: [{ type: "hero", title: "What our customers say" }, ...blocks],
    },
    null,
    2,
  );

function validate(overlay: Record<string, string>) {
  const set = validateConfigDir(baseDir, schemasDir, baseDir, { overlay });
  return { set, diagnostics: set.diagnostics.filter((d) => d.file === "pages/quotes.json") };
}

describe("a block's list taken from a collection as it is", () => {
  it("is the items' fields in the collection's order, drafts left out, and the block's other fields stay", () => {
    const { set, diagnostics } = validate({
      "collections/quotes.schema.json": quoteSchema(["id", "quote", "author"]),
      "collections/quotes.json": JSON.stringify({
        items: [
          { id: "rye", quote: "The best rye in town.", author: "Ada L." },
          { id: "old", quote: "Not yet.", author: "Ben O.", draft: true },
          { id: "cake", quote: "Our wedding cake was perfect.", author: "Chen W.", draft: false },
        ],
      }),
      "pages/quotes.json": page({ type: "testimonials", limit: 4, items: { collection: "quotes" } }),
    });
    expect(diagnostics).toEqual([]);
    const blocks = (set.pages.find((p) => p.route === "/quotes")!.config as { blocks: unknown[] }).blocks;
    expect(blocks[1]).toEqual({
      type: "testimonials",
      limit: 4,
      items: [
        { id: "rye", quote: "The best rye in town.", author: "Ada L." },
        { id: "cake", quote: "Our wedding cake was perfect.", author: "Chen W." },
      ],
    });
  });

  it("says at the page's line which item lacks a field the block reads, and how to fix it", () => {
    const { diagnostics } = validate({
      "collections/quotes.schema.json": quoteSchema(["id", "text", "author"]),
      "collections/quotes.json": JSON.stringify({
        items: [{ id: "rye", text: "The best rye in town.", author: "A." }],
      }),
      "pages/quotes.json": page({ type: "testimonials", items: { collection: "quotes" } }),
    });
    const missing = diagnostics.find((d) => d.message.includes("missing required field"));
    expect(missing).toMatchObject({ line: 14, pointer: "/blocks/1/items/0" });
    expect(missing!.message).toMatch(/missing required field "quote"/);
    expect(missing!.message).toContain(
      'the items of "quotes" as they are: this one is "rye" (collections/quotes.json)',
    );
    expect(missing!.hint).toMatch(/map them to those fields with "each"/);
  });

  it("maps another shape with each, and names a collection the site lacks with did-you-mean", () => {
    const { diagnostics } = validate({
      "collections/quotes.schema.json": quoteSchema(["id", "text", "author"]),
      "collections/quotes.json": JSON.stringify({
        items: [{ id: "rye", text: "The best rye in town.", author: "A." }],
      }),
      "pages/quotes.json": page(
        {
          type: "testimonials",
          items: { collection: "quotes", each: { id: "{item.id}", quote: "{item.text}", author: "{item.author}" } },
        },
        { type: "testimonials", items: { collection: "quote" } },
      ),
    });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "list-without-collection",
        'blocks[2].items.collection: the site has no collection "quote" to take this list from.',
      ],
    ]);
    expect(diagnostics[0].hint).toMatch(/quotes/);
  });

  it("a data/ file is not read since format version 5: it says where the list goes now", () => {
    const { set } = validate({ "data/press.json": '{ "items": [] }' });
    const found = set.diagnostics.find((d) => d.file === "data/press.json");
    expect(found).toMatchObject({ code: "unexpected-file" });
    expect(found!.message).toMatch(/no longer reads data\//);
    expect(found!.hint).toMatch(/collections\/press\.json/);
  });
});
