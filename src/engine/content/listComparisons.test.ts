// Comparisons in a list's "where": dates against "today" or a date, numbers against numbers; and what a
// comparison gets wrong for its collection, said at its place with the fix.
import { describe, expect, it } from "vitest";
import { listItems } from "./collectionLists.ts";
import type { ContentCollection, ContentCollections, ContentItem } from "./contentTypes.ts";
import { fieldFacts } from "./fieldFacts.ts";
import { comparisonIssues, passes, readsToday } from "./listComparisons.ts";

const item = (slug: string, data: Record<string, unknown>, draft = false): ContentItem => ({
  collection: "workshops",
  slug,
  file: `collections/workshops/${slug}.json`,
  pointer: "",
  data,
  draft,
});
const schema = {
  type: "object",
  properties: {
    title: { type: "string" },
    date: { type: "string", format: "date" },
    seats: { type: "integer" },
    day: { type: "string" },
  },
};
const workshops: ContentCollection = {
  name: "workshops",
  schemaFile: "collections/workshops.schema.json",
  items: [
    item("past", { date: "2026-12-05", seats: 8 }),
    item("today", { date: "2027-01-15", seats: 20 }),
    item("soon", { date: "2027-02-13", seats: 12 }),
    item("later", { date: "2027-03-20", seats: 30 }),
    item("draft", { date: "2027-02-01", seats: 5 }, true),
  ],
  bySlug: {},
  references: [],
  fields: fieldFacts(schema),
};
const slugs = (where: Record<string, unknown>, today: string, sort?: string) =>
  listItems(
    { collection: "workshops", where: where as never, ...(sort ? { sort } : {}) },
    { workshops } as ContentCollections,
    today,
  ).map((i) => i.slug);

describe("a list of the items after, before, from or to a bound", () => {
  it('keeps the items after "today", the day of the build, and another list on another day', () => {
    expect(slugs({ date: { after: "today" } }, "2027-01-15")).toEqual(["soon", "later"]);
    expect(slugs({ date: { from: "today" } }, "2027-01-15")).toEqual(["today", "soon", "later"]);
    expect(slugs({ date: { after: "today" } }, "2027-02-20")).toEqual(["later"]);
    expect(slugs({ date: { before: "today" } }, "2027-01-15", "-date")).toEqual(["past"]);
  });

  it("compares with a date and with numbers, bounds kept or left out, and sorts on the field", () => {
    expect(slugs({ date: { from: "2027-01-15", to: "2027-02-13" } }, "2000-01-01")).toEqual(["today", "soon"]);
    expect(slugs({ seats: { from: 12, before: 30 } }, "2000-01-01", "-seats")).toEqual(["today", "soon"]);
  });

  it("keeps equality as it was", () => {
    expect(slugs({ seats: 12 }, "2027-01-15")).toEqual(["soon"]);
  });

  it("compares a moment with a day by its day, and never a value of another kind", () => {
    expect(passes("2027-01-15T18:30", { after: "today" }, "2027-01-15")).toBe(false);
    expect(passes("2027-01-15T18:30", { from: "today" }, "2027-01-15")).toBe(true);
    expect(passes(12, { after: "today" }, "2027-01-15")).toBe(false);
    expect(passes("12", { from: 5 }, "2027-01-15")).toBe(false);
  });

  it("knows which lists read the day: they change without an edit, from one build to the next", () => {
    expect(readsToday({ date: { after: "today" } })).toBe(true);
    expect(readsToday({ date: { after: "2027-01-01" }, tags: "today" })).toBe(false);
    expect(readsToday(undefined)).toBe(false);
  });
});

describe("a comparison's mistakes", () => {
  const issues = (where: Record<string, unknown>) =>
    comparisonIssues(where, workshops, "/blocks/1/cards/where").map((i) => [i.pointer, i.at, i.message, i.hint]);

  it("names a field the items do not have, with the one meant", () => {
    expect(issues({ dates: { after: "today" } })).toEqual([
      [
        "/blocks/1/cards/where/dates",
        "key",
        'blocks[1].cards.where.dates: the items of "workshops" have no field "dates" to compare.',
        'Did you mean "date"? Its fields: title, date, seats, day (collections/workshops.schema.json).',
      ],
    ]);
  });

  it("says a field of another kind cannot be compared, and how a text of dates can", () => {
    expect(issues({ day: { after: "today" } })[0].slice(2)).toEqual([
      'blocks[1].cards.where.day: "day" of "workshops" is a text, so it cannot be compared with a date.',
      'If it holds dates, give it "format": "date" in collections/workshops.schema.json.',
    ]);
    expect(issues({ seats: { after: "today" } })[0][2]).toBe(
      'blocks[1].cards.where.seats: "seats" of "workshops" is a number, so it cannot be compared with a date.',
    );
    expect(issues({ date: { from: 3 } })[0][2]).toContain("is a date, so it cannot be compared with a number");
  });

  it("names an unknown comparison and a bound that is not one", () => {
    expect(issues({ date: { afer: "today" } })[0].slice(0, 2)).toEqual(["/blocks/1/cards/where/date/afer", "key"]);
    expect(issues({ date: { afer: "today" } })[0][3]).toContain('Did you mean "after"?');
    expect(issues({ date: { after: "Today" } })[0][3]).toBe('Write "today" in small letters.');
    expect(issues({ date: { after: "next week" } })[0][2]).toContain('is not a number, a date (YYYY-MM-DD) or "today"');
    expect(issues({ date: {} })[0][2]).toContain("names at least one bound");
  });

  it("says nothing of right comparisons and of equality", () => {
    expect(issues({ date: { after: "today" }, seats: { from: 1, to: 12 }, title: "x" })).toEqual([]);
  });
});
