import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupSlug } from "../../src/engine/content/groupPages";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const posts = (tags: Record<string, string[]>) => ({
  "collections/posts.schema.json": JSON.stringify({
    type: "object",
    properties: { title: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
  }),
  ...Object.fromEntries(
    Object.entries(tags).map(([slug, list], i) => [
      `collections/posts/${slug}.json`,
      JSON.stringify({ title: String(i + 1), tags: list }),
    ]),
  ),
});
const tagTemplate = JSON.stringify(
  {
    $schema: "../../../../schemas/page.schema.json",
    collection: "posts",
    groupBy: "tags",
    seo: { title: "Posts on {tag}", description: "Every post tagged {tag}." },
    blocks: [
      { type: "hero", title: "Posts on {tag}" },
      {
        type: "stats",
        items: {
          collection: "posts",
          where: { tags: "{tag}" },
          sort: "title",
          each: { value: "{item.title}", label: "{tag}" },
        },
      },
    ],
  },
  null,
  2,
);

function validate(overlay: Record<string, string>) {
  const set = validateConfigDir(baseDir, schemasDir, baseDir, { overlay });
  const tagPages = set.pages
    .filter((p) => p.route.startsWith("/blog/tags/"))
    .map((p) => {
      const config = p.config as { seo: { title: string }; blocks: { items: { value: string; label: string }[] }[] };
      return [p.route, config.seo.title, config.blocks[1].items.map((i) => `${i.value} ${i.label}`)];
    });
  return { set, tagPages };
}

describe("a page per tag", () => {
  it("makes one page per value of the field, with {tag} filled in and a list of the items having it", () => {
    const { set, tagPages } = validate({
      ...posts({ a: ["Bread", "Rye & Spelt"], b: ["Bread"], c: ["Café"] }),
      "pages/blog/tags/[tag].json": tagTemplate,
    });
    expect(set.diagnostics).toEqual([]);
    expect(tagPages).toEqual([
      ["/blog/tags/bread", "Posts on Bread", ["1 Bread", "2 Bread"]],
      ["/blog/tags/cafe", "Posts on Café", ["3 Café"]],
      ["/blog/tags/rye-spelt", "Posts on Rye & Spelt", ["1 Rye & Spelt"]],
    ]);
  });

  it("reports two values with one slug at groupBy's line", () => {
    const { set } = validate({
      ...posts({ a: ["Rye bread"], b: ["rye-bread"] }),
      "pages/blog/tags/[tag].json": tagTemplate,
    });
    expect(set.diagnostics.map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      [
        "group-slug-collision",
        "pages/blog/tags/[tag].json",
        4,
        'groupBy: the tags "Rye bread" and "rye-bread" both make the address segment "rye-bread", so they would share one page.',
      ],
    ]);
  });

  it("warns at the item of a value one letter from one other items share, with the page it makes", () => {
    const { set, tagPages } = validate({
      ...posts({ a: ["Bread", "Sourdough"], b: ["Sourdough"], c: ["Bread", "Sourdogh"] }),
      "pages/blog/tags/[tag].json": tagTemplate,
    });
    expect(set.diagnostics).toEqual([]);
    expect(set.warnings.map((w) => `${w.file}:${w.line}:${w.column} ${w.code}: ${w.message} ${w.hint}`)).toEqual([
      'collections/posts/c.json:1:30 lone-group-value: tags[1]: "Sourdogh" is on this item alone, so it makes a page of its own (/blog/tags/sourdogh), and the item is not on the page of "Sourdough", which 2 items have. Did you mean "Sourdough"? Leave "Sourdogh" as it is if it is meant to be new.',
    ]);
    // the page is still made: the warning stops nothing
    expect(tagPages.map(([route]) => route)).toContain("/blog/tags/sourdogh");
  });

  it("says nothing of a tag one item has that is not a letter from a shared one, nor of short tags (what stays the same)", () => {
    const { set } = validate({
      ...posts({
        // "Rye" is on one item alone, far from "Bread"; "css" is a letter from "js" and "cs" but short
        a: ["Bread", "js", "Rye"],
        b: ["Bread", "js"],
        c: ["css"],
        // two items each alone with a tag a letter apart: neither is shared, so neither is the slip
        d: ["Spelt"],
        e: ["Spelts"],
      }),
      "pages/blog/tags/[tag].json": tagTemplate,
    });
    expect(set.diagnostics).toEqual([]);
    expect(set.warnings).toEqual([]);
  });

  it("keeps [slug].json a page per item (what stays the same)", () => {
    const { set } = validate({
      ...posts({ a: ["Bread"] }),
      "pages/blog/[slug].json": JSON.stringify({
        $schema: "../../../schemas/page.schema.json",
        collection: "posts",
        seo: { title: "Post {item.title}", description: "Post {item.title}." },
        blocks: [{ type: "hero", title: "{item.title}" }],
      }),
    });
    expect(set.diagnostics).toEqual([]);
    expect(set.pages.filter((p) => p.route.startsWith("/blog")).map((p) => [p.route, p.item])).toEqual([
      ["/blog/a", "posts/a"],
    ]);
  });

  it("slugs values as address segments", () => {
    expect(groupSlug("Sourdough & Rye")).toBe("sourdough-rye");
    expect(groupSlug("  Crème brûlée ")).toBe("creme-brulee");
    expect(groupSlug("2026")).toBe("2026");
  });
});
