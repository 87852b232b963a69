import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "./diagnostic.ts";
import { explain } from "./explainErrors.ts";
import { repoRoot, schemasDir } from "./projectPaths.ts";
import { newValidationContext } from "./schemaStore.ts";
import { schemaStore, validateConfigDir } from "./validateConfigDir.ts";

/** The messages and hints explaining one value against a small schema, compiled by the engine's own Ajv. */
function said(schema: object, value: unknown): string[] {
  const store = schemaStore(schemasDir);
  return explain(store, store.ajv.compile(schema), value, newValidationContext()).map(
    (i) => `${i.code} ${i.message}${i.hint ? ` ${i.hint}` : ""}`,
  );
}

describe("a value written as text where the allowed values are numbers or true/false", () => {
  it("is told to drop its quotes, as a field typed as a number is", () => {
    const columns = { type: "object", properties: { columns: { enum: [2, 3, 4] } } };
    expect(said(columns, { columns: "3" })).toEqual([
      'wrong-type columns: expected a whole number but found text ("3"). Remove the quotes.',
    ]);
    // the same words as a field that says its type
    expect(said({ type: "object", properties: { columns: { type: "integer" } } }, { columns: "3" })).toEqual([
      'wrong-type columns: expected a whole number but found text ("3"). Remove the quotes.',
    ]);
    // a field typed and listing its values says it once
    expect(
      said({ type: "object", properties: { columns: { type: "integer", enum: [2, 3] } } }, { columns: "3" }),
    ).toEqual(['wrong-type columns: expected a whole number but found text ("3"). Remove the quotes.']);
    expect(said({ type: "object", properties: { ratio: { enum: [0.5, 1] } } }, { ratio: "0.5" })).toEqual([
      'wrong-type ratio: expected a number but found text ("0.5"). Remove the quotes.',
    ]);
    expect(said({ type: "object", properties: { on: { enum: [true, "auto"] } } }, { on: "true" })).toEqual([
      'wrong-type on: expected true or false but found text ("true"). Remove the quotes.',
    ]);
  });

  it("keeps the message of a value that is not one of the allowed values", () => {
    expect(said({ type: "object", properties: { columns: { enum: [2, 3, 4] } } }, { columns: "7" })[0]).toMatch(
      /^not-allowed-value columns: text \("7"\) is not one of the allowed values\./,
    );
    expect(said({ type: "object", properties: { size: { enum: ["large", "medium"] } } }, { size: "larg" })).toEqual([
      'not-allowed-value size: text ("larg") is not one of the allowed values. Did you mean "large"? Use one of: "large", "medium".',
    ]);
  });

  it("is said at its place in a page, for a block of the builder's (feature-grid's columns)", () => {
    const base = `${repoRoot}/tests/fixtures/base`;
    const page = {
      $schema: "../../schemas/page.schema.json",
      seo: { title: "Services", description: "What the shop offers." },
      blocks: [
        {
          type: "feature-grid",
          title: "What We Offer",
          columns: "3",
          items: [{ icon: "star", title: "One", description: "The first." }],
        },
      ],
    };
    const { diagnostics } = validateConfigDir(base, schemasDir, base, {
      overlay: { "pages/services.json": JSON.stringify(page, null, 2) },
    });
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'pages/services.json:11:18  blocks[0].columns: expected a whole number but found text ("3"). Remove the quotes.',
    ]);
  });
});

describe("a colour not written #rrggbb", () => {
  const theme = { type: "object", properties: { brandColor: { type: "string", pattern: "^#[0-9a-fA-F]{6}$" } } };
  it("is told as a colour, with the colour rewritten when it reads as one", () => {
    expect(said(theme, { brandColor: "2f5d8a" })).toEqual([
      'wrong-form brandColor: text ("2f5d8a") is not a colour written #rrggbb. Write it "#2f5d8a".',
    ]);
    expect(said(theme, { brandColor: "#36c" })).toEqual([
      'wrong-form brandColor: text ("#36c") is not a colour written #rrggbb. Write it "#3366cc".',
    ]);
    expect(said(theme, { brandColor: "Dark Blue" })).toEqual([
      'wrong-form brandColor: text ("Dark Blue") is not a colour written #rrggbb. Write it "#00008b".',
    ]);
  });

  it("says how to write one it cannot read, not the field's whole description", () => {
    expect(said(theme, { brandColor: "#2f5d8" })).toEqual([
      'wrong-form brandColor: text ("#2f5d8") is not a colour written #rrggbb. Write "#" and six digits or letters a to f, for example "#0f766e" (a colour picker shows it).',
    ]);
  });
});

describe("a block written straight where a column holds its blocks in a list", () => {
  const base = `${repoRoot}/tests/fixtures/base`;
  const pageWith = (columns: unknown[]) =>
    JSON.stringify(
      {
        $schema: "../../schemas/page.schema.json",
        seo: { title: "Services", description: "What the shop offers." },
        blocks: [
          { type: "hero", title: "Services" },
          { type: "columns", columns },
        ],
      },
      null,
      2,
    );
  const problems = (columns: unknown[]) =>
    validateConfigDir(base, schemasDir, base, {
      overlay: { "pages/services.json": pageWith(columns) },
    }).diagnostics.map(formatDiagnostic);
  const right = { blocks: [{ type: "markdown", text: "Right" }] };

  it("is one message at the column, with the block put in its list", () => {
    expect(problems([{ type: "markdown", text: "Left" }, right])).toEqual([
      'pages/services.json:15:9  blocks[1].columns[0]: a column holds its blocks in a list ("blocks": [ … ]), and the "markdown" block here is written straight in it. Put the block in the list: { "blocks": [{"type":"markdown","text":"Left"}] }.',
    ]);
  });

  it("the hint, followed, is valid; a column missing its blocks for another reason is told as before (what stays the same)", () => {
    expect(problems([{ blocks: [{ type: "markdown", text: "Left" }] }, right])).toEqual([]);
    expect(problems([{ note: "Left" }, right])).toEqual([
      expect.stringMatching(
        /^pages\/services\.json:\d+:\d+ {2}blocks\[1\]\.columns\[0\]: missing required field "blocks"/,
      ),
      expect.stringMatching(/^pages\/services\.json:\d+:\d+ {2}blocks\[1\]\.columns\[0\]\.note: unknown field "note"/),
    ]);
  });
});

describe("one group of fields { } written where a list goes", () => {
  const base = `${repoRoot}/tests/fixtures/base`;
  const pageWith = (block: object) =>
    validateConfigDir(base, schemasDir, base, {
      overlay: {
        "pages/services.json": JSON.stringify(
          {
            $schema: "../../schemas/page.schema.json",
            seo: { title: "Services", description: "What we do." },
            blocks: [block],
          },
          null,
          2,
        ),
      },
    }).diagnostics.map(formatDiagnostic);

  it("is told to put it inside [ ], for a list that may also be taken from a collection (a hero's actions)", () => {
    expect(pageWith({ type: "hero", title: "Hi", actions: { label: "Go", href: "/pricing" } })).toEqual([
      'pages/services.json:11:18  blocks[0].actions: "actions" is a list, and a group of fields { } is written here. Put the { … } inside [ ]: "actions": [ { … } ] (a list of one).',
    ]);
  });

  it("is told the same for a field that takes only a list", () => {
    const tags = { type: "object", properties: { tags: { type: "array", items: { type: "object" } } } };
    expect(said(tags, { tags: { name: "news" } })).toEqual([
      'wrong-type tags: "tags" is a list, and a group of fields { } is written here. Put the { … } inside [ ]: "tags": [ { … } ] (a list of one).',
    ]);
  });

  it("keeps the messages of other values where a list goes (what stays the same)", () => {
    const tags = { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } };
    expect(said(tags, { tags: "news" })).toEqual([
      'wrong-type tags: expected a list in [ ] but found text ("news"). Put it in a list: ["..."].',
    ]);
    expect(pageWith({ type: "hero", title: "Hi", actions: 3 })).toEqual([
      expect.stringMatching(/blocks\[0\]\.actions: a number \(3\) is not allowed here\. Use one of these forms: /),
    ]);
  });
});

describe("a value with an obvious fix says it", () => {
  const field = (schema: object) => ({ type: "object", properties: { v: schema } });

  it("a price or amount written as text in a number field: the number, and what to leave out", () => {
    expect(said(field({ type: "number" }), { v: "$49" })).toEqual([
      'wrong-type v: expected a number but found text ("$49"). Write 49: a number, without "$" or quotes.',
    ]);
    expect(said(field({ type: "integer" }), { v: "1,200" })).toEqual([
      'wrong-type v: expected a whole number but found text ("1,200"). Write 1200: a number, without quotes or thousands commas.',
    ]);
    expect(said(field({ type: "number" }), { v: "$1,199.50" })).toEqual([
      'wrong-type v: expected a number but found text ("$1,199.50"). Write 1199.5: a number, without "$", quotes or thousands commas.',
    ]);
    expect(said(field({ type: "number" }), { v: "19.90 €" })).toEqual([
      'wrong-type v: expected a number but found text ("19.90 €"). Write 19.9: a number, without "€" or quotes.',
    ]);
    // a decimal comma (the editor keeps "12,50" as typed): the number with a point
    expect(said(field({ type: "number" }), { v: "12,50" })).toEqual([
      'wrong-type v: expected a number but found text ("12,50"). Write 12.5: a number, without quotes, with a point before its decimals.',
    ]);
    expect(said(field({ type: "number" }), { v: "€ 3,5" })).toEqual([
      'wrong-type v: expected a number but found text ("€ 3,5"). Write 3.5: a number, without "€" or quotes, with a point before its decimals.',
    ]);
    expect(said(field({ type: "integer" }), { v: "12,50" })).toEqual([
      'wrong-type v: expected a whole number but found text ("12,50").',
    ]);
    // what stays the same: plain digits, and text that is no amount
    expect(said(field({ type: "number" }), { v: "49" })).toEqual([
      'wrong-type v: expected a number but found text ("49"). Remove the quotes.',
    ]);
    expect(said(field({ type: "number" }), { v: "about 40" })).toEqual([
      'wrong-type v: expected a number but found text ("about 40").',
    ]);
    expect(said(field({ type: "integer" }), { v: "$19.90" })).toEqual([
      'wrong-type v: expected a whole number but found text ("$19.90").',
    ]);
  });

  it("a web address without https:// (or with http://) where a full https address goes: the address to write", () => {
    const siteUrl = field({ type: "string", pattern: "^https://[a-z0-9.-]+[a-z0-9]$", description: "The address." });
    expect(said(siteUrl, { v: "www.harbordental.com" })).toEqual([
      'wrong-form v: text ("www.harbordental.com") is not in the expected form. Expected: The address. Write "https://www.harbordental.com".',
    ]);
    expect(said(siteUrl, { v: "http://www.HarborDental.com/" })).toEqual([
      'wrong-form v: text ("http://www.HarborDental.com/") is not in the expected form. Expected: The address. Write "https://www.harbordental.com" (the address starts with https://, as browsers open the site).',
    ]);
    // no address to make of it: the description alone, as before
    expect(said(siteUrl, { v: "harbor dental" })).toEqual([
      'wrong-form v: text ("harbor dental") is not in the expected form. Expected: The address.',
    ]);
  });

  it("a day written with numbers: the day, or both readings when either could be meant", () => {
    const date = field({ type: "string", format: "date" });
    expect(said(date, { v: "30/11/2026" })).toEqual([
      'wrong-format v: text ("30/11/2026") is not a date written YYYY-MM-DD (year, month, day). Write it "2026-11-30".',
    ]);
    expect(said(date, { v: "11/30/2026" })[0]).toMatch(/Write it "2026-11-30"\.$/);
    expect(said(date, { v: "5.5.2026" })[0]).toMatch(/Write it "2026-05-05"\.$/);
    expect(said(date, { v: "03/04/2026" })).toEqual([
      'wrong-format v: text ("03/04/2026") is not a date written YYYY-MM-DD (year, month, day). Write it "2026-04-03" (3 April) or "2026-03-04" (4 March), whichever is meant.',
    ]);
    // no day of the calendar either way, or not a date: the general example, as before
    expect(said(date, { v: "31/31/2026" })[0]).toMatch(/for example "2026-10-09"\.$/);
    expect(said(date, { v: "next week" })[0]).toMatch(/for example "2026-10-09"\.$/);
  });

  it("a fixed number written as text: remove the quotes", () => {
    expect(said(field({ const: 5 }), { v: "5" })).toEqual([
      'not-allowed-value v: must be 5, found text ("5"). Remove the quotes.',
    ]);
    expect(said(field({ const: 5 }), { v: 4 })).toEqual(["not-allowed-value v: must be 5, found a number (4)."]);
  });

  it("an empty list whose schema has an example: what an item looks like", () => {
    expect(
      said(field({ type: "array", minItems: 1, examples: [[{ type: "hero", title: "Welcome" }]] }), { v: [] }),
    ).toEqual([
      'too-few-items v: needs at least 1 item, found 0. Add one, for example: "v": [{"type":"hero","title":"Welcome"}]',
    ]);
    expect(said(field({ type: "array", minItems: 2 }), { v: [1] })).toEqual([
      "too-few-items v: needs at least 2 items, found 1.",
    ]);
  });

  it("a block type named by one of its words: the type meant", () => {
    const base = `${repoRoot}/tests/fixtures/base`;
    const withType = (type: string) =>
      validateConfigDir(base, schemasDir, base, {
        overlay: {
          "pages/services.json": JSON.stringify({
            $schema: "../../schemas/page.schema.json",
            seo: { title: "Services", description: "What we do." },
            blocks: [{ type }],
          }),
        },
      }).diagnostics.map((d) => d.hint?.split(/ ?Known block types/)[0]);
    expect(withType("features")).toEqual(['Did you mean "feature-grid"?']);
    expect(withType("testimonial")).toEqual(['Did you mean "testimonials"?']);
    expect(withType("heor")).toEqual(['Did you mean "hero"?']);
    // a word several types share names none of them
    expect(withType("grid")).toEqual([""]);
  });
});
