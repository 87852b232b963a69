import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import {
  dateFieldOf,
  fieldOfProblem,
  fieldsPagesName,
  filledFields,
  namedWithDate,
  newItemSlug,
  newItemText,
} from "./newItem";

describe("the fields the site's pages name for a collection's items", () => {
  it("takes its template's {item.…} and the lists of it, not the lists of another collection nor a group page", () => {
    const template = {
      collection: "posts",
      seo: { title: "{item.title}" },
      blocks: [
        { type: "image", src: "{item.image}", alt: "" },
        { type: "markdown", text: "{item.body}" },
        { type: "card-grid", cards: { collection: "authors", each: { title: "{item.name}" } } },
        {
          type: "card-grid",
          cards: { collection: "posts", limit: 3, each: { href: "{item.url}", d: "{item.summary}" } },
        },
      ],
    };
    const index = { blocks: [{ type: "card-grid", cards: { collection: "posts", each: { t: "{item.teaser}" } } }] };
    const tags = { collection: "posts", groupBy: "tags", blocks: [{ type: "hero", title: "{item.nothing}" }] };
    expect(
      fieldsPagesName("posts", [
        { value: template, template: true },
        { value: index, template: false },
        { value: tags, template: true },
      ]),
    ).toEqual({ fields: ["title", "image", "summary", "teaser"], body: true });
    // the same pages say nothing of the authors but their list's field
    expect(fieldsPagesName("authors", [{ value: template, template: true }])).toEqual({
      fields: ["name"],
      body: false,
    });
  });
});

describe("a new item's name", () => {
  it("has the date first when most of the collection's items have one: the item's date, else today", () => {
    expect(namedWithDate(["2026-01-12-rye", "2026-03-02-spring", "ovens"])).toBe(true);
    expect(namedWithDate(["rye", "spring", "2026-03-02-x"])).toBe(false);
    expect(namedWithDate([])).toBe(false);
    const base = { title: "Knee pain on the stairs: what helps", taken: [], today: "2026-11-28" };
    expect(newItemSlug({ ...base, dated: true })).toBe("2026-11-28-knee-pain-on-the-stairs-what-helps");
    expect(newItemSlug({ ...base, dated: true, date: "2026-12-01" })).toBe(
      "2026-12-01-knee-pain-on-the-stairs-what-helps",
    );
    expect(newItemSlug({ ...base, dated: true, date: "1 December" })).toBe(
      "2026-11-28-knee-pain-on-the-stairs-what-helps",
    );
    expect(newItemSlug({ ...base, dated: false })).toBe("knee-pain-on-the-stairs-what-helps");
  });

  it("gets -2 when the name is taken, and no second date when the title starts with one", () => {
    const taken = ["2026-11-28-spring-menu"];
    expect(newItemSlug({ title: "Spring menu", taken, dated: true, today: "2026-11-28" })).toBe(
      "2026-11-28-spring-menu-2",
    );
    expect(newItemSlug({ title: "2026-11-28 Spring menu", taken: [], dated: true, today: "2026-11-28" })).toBe(
      "2026-11-28-spring-menu",
    );
  });

  it("takes the date from the field called date, else the first field of format date", () => {
    expect(dateFieldOf({ properties: { published: { format: "date" }, date: { format: "date" } } })).toBe("date");
    expect(dateFieldOf({ properties: { title: {}, published: { format: "date" } } })).toBe("published");
    expect(dateFieldOf({ properties: { title: {} } })).toBeUndefined();
  });
});

describe("a new item's text", () => {
  it("is written whole: every field given, the Markdown text, a final newline; empty fields are left out", () => {
    const fields = filledFields({ title: "Spring: what's back #1", date: "2026-11-28", tags: [], summary: " ", n: 0 });
    expect(fields).toEqual({ title: "Spring: what's back #1", date: "2026-11-28", n: 0 });
    const text = newItemText({ format: "md", collection: "posts", slug: "x", fields, body: "Hello.\n\n\n" });
    expect(text).toBe('---\ntitle: "Spring: what\'s back #1"\ndate: 2026-11-28\nn: 0\n---\nHello.\n');
    const yaml = text.split("---\n")[1];
    expect(parseDocument(yaml, { schema: "core" }).toJS()).toEqual({ ...fields, date: "2026-11-28" });
    expect(newItemText({ format: "md", collection: "posts", slug: "x", fields: { title: "T" } })).toBe(
      "---\ntitle: T\n---\n",
    );
  });

  it("is a JSON file with its schema, or an entry at the end of the list file (its id kept as its name)", () => {
    expect(newItemText({ format: "json", collection: "clinics", slug: "x", fields: { name: "A" } })).toBe(
      '{\n  "$schema": "../clinics.schema.json",\n  "name": "A"\n}\n',
    );
    const list = '{\n  "items": [\n    { "slug": "ann", "name": "Ann" }\n  ]\n}\n';
    expect(newItemText({ format: "list", collection: "team", slug: "bo", fields: { name: "Bo" }, list })).toBe(
      '{\n  "items": [\n    { "slug": "ann", "name": "Ann" },\n    {\n      "slug": "bo",\n      "name": "Bo"\n    }\n  ]\n}\n',
    );
    expect(JSON.parse(newItemText({ format: "list", collection: "q", slug: "x", fields: { id: "q1" } }))).toEqual({
      items: [{ id: "q1" }],
    });
  });
});

describe("the field a new item's problem is shown at", () => {
  it("is the missing field, the field a template names, or the one its pointer is in", () => {
    expect(fieldOfProblem({ message: '(top level): missing required field "summary".', pointer: "" }, "")).toBe(
      "summary",
    );
    expect(
      fieldOfProblem({
        message: 'blocks[1].src: "{item.image}" names "image", which the item "x" of "posts" (…) does not have.',
      }),
    ).toBe("image");
    expect(fieldOfProblem({ message: "date: must be a date", pointer: "/items/2/date" }, "/items/2")).toBe("date");
    expect(fieldOfProblem({ message: "date: must be a date", pointer: "/items/1/date" }, "/items/2")).toBeUndefined();
  });
});
