/**
 * The café fixture (French first, English second; a menu with prices and coded diets, workshops with dates) as the
 * validator reads it: values written in each page's language, lists relative to a fixed "today" (SITE_TODAY), and
 * each mistake in a placeholder or a comparison told once at its file, line and column.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schemasDir } from "../../src/engine/projectPaths";
import { validateConfigDir } from "../../src/engine/validateConfigDir";

const site = "tests/fixtures/sites/cafe";
const index = readFileSync(path.join(site, "pages/index.json"), "utf8");
const ateliers = readFileSync(path.join(site, "pages/ateliers.json"), "utf8");
const plain = (text: unknown) => JSON.stringify(text).replace(/\\u202f|\\u00a0|[\u00a0\u202f]/g, " ");

function validate(overlay: Record<string, string> = {}) {
  return validateConfigDir(site, schemasDir, process.cwd(), { overlay });
}
const lines = (result: ReturnType<typeof validate>) =>
  result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message} ${d.hint ?? ""}`.trim());
const page = (result: ReturnType<typeof validate>, route: string) => result.pages.find((p) => p.route === route)!;

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.SITE_TODAY;
  process.env.SITE_TODAY = "2027-01-15";
});
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_TODAY;
  else process.env.SITE_TODAY = saved;
});

describe("values in the page's language", () => {
  it("writes prices, dates and numbers the way each language does, and coded values as words", () => {
    const result = validate();
    expect(lines(result)).toEqual([]);
    const fr = plain(page(result, "/").config);
    const en = plain(page(result, "/en").config);
    expect(fr).toContain('"Croissant: 4,75 $"');
    expect(en).toContain('"Croissant: $4.75"');
    expect(fr).toContain('"Végétalien et Sans gluten"');
    expect(en).toContain('"Vegan and Gluten-free"');
    // English has no words for "contains-nuts": the default language's are shown (validate --verbose lists it)
    expect(en).toContain('"Contient des noix"');
    expect(plain(page(result, "/ateliers").config)).toContain('"13 février 2027, 12 places"');
    expect(plain(page(result, "/en/ateliers").config)).toContain('"February 13, 2027, 12 seats"');
    expect(plain(page(result, "/ateliers").config)).toContain('"20 mars 2027, 1 200 places"');
  });

  it("lists the workshops after today, soonest first, and another list on another day; other pages stay the same", () => {
    const titles = (result: ReturnType<typeof validate>) =>
      (page(result, "/ateliers").config as { blocks: { cards?: { title: string }[] }[] }).blocks[1].cards!.map(
        (card) => card.title,
      );
    const january = validate();
    expect(titles(january)).toEqual(["Pain au levain", "Brioche des rois"]);
    process.env.SITE_TODAY = "2027-02-13";
    const february = validate();
    expect(titles(february)).toEqual(["Brioche des rois"]);
    // what the page cache keys are made of (scripts/lib/build/pagePlan.ts): the page's config, items included
    expect(page(february, "/").config).toEqual(page(january, "/").config);
    expect(page(february, "/ateliers").config).not.toEqual(page(january, "/ateliers").config);
  });
});

describe("mistakes in placeholders and comparisons, told once at their place", () => {
  it("an unknown format, at the placeholder's line and column, with the format meant", () => {
    const result = validate({ "pages/index.json": index.replace("{item.price|currency}", "{item.price|curency}") });
    const at = index.split("\n").findIndex((l) => l.includes("{item.price|currency}"));
    const column = index.split("\n")[at].indexOf("{item.price|currency}") + 1;
    expect(lines(result)).toEqual([
      `${site}/pages/index.json:${at + 1}:${column} unknown-format blocks[1].cards.each.title: "{item.price|curency}": "curency" is not a format. Did you mean "currency"? Formats: currency, number, date, time, list, code.`,
    ]);
  });

  it("a format that does not fit the value, and a currency that is not ISO 4217", () => {
    const wrong = validate({ "pages/index.json": index.replace("{item.price|currency}", "{item.price|date}") });
    expect(lines(wrong)).toHaveLength(1);
    expect(lines(wrong)[0]).toContain('format-not-for-value blocks[1].cards.each.title: "{item.price|date}"');
    const code = validate({ "pages/index.json": index.replace("{item.price|currency}", "{item.price|currency:CAN}") });
    expect(lines(code)).toHaveLength(1);
    expect(lines(code)[0]).toContain('"CAN" is not a currency code (ISO 4217). Did you mean "CAD"?');
    const siteJson = readFileSync(path.join(site, "site.json"), "utf8").replace(
      '"currency": "CAD"',
      '"currency": "cad"',
    );
    expect(lines(validate({ "site.json": siteJson }))).toEqual([
      expect.stringMatching(
        /site\.json:\d+:\d+ unknown-currency currency: "cad" is not a currency code \(ISO 4217\)\. Write it in capitals: "CAD"\.$/,
      ),
    ]);
  });

  it("a site.json that is not JSON: its one message, not that the site names no currency", () => {
    const siteJson = readFileSync(path.join(site, "site.json"), "utf8").replace(
      '"currency": "CAD"',
      "'currency': 'CAD'",
    );
    expect(lines(validate({ "site.json": siteJson }))).toEqual([
      expect.stringMatching(/site\.json:\d+:\d+ json-syntax /),
    ]);
  });

  it("a placeholder the builder does not fill, with did-you-mean", () => {
    const result = validate({
      "pages/index.json": index.replace('"title": "Café Saint-Fiacre"', '"title": "Café {item.price|currency:CAD}"'),
    });
    expect(lines(result)).toEqual([
      expect.stringContaining(
        'unknown-placeholder blocks[0].title: "{item.price|currency:CAD}" is not a placeholder the site fills in',
      ),
    ]);
  });

  it("an {item.…} written with spaces, in a list's each or a page template: said with the form to write", () => {
    const listed = validate({ "pages/index.json": index.replace("{item.price|currency}", "{item.price | currency}") });
    expect(lines(listed)).toEqual([
      expect.stringMatching(
        /unknown-placeholder blocks\[1\]\.cards\.each\.title: "\{item\.price \| currency\}" is not a placeholder the site fills in, .* Write it without spaces: "\{item\.price\|currency\}"\.$/,
      ),
    ]);
    const template = JSON.stringify({
      $schema: "../../../schemas/page.schema.json",
      collection: "workshops",
      seo: { title: "{item.title}", description: "{item.title}, un atelier du café, le {item.date |date:long}." },
      blocks: [{ type: "hero", title: "{item.title}" }],
    });
    expect(lines(validate({ "pages/ateliers/[slug].json": template }))).toEqual([
      expect.stringMatching(
        /unknown-placeholder seo\.description: "\{item\.date \|date:long\}" is not a placeholder the site fills in, .* Write it without spaces: "\{item\.date\|date:long\}"\.$/,
      ),
    ]);
  });

  it("a comparison on a field the items do not have, or of another kind", () => {
    const missing = validate({ "pages/ateliers.json": ateliers.replace('"date": {', '"dates": {') });
    expect(lines(missing)).toEqual([
      expect.stringContaining(
        'bad-list-comparison blocks[1].cards.where.dates: the items of "workshops" have no field "dates" to compare. Did you mean "date"?',
      ),
    ]);
    const kind = validate({ "pages/ateliers.json": ateliers.replace('"date": {', '"seats": {') });
    expect(lines(kind)).toEqual([
      expect.stringContaining('"seats" of "workshops" is a number, so it cannot be compared with a date.'),
    ]);
  });
});

describe("a mistake in an item, told at the item", () => {
  const listing = (title: string) =>
    JSON.stringify({
      $schema: "../../schemas/page.schema.json",
      seo: { title, description: `The café's figures, as the page ${title} lists them.` },
      blocks: [
        { type: "hero", title },
        { type: "stats", items: { collection: "figures" } },
      ],
    });
  const figures = (value: string) => ({
    "collections/figures.schema.json":
      '{ "properties": { "value": { "type": "string" }, "label": { "type": "string" } } }',
    "collections/figures/loaves.json": '{ "value": "120", "label": "Loaves a day" }',
    "collections/figures/cups.json": `{\n  "value": ${JSON.stringify(value)},\n  "label": "Cups"\n}`,
    "pages/one.json": listing("One"),
    "pages/two.json": listing("Two"),
  });

  it("once, at the item's file, line and column, naming the block's field and the pages that list it", () => {
    expect(lines(validate(figures("many")))).toEqual([
      `${site}/collections/figures/cups.json:2:12 wrong-form value: text ("many") is not in the expected form. (the item "cups" of "figures") Expected: The number as shown, with separators and suffix. Exactly one number. Shown as blocks[1].items[0].value on ${site}/pages/one.json and ${site}/pages/two.json.`,
    ]);
  });

  it("names each page that shows it, as the field it shows it in, and only those", () => {
    const three = JSON.parse(listing("Three"));
    three.blocks.splice(1, 0, { type: "markdown", text: "Our figures, counted every week." });
    const two = listing("Two").replace('"figures"', '"figures", "where": { "label": "Loaves a day" }');
    const said = lines(
      validate({ ...figures("many"), "pages/two.json": two, "pages/three.json": JSON.stringify(three) }),
    );
    expect(said).toEqual([
      expect.stringContaining(
        `Shown as blocks[1].items[0].value on ${site}/pages/one.json; as blocks[2].items[0].value on ${site}/pages/three.json.`,
      ),
    ]);
  });

  it("once when the item's own collection schema finds the same mistake: its message, naming the pages", () => {
    const strict = {
      ...figures("many"),
      "collections/figures.schema.json":
        '{ "properties": { "value": { "type": "string", "pattern": "^[^a-z]*\\\\d[^a-z]*$", "description": "The number as shown, with separators and suffix. Exactly one number." }, "label": { "type": "string" } } }',
    };
    expect(lines(validate(strict))).toEqual([
      `${site}/collections/figures/cups.json:2:12 wrong-form value: text ("many") is not in the expected form. Expected: The number as shown, with separators and suffix. Exactly one number. Shown as blocks[1].items[0].value on ${site}/pages/one.json and ${site}/pages/two.json.`,
    ]);
  });

  it("says nothing when the item is right", () => {
    expect(lines(validate(figures("3,000+")))).toEqual([]);
  });
});
