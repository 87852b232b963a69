import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadResolved } from "../../../tests/unit/support/renderPage";
import type { PreviewResponse } from "../shared/api";
import { createPreviewResolver, unfilledItemPlaceholder } from "./previewResolver";

// The journal fixture: a blog index whose card grid is taken from the posts, each card linking to "{item.url}".
const configDir = path.resolve("tests/fixtures/sites/journal");
const schemasDir = path.resolve("schemas");
const blocksOf = (file: string) =>
  (JSON.parse(readFileSync(path.join(configDir, file), "utf8")) as { blocks: unknown[] }).blocks;
const shown = (response: PreviewResponse) =>
  response.blocks.map((entry) => ("block" in entry ? entry.block : "problem" in entry ? entry.problem : entry));

describe("the preview of a list taken from a collection", () => {
  it("fills {item.url} with the item's page, as the build does (it failed: the preview knew no page template)", async () => {
    const preview = createPreviewResolver({ configDir, schemasDir });
    const response = await preview({
      blocks: blocksOf("pages/blog/index.json").map((value) => ({ value })),
      drafts: {},
    });
    const [, grid] = shown(response) as [unknown, { cards: Array<{ link: { href: string } }> }];
    expect(typeof grid).toBe("object");
    expect(grid.cards.map((card) => card.link.href)).toEqual(["/blog/spring-menu", "/blog/rye-starter"]);
  });

  it("gives the blog page exactly the blocks the build renders", async () => {
    const built = loadResolved(path.relative(process.cwd(), configDir));
    const page = built.pages.find((p) => p.route === "/blog")!;
    const preview = createPreviewResolver({ configDir, schemasDir });
    const response = await preview({
      blocks: blocksOf("pages/blog/index.json").map((value) => ({ value })),
      drafts: {},
      route: "/blog",
    });
    expect(shown(response)).toEqual(page.config.blocks);
  });

  it("says which field an item page's block lacks instead of asking for the file /{item.image}", async () => {
    const preview = createPreviewResolver({ configDir, schemasDir });
    const response = await preview({
      blocks: [
        { value: { type: "image", src: "{item.image}", alt: "A loaf" } },
        { value: { type: "hero", title: "Rye" } },
      ],
      drafts: {},
    });
    const [image, hero] = shown(response);
    expect(image).toMatch(/"\{item\.image\}" names a field the item does not have yet/);
    expect(hero).toMatchObject({ type: "hero", title: "Rye" });
  });
});

describe("the preview of a page in another language", () => {
  it("takes its lists in that language, with the language's item pages, exactly as the build", async () => {
    const dir = path.resolve("tests/fixtures/sites/two-languages");
    const built = loadResolved(path.relative(process.cwd(), dir));
    const preview = createPreviewResolver({ configDir: dir, schemasDir });
    for (const route of ["/news", "/ar/news"]) {
      const file = `pages${route}.json`;
      const blocks = (JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { blocks: unknown[] }).blocks;
      const response = await preview({ blocks: blocks.map((value) => ({ value })), drafts: {}, route });
      expect(shown(response), route).toEqual(built.pages.find((p) => p.route === route)!.config.blocks);
    }
  });
});

describe("unfilledItemPlaceholder", () => {
  it("finds an {item.…} left in any text of a value, and nothing in a value without one", () => {
    expect(unfilledItemPlaceholder({ a: [{ b: "By {item.author.name}" }] })).toBe("{item.author.name}");
    expect(unfilledItemPlaceholder({ a: ["{product}", "{{name}}", "{item}", 3, null] })).toBeUndefined();
  });
});

// The bakery fixture: sections/order-for-events.json used on / and /order with its inputs, sections/bread-news.json
// shown above the footer of every page but /privacy-policy (site.json "sections").
describe("the preview of linked sections and site-wide sections", () => {
  const layouts = path.resolve("tests/fixtures/sites/layouts");
  const pageBlocks = (file: string) =>
    (JSON.parse(readFileSync(path.join(layouts, file), "utf8")) as { blocks: unknown[] }).blocks;
  const band = (list: NonNullable<PreviewResponse["bands"]>["beforeFooter"]) =>
    list.map(({ entry }) => ("block" in entry ? entry.block : entry));

  it("gives a page exactly the blocks the build renders: its sections filled with the uses' inputs, the bands around", async () => {
    const built = loadResolved(path.relative(process.cwd(), layouts));
    const preview = createPreviewResolver({ configDir: layouts, schemasDir });
    for (const [file, route] of [
      ["pages/order.json", "/order"],
      ["pages/index.json", "/"],
      ["pages/privacy-policy.json", "/privacy-policy"],
    ]) {
      const page = built.pages.find((p) => p.route === route)!;
      const response = await preview({
        blocks: pageBlocks(file).map((value) => ({ value })),
        drafts: {},
        route,
        bands: "page",
      });
      const bands = response.bands!;
      expect([...band(bands.afterHeader), ...shown(response), ...band(bands.beforeFooter)], route).toEqual(
        page.config.blocks,
      );
    }
  });

  it("names each band's place in site.json; a not-found page has every band; without `bands`, none", async () => {
    const preview = createPreviewResolver({ configDir: layouts, schemasDir });
    const ask = (bands?: "page" | "not-found") =>
      preview({ blocks: [], drafts: {}, route: "/privacy-policy", ...(bands ? { bands } : {}) });
    expect((await ask("page")).bands).toEqual({ afterHeader: [], beforeFooter: [] });
    const all = (await ask("not-found")).bands!;
    expect(all.beforeFooter.map((b) => b.path)).toEqual(["sections.beforeFooter[0]"]);
    expect((await ask()).bands).toBeUndefined();
  });

  it("shows a site.json being edited: a band added to it appears before it is saved", async () => {
    const preview = createPreviewResolver({ configDir: layouts, schemasDir });
    const site = JSON.parse(readFileSync(path.join(layouts, "site.json"), "utf8"));
    const draft = {
      ...site,
      sections: { ...site.sections, afterHeader: [{ ref: "order-for-events", inputs: { heading: "Open Sunday" } }] },
    };
    const response = await preview({ blocks: [], drafts: { "site.json": draft }, route: "/order", bands: "page" });
    const [first] = band(response.bands!.afterHeader) as Array<{ blocks: Array<{ title: string }> }>;
    expect(first.blocks[0].title).toBe("Open Sunday");
  });
});
