import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const clinics = {
  "collections/clinics.schema.json": JSON.stringify({
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string" },
      phone: { type: "string" },
      head: { type: "string", "x-reference": "physios" },
      stats: { type: "array" },
      address: { type: "object", properties: { city: { type: "string" } } },
    },
  }),
  "collections/clinics/riverside.json": JSON.stringify({
    name: "Riverside",
    phone: "555-0100",
    head: "ann",
    address: { city: "Leeds" },
    stats: [{ value: "4", label: "Physios" }],
  }),
  "collections/clinics/hilltop.md":
    "---\nname: Hilltop\nhead: ann\naddress:\n  city: York\nstats:\n  - value: '2'\n    label: Physios\n---\nText.\n",
  "collections/clinics/soon.md": "---\nname: Soon\ndraft: true\n---\n",
  "collections/physios.schema.json": JSON.stringify({ type: "object", properties: { name: { type: "string" } } }),
  "collections/physios/ann.json": JSON.stringify({ name: "Ann Lee" }),
};

const template = (subtitle: string) =>
  [
    "{",
    '  "$schema": "../../../schemas/page.schema.json",',
    '  "collection": "clinics",',
    '  "seo": { "title": "{item.name} clinic", "description": "Our clinic in {item.address.city}." },',
    '  "blocks": [',
    `    { "type": "hero", "title": "{item.name}", "subtitle": "${subtitle}" },`,
    '    { "type": "stats", "items": "{item.stats}" }',
    "  ]",
    "}",
  ].join("\n");

function validate(overlay: Record<string, string>) {
  return validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { ...clinics, ...overlay } });
}

describe("a page per item", () => {
  it("makes one page per item that is not a draft, with {item.…} filled in, lists taken whole, references followed", () => {
    const set = validate({ "pages/clinics/[slug].json": template("Led by {item.head.name}") });
    expect(set.diagnostics).toEqual([]);
    const made = set.pages.filter((p) => p.route.startsWith("/clinics/"));
    expect(made.map((p) => [p.route, p.file, p.item])).toEqual([
      ["/clinics/hilltop", "pages/clinics/[slug].json", "clinics/hilltop"],
      ["/clinics/riverside", "pages/clinics/[slug].json", "clinics/riverside"],
    ]);
    expect(made[1].config).toMatchObject({
      seo: { title: "Riverside clinic", description: "Our clinic in Leeds." },
      blocks: [
        { type: "hero", title: "Riverside", subtitle: "Led by Ann Lee" },
        { type: "stats", items: [{ value: "4", label: "Physios" }] },
      ],
    });
    // the item's list is shared with the index, not copied per page
    expect((made[1].config as { blocks: { items?: unknown }[] }).blocks[1].items).toBe(
      set.content.clinics.bySlug.riverside.data.stats,
    );
  });

  it("reports a field one item lacks at the template's line, naming that item", () => {
    const set = validate({ "pages/clinics/[slug].json": template("Call {item.phone}") });
    expect(set.diagnostics).toMatchObject([{ file: "pages/clinics/[slug].json", line: 6, code: "item-field-missing" }]);
    expect(set.diagnostics[0].message).toContain('the item "hilltop" of "clinics" (collections/clinics/hilltop.md)');
  });

  it("reports a template naming no collection of the site, with did-you-mean", () => {
    const set = validate({ "pages/clinics/[slug].json": template("x").replace('"clinics"', '"clinic"') });
    expect(set.diagnostics.map((d) => [d.line, d.code, d.hint])).toEqual([
      [3, "template-without-collection", 'Did you mean "clinics"?'],
    ]);
  });

  it("warns about an empty collection behind a template, and makes no page", () => {
    const set = validate({
      "collections/news.schema.json": "{}",
      "collections/news/a.json": '{ "draft": true }',
      "pages/news/[slug].json": template("x").replace('"clinics"', '"news"'),
    });
    expect(set.diagnostics).toEqual([]);
    expect(set.warnings.map((w) => [w.file, w.code])).toEqual([["pages/news/[slug].json", "empty-collection"]]);
    expect(set.pages.some((p) => p.route.startsWith("/news"))).toBe(false);
  });

  it("a site's pages without templates are read as before", () => {
    const set = validateConfigDir(baseDir, schemasDir, baseDir);
    expect(set.pages.map((p) => [p.route, p.item])).toEqual([
      ["/", undefined],
      ["/pricing", undefined],
      ["/privacy-policy", undefined],
    ]);
  });
});

describe("a list from a collection", () => {
  const posts = {
    "collections/posts.schema.json": JSON.stringify({
      type: "object",
      properties: { title: { type: "string" }, date: { type: "string", format: "date" }, tags: { type: "array" } },
    }),
    "collections/posts/a.json": JSON.stringify({ title: "10", date: "2025-12-30", tags: ["news"] }),
    "collections/posts/b.json": JSON.stringify({ title: "20", date: "2026-02-01", tags: ["news"] }),
    "collections/posts/c.json": JSON.stringify({ title: "30", date: "2026-01-15", tags: ["menu"] }),
    "collections/posts/d.json": JSON.stringify({ title: "40", date: "2026-03-01", tags: ["news"], draft: true }),
  };
  const listPage = (list: Record<string, unknown>) =>
    JSON.stringify({
      $schema: "../../schemas/page.schema.json",
      seo: { title: "News", description: "The news." },
      blocks: [
        { type: "hero", title: "News" },
        {
          type: "stats",
          items: { collection: "posts", each: { value: "{item.title}", label: "{item.date}" }, ...list },
        },
      ],
    });
  const statsOf = (overlay: Record<string, string>) => {
    const set = validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { ...posts, ...overlay } });
    const page = set.pages.find((p) => p.route === "/news")?.config as { blocks: { items?: unknown }[] } | undefined;
    return { diagnostics: set.diagnostics, items: page?.blocks[1].items };
  };

  it("filters, sorts dates as dates (newest first), limits, and leaves drafts out", () => {
    const { diagnostics, items } = statsOf({
      "pages/news.json": listPage({ where: { tags: "news" }, sort: "-date", limit: 5 }),
    });
    expect(diagnostics).toEqual([]);
    expect(items).toEqual([
      { value: "20", label: "2026-02-01" },
      { value: "10", label: "2025-12-30" },
    ]);
    expect(statsOf({ "pages/news.json": listPage({ sort: "date", limit: 2 }) }).items).toEqual([
      { value: "10", label: "2025-12-30" },
      { value: "30", label: "2026-01-15" },
    ]);
  });

  it("checks the entries made by the block's own schema, at the list's line", () => {
    const { diagnostics } = statsOf({ "pages/news.json": listPage({ where: { tags: "nothing" } }) });
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([["too-few-items", "/blocks/1/items"]]);
  });

  it("reports an unknown option with did-you-mean", () => {
    const { diagnostics } = statsOf({ "pages/news.json": listPage({ sortBy: "-date" }) });
    expect(diagnostics.map((d) => [d.code, d.hint])).toEqual([
      ["bad-list-option", 'Did you mean "sort"? Options: collection, each, where, sort, limit, perPage.'],
    ]);
  });
});
