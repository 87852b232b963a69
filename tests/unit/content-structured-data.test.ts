import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";
import { loadResolved } from "./support/renderPage";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const posts = {
  "collections/posts.schema.json": JSON.stringify({
    type: "object",
    properties: {
      title: { type: "string" },
      date: { type: "string" },
      updated: { type: "string" },
      picture: { type: "string" },
      by: { type: "string", "x-reference": "people" },
      summary: { type: "string" },
    },
  }),
  "collections/posts/knees.json": JSON.stringify({
    title: "Knee care",
    date: "2026-03-14",
    updated: "2026-04-01",
    picture: "/blog/knee.jpg",
    by: "ana",
    summary: "Five habits.",
  }),
  "collections/posts/news.json": JSON.stringify({ title: "We moved", date: "2026-01-05" }),
  "collections/people.schema.json": JSON.stringify({ type: "object", properties: { name: { type: "string" } } }),
  "collections/people/ana.json": JSON.stringify({ name: "Ana Ruiz" }),
};

const template = (structuredData: string) =>
  [
    "{",
    '  "$schema": "../../../schemas/page.schema.json",',
    '  "collection": "posts",',
    `  "structuredData": ${structuredData},`,
    '  "seo": { "title": "{item.title}", "description": "About {item.title}." },',
    '  "blocks": [{ "type": "hero", "title": "{item.title}" }]',
    "}",
  ].join("\n");

const validate = (structuredData: string, overlay: Record<string, string> = {}) =>
  validateConfigDir(baseDir, schemasDir, baseDir, {
    overlay: { ...posts, "pages/blog/[slug].json": template(structuredData), ...overlay },
  });

describe("BlogPosting facts of a template's items", () => {
  it("takes the fields the template names: dates, the referenced author's name, picture, summary", () => {
    const set = validate(
      '{ "type": "BlogPosting", "modified": "updated", "author": "by", "image": "picture", "description": "summary" }',
    );
    expect(set.diagnostics).toEqual([]);
    const byRoute = Object.fromEntries(set.pages.map((p) => [p.route, p.blogPosting]));
    expect(byRoute["/blog/knees"]).toEqual({
      title: "Knee care",
      published: "2026-03-14",
      modified: "2026-04-01",
      author: "Ana Ruiz",
      image: "/blog/knee.jpg",
      description: "Five habits.",
    });
    // an item without the optional fields gets none of them (the business is then its author)
    expect(byRoute["/blog/news"]).toEqual({ title: "We moved", published: "2026-01-05" });
  });

  it("pages of a template without structuredData, and other pages, carry none", () => {
    const set = validateConfigDir(baseDir, schemasDir, baseDir, {
      overlay: {
        ...posts,
        "pages/blog/[slug].json": template('{ "type": "BlogPosting" }').replace(/.*structuredData.*\n/, ""),
      },
    });
    expect(set.diagnostics).toEqual([]);
    expect(set.pages.filter((p) => p.blogPosting)).toEqual([]);
  });

  it("an item without its date is a problem at the field's line, naming the item", () => {
    const set = validate('{ "type": "BlogPosting", "date": "updated" }');
    expect(set.diagnostics.map((d) => [d.file, d.line, d.code])).toEqual([
      ["pages/blog/[slug].json", 4, "structured-data-field-missing"],
    ]);
    expect(set.diagnostics[0].message).toBe(
      'structuredData.date: the item "news" of "posts" (collections/posts/news.json) has no date (YYYY-MM-DD) in "updated", which a BlogPosting needs.',
    );
  });

  it("an optional field no item has is one problem with did-you-mean", () => {
    const set = validate('{ "type": "BlogPosting", "image": "pictures" }');
    expect(set.diagnostics.map((d) => [d.code, d.message, d.hint])).toEqual([
      [
        "structured-data-field-missing",
        'structuredData.image: no item of "posts" has a field "pictures".',
        'Did you mean "picture"? Or remove "image".',
      ],
    ]);
  });

  it("an unknown setting gets did-you-mean from the page schema", () => {
    const set = validate('{ "type": "BlogPosting", "autor": "by" }');
    expect(set.diagnostics.map((d) => d.code)).toContain("unknown-field");
    expect(set.diagnostics.map((d) => d.message).join("\n")).toMatch(/autor/);
  });
});

it("the journal fixture's posts carry their BlogPosting facts through the resolve step", () => {
  const { pages } = loadResolved("tests/fixtures/sites/journal");
  const post = pages.find((p) => p.route === "/blog/spring-menu")!;
  expect(post.config.blogPosting).toMatchObject({
    title: "Spring menu: what comes back",
    published: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    author: "Mara Lind",
  });
  expect(pages.find((p) => p.route === "/blog")!.config.blogPosting).toBeUndefined();
});

describe("locations from a collection", () => {
  const clinics = {
    "collections/clinics.schema.json": JSON.stringify({
      type: "object",
      required: ["name", "address"],
      properties: {
        name: { type: "string" },
        address: { type: "object" },
        phone: { type: "string" },
        openingHours: { type: "array" },
      },
    }),
    "collections/clinics/riverside.json": JSON.stringify({
      name: "Riverside",
      address: { street: "12 River Walk", locality: "Springfield", country: "US" },
      phone: "+1 541 555 0100",
      openingHours: [{ days: ["monday"], opens: "08:00", closes: "18:00" }],
    }),
    "collections/clinics/hilltop.md":
      "---\nname: Hilltop\naddress:\n  street: 3 Hill Rd\n  locality: Eugene\n  country: US\nphone: +1 541 555 0199\nopeningHours:\n  - days: [tuesday]\n    opens: '09:00'\n    closes: '17:00'\n---\n",
  };
  const page = (each: string) =>
    JSON.stringify({
      $schema: "../../schemas/page.schema.json",
      seo: { title: "Our clinics", description: "Where to find us." },
      blocks: [
        { type: "hero", title: "Our clinics" },
        { type: "locations", places: { collection: "clinics", sort: "name", each: JSON.parse(each) } },
      ],
    });
  const validateWith = (each: string) =>
    validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { ...clinics, "pages/clinics.json": page(each) } });

  it("the locations block takes its places from a collection with the list syntax, each checked as a place", () => {
    const set = validateWith(
      '{ "name": "{item.name}", "address": "{item.address}", "phone": "{item.phone}", "openingHours": "{item.openingHours}" }',
    );
    expect(set.diagnostics).toEqual([]);
    const config = set.pages.find((p) => p.route === "/clinics")!.config as { blocks: { places: unknown[] }[] };
    expect(config.blocks[1].places).toEqual([
      {
        name: "Hilltop",
        address: { street: "3 Hill Rd", locality: "Eugene", country: "US" },
        phone: "+1 541 555 0199",
        openingHours: [{ days: ["tuesday"], opens: "09:00", closes: "17:00" }],
      },
      {
        name: "Riverside",
        address: { street: "12 River Walk", locality: "Springfield", country: "US" },
        phone: "+1 541 555 0100",
        openingHours: [{ days: ["monday"], opens: "08:00", closes: "18:00" }],
      },
    ]);
  });

  it("an item's place that is not a place (an address without its country) is a located problem", () => {
    const set = validateConfigDir(baseDir, schemasDir, baseDir, {
      overlay: {
        ...clinics,
        "collections/clinics/riverside.json": JSON.stringify({ name: "Riverside", address: { street: "1 A St" } }),
        "pages/clinics.json": page('{ "name": "{item.name}", "address": "{item.address}" }'),
      },
    });
    expect(set.diagnostics.map((d) => [d.file, d.code, d.pointer])).toEqual([
      ["pages/clinics.json", "missing-field", "/blocks/1/places/1/address"],
      ["pages/clinics.json", "missing-field", "/blocks/1/places/1/address"],
    ]);
    expect(set.diagnostics.map((d) => d.message).join("\n")).toMatch(/"locality"[^]*"country"/);
  });
});
