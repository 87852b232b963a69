import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { validConfigSet, validateConfigDir } from "../../../src/engine/validateConfigDir";
import { repoRoot, schemasDir } from "../../../src/engine/projectPaths";
import { contentKey } from "./lastModified";
import { type PageSiteBlocks, planPages } from "./pagePlan";

const journal = path.join(repoRoot, "tests/fixtures/sites/journal");
const now = new Date("2026-06-01T00:00:00Z");

/** Each page's key, with some files of the journal fixture changed (the editor's overlay). */
function keys(overlay: Record<string, string> = {}): Record<string, string> {
  const set = validConfigSet(validateConfigDir(journal, schemasDir, repoRoot, { overlay }));
  if (!set) throw new Error("the journal fixture should be valid");
  const plan = planPages(resolveConfigSet(set, now), { codeHash: "code", configDir: journal, cwd: repoRoot });
  return Object.fromEntries(plan.map((p) => [p.route, p.key]));
}

const changed = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((r) => a[r] !== b[r]).sort();

const edited = (inside: string, from: string, to: string) => {
  const text = readFileSync(path.join(journal, inside), "utf8");
  expect(text).toContain(from);
  return { [inside]: text.replace(from, to) };
};

describe("page keys over a collection", () => {
  const before = keys();

  it("stay the same when nothing changed", () => {
    expect(changed(before, keys())).toEqual([]);
  });

  it("give each page the content key of its route and config, as builds before did (its lastmod day is kept)", () => {
    const set = validConfigSet(validateConfigDir(journal, schemasDir, repoRoot))!;
    const site = resolveConfigSet(set, now);
    const plan = planPages(site, { codeHash: "code", configDir: journal, cwd: repoRoot });
    expect(plan.filter((p) => p.content).length).toBe(site.pages.length);
    for (const entry of site.pages)
      expect(plan.find((p) => p.route === entry.route)?.content?.key).toBe(
        contentKey({ route: entry.route, config: entry.config }),
      );
  });

  it("editing one post changes its page and the list showing it, nothing else", () => {
    const after = keys(edited("collections/posts/rye-starter.md", "How we feed", "How we keep"));
    expect(changed(before, after)).toEqual(["/blog", "/blog/rye-starter"]);
  });

  it("a field no page shows changes no page", () => {
    const after = keys(edited("collections/posts/rye-starter.md", "  - bread", "  - rye"));
    expect(changed(before, after)).toEqual([]);
  });

  it("editing a referenced author changes the pages of the posts that name it, not the index", () => {
    const after = keys(edited("collections/authors/mara.json", "Head baker", "Baker"));
    expect(changed(before, after)).toEqual(["/blog/rye-starter", "/blog/spring-menu"]);
  });

  it("adding a post adds its page and changes the list", () => {
    const after = keys({
      "collections/posts/bagels.md":
        "---\ntitle: Bagels on Fridays\ndate: 2026-04-03\nsummary: Boiled then baked, from April.\nauthor: mara\n---\nText.\n",
    });
    expect(changed(before, after)).toEqual(["/blog", "/blog/bagels"]);
  });
});

describe("page keys over a paged index", () => {
  const paged = edited("pages/blog/index.json", '"limit": 10,', '"perPage": 1,');
  const before = keys(paged);

  it("pages the index, one post a page: /blog and /blog/page/2", () => {
    expect(Object.keys(before).filter((r) => r.startsWith("/blog/page"))).toEqual(["/blog/page/2"]);
  });

  it("adding a post changes the index pages, adds its own page and a third index page, nothing else", () => {
    const after = keys({
      ...paged,
      "collections/posts/bagels.md":
        "---\ntitle: Bagels on Fridays\ndate: 2026-04-03\nsummary: Boiled then baked, from April.\nauthor: mara\n---\nText.\n",
    });
    expect(changed(before, after)).toEqual(["/blog", "/blog/bagels", "/blog/page/2", "/blog/page/3"]);
  });

  it("removing the older post removes its page and the second index page, and changes the first, nothing else", () => {
    const after = keys({ ...paged, ...edited("collections/posts/rye-starter.md", "---\n", "---\ndraft: true\n") });
    expect(changed(before, after)).toEqual(["/blog", "/blog/page/2", "/blog/rye-starter"]);
  });
});

describe("page keys over tag pages and the feed", () => {
  const tagPage = {
    "pages/blog/tags/[tag].json": JSON.stringify({
      $schema: "../../../../schemas/page.schema.json",
      collection: "posts",
      groupBy: "tags",
      seo: { title: "Posts on {tag}", description: "Every post of the journal about {tag}." },
      blocks: [
        { type: "hero", title: "Posts on {tag}" },
        {
          type: "card-grid",
          variant: "article",
          cards: {
            collection: "posts",
            where: { tags: "{tag}" },
            sort: "-date",
            each: { title: "{item.title}", description: "{item.summary}" },
          },
        },
      ],
    }),
  };
  const before = keys(tagPage);
  const feedTitles = (overlay: Record<string, string>) => {
    const set = validConfigSet(validateConfigDir(journal, schemasDir, repoRoot, { overlay }));
    return resolveConfigSet(set!, now).feeds.flatMap((f) => f.items.map((i) => i.title));
  };

  it("makes a page per tag", () => {
    expect(Object.keys(before).filter((r) => r.startsWith("/blog/tags/"))).toEqual([
      "/blog/tags/bread",
      "/blog/tags/menu",
    ]);
  });

  it("editing a post's title changes its page, the index and its tag's page, not the other tag's; the feed has it", () => {
    const title = edited("collections/posts/rye-starter.md", "Keeping a rye", "Keeping our rye");
    const after = keys({ ...tagPage, ...title });
    expect(changed(before, after)).toEqual(["/blog", "/blog/rye-starter", "/blog/tags/bread"]);
    expect(feedTitles({ ...tagPage, ...title })).toContain("Keeping our rye starter through winter");
    expect(feedTitles(tagPage)).not.toContain("Keeping our rye starter through winter");
  });

  it("editing a post's body changes its page alone", () => {
    const after = keys({ ...tagPage, ...edited("collections/posts/rye-starter.md", "older than", "as old as") });
    expect(changed(before, after)).toEqual(["/blog/rye-starter"]);
  });
});

describe("page keys with a site's own blocks", () => {
  const bakery = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
  /** Each page's key, with the site blocks' hashes given (none: a site without blocks/). */
  function siteKeys(siteBlocks?: PageSiteBlocks, overlay: Record<string, string> = {}): Record<string, string> {
    const set = validConfigSet(validateConfigDir(bakery, schemasDir, repoRoot, { overlay }));
    if (!set) throw new Error("the bakery-menu fixture should be valid");
    const plan = planPages(resolveConfigSet(set, now), {
      codeHash: "code",
      configDir: bakery,
      cwd: repoRoot,
      siteBlocks,
    });
    return Object.fromEntries(plan.map((p) => [p.route, p.key]));
  }
  const blocks = (hash: string, bundle = "islands"): PageSiteBlocks => ({
    byType: new Map([["price-list", hash]]),
    bundle,
  });
  /** The order page also showing the price list, inside a column (as the walker finds it). */
  const nested = (() => {
    const order = JSON.parse(readFileSync(path.join(bakery, "pages/order.json"), "utf8")) as { blocks: unknown[] };
    const list = { type: "price-list", sections: [{ title: "Cakes", items: [{ name: "Carrot cake", price: 4 }] }] };
    order.blocks.push({
      type: "columns",
      columns: [{ blocks: [list] }, { blocks: [{ type: "markdown", text: "Hi." }] }],
    });
    return { "pages/order.json": JSON.stringify(order) };
  })();

  it("change with the code of a site block for exactly the pages that show it", () => {
    expect(changed(siteKeys(blocks("a")), siteKeys(blocks("b")))).toEqual(["/menu"]);
  });

  it("count a site block nested in a column", () => {
    expect(changed(siteKeys(blocks("a"), nested), siteKeys(blocks("b"), nested))).toEqual(["/menu", "/order"]);
  });

  it("stay the same for the pages without one: the same code, the same keys", () => {
    expect(changed(siteKeys(blocks("a")), siteKeys(blocks("a")))).toEqual([]);
  });

  it("change everywhere when the bundle's islands do", () => {
    const before = siteKeys(blocks("a"));
    expect(changed(before, siteKeys(blocks("a", "other islands")))).toEqual(Object.keys(before).sort());
  });

  it("are the keys of a site without blocks when no site block type is given", () => {
    expect(siteKeys({ byType: new Map(), bundle: "islands" })).toEqual(siteKeys());
  });
});

describe("page keys and the logo files' sizes", () => {
  const set = validConfigSet(validateConfigDir(journal, schemasDir, repoRoot))!;
  const site = resolveConfigSet(set, now);
  const keysWith = (logoSizes: typeof site.logoSizes) =>
    Object.fromEntries(
      planPages({ ...site, logoSizes }, { codeHash: "code", configDir: journal, cwd: repoRoot }).map((p) => [
        p.route,
        p.key,
      ]),
    );
  const before = keysWith({ "/logo.svg": { width: 120, height: 32 } });

  it("change on every page when a logo file is of another size: the header and footer draw it at its size", () => {
    const after = keysWith({ "/logo.svg": { width: 160, height: 32 } });
    expect(changed(before, after)).toEqual(Object.keys(before).sort());
  });

  it("stay the same when the logo files' sizes do", () => {
    expect(changed(before, keysWith({ "/logo.svg": { width: 120, height: 32 } }))).toEqual([]);
  });
});

describe("page keys and the build's day", () => {
  const firstSite = path.join(repoRoot, "pages-config");
  const set = validConfigSet(validateConfigDir(firstSite, schemasDir, repoRoot))!;
  const keysOn = (day: string) =>
    Object.fromEntries(
      planPages(resolveConfigSet(set, new Date(`${day}T12:00:00Z`)), {
        codeHash: "code",
        configDir: firstSite,
        cwd: repoRoot,
      }).map((p) => [p.route, p.key]),
    );
  const before = keysOn("2026-11-30");

  it('change on the next day for the pages showing a legal text updated "today", and only those', () => {
    expect(readFileSync(path.join(firstSite, "pages/privacy-policy.json"), "utf8")).toContain('"lastUpdated": "today"');
    expect(changed(before, keysOn("2026-12-01"))).toEqual(["/privacy-policy"]);
  });

  it("stay the same within the day", () => {
    expect(changed(before, keysOn("2026-11-30"))).toEqual([]);
  });
});
