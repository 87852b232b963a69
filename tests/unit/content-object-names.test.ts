// A collection named after one of Object's own properties ("constructor", "__proto__", "toString") is a name the
// site does not have, told at its place like any other: a list, a page template and a reference to one each get
// their located message, and the validator does not stop. Before, each of the three stopped it with a TypeError
// (collectionLists, templatePages, references): the site's collections were looked up in plain objects.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const page = (blocks: unknown[]) =>
  JSON.stringify({
    $schema: "../../schemas/page.schema.json",
    seo: { title: "Customer quotes", description: "Quotes from the customers of the bakery." },
    blocks: [{ type: "hero", title: "Customer quotes" }, ...blocks],
  });
/** A page template of the collection `name`, one page an item. */
const template = (name: string) =>
  JSON.stringify({
    $schema: "../../../schemas/page.schema.json",
    collection: name,
    seo: { title: "Quote {item.id}", description: "What {item.author} said of the bakery." },
    blocks: [{ type: "hero", title: "{item.quote}" }],
  });
/** The quotes collection's schema, its author naming an item of `authors` when given ("x-reference"). */
const quotesSchema = (authors?: string) =>
  JSON.stringify({
    type: "object",
    required: ["id", "quote", "author"],
    properties: {
      id: { type: "string" },
      quote: { type: "string" },
      author: { type: "string", ...(authors === undefined ? {} : { "x-reference": authors }) },
    },
  });
const quotes = {
  "collections/quotes.schema.json": quotesSchema(),
  "collections/quotes.json": JSON.stringify({ items: [{ id: "rye", quote: "The best rye.", author: "Ada L." }] }),
};

function problems(overlay: Record<string, string>) {
  return validateConfigDir(baseDir, schemasDir, baseDir, { overlay }).diagnostics.map((d) => ({
    file: d.file,
    code: d.code,
    message: d.message,
  }));
}

describe.each(["constructor", "__proto__", "toString"])("a collection named %s", (name) => {
  it("as a list's source: the site has no such collection, said at the list", () => {
    const found = problems({
      ...quotes,
      "pages/quotes.json": page([{ type: "testimonials", items: { collection: name } }]),
    });
    expect(found.filter((d) => d.file === "pages/quotes.json").map((d) => d.message)).toEqual([
      `blocks[1].items.collection: the site has no collection "${name}" to take this list from.`,
    ]);
  });

  it("as a page template's collection: the site has no such collection, said at the template", () => {
    const found = problems({ ...quotes, "pages/quotes/[slug].json": template(name) });
    expect(found.filter((d) => d.file === "pages/quotes/[slug].json").map((d) => d.message)).toEqual([
      `collection: the site has no collection "${name}".`,
    ]);
  });

  it("as a field's reference: an unknown-reference at the item", () => {
    const found = problems({ ...quotes, "collections/quotes.schema.json": quotesSchema(name) });
    expect(found.filter((d) => d.code === "unknown-reference").map((d) => [d.file, d.message])).toEqual([
      [
        "collections/quotes.json",
        `author: the schema says this names an item of the collection "${name}", and the site has no such collection.`,
      ],
    ]);
  });
});

describe("what stays the same", () => {
  it("a list, a template and a reference naming the site's own collections give no problem", () => {
    const found = problems({
      ...quotes,
      "collections/people.schema.json": JSON.stringify({
        type: "object",
        required: ["name"],
        properties: { name: { type: "string" } },
      }),
      "collections/people/ada.json": JSON.stringify({ name: "Ada L." }),
      "collections/quotes.schema.json": quotesSchema("people"),
      "collections/quotes.json": JSON.stringify({ items: [{ id: "rye", quote: "The best rye.", author: "ada" }] }),
      "pages/quotes.json": page([{ type: "testimonials", items: { collection: "quotes" } }]),
      "pages/quotes/[slug].json": template("quotes"),
    });
    expect(found).toEqual([]);
  });
});
