import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const post = (title: string, date: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title, date, ...extra });
const posts = {
  "collections/posts.schema.json": JSON.stringify({
    type: "object",
    properties: { title: { type: "string" }, date: { type: "string", format: "date" }, tags: { type: "array" } },
  }),
  "collections/posts/a.json": post("1", "2026-01-01", { tags: ["news"] }),
  "collections/posts/b.json": post("2", "2026-01-02", { tags: ["news"] }),
  "collections/posts/c.json": post("3", "2026-01-03"),
  "collections/posts/d.json": post("4", "2026-01-04", { tags: ["news"] }),
  "collections/posts/e.json": post("5", "2026-01-05"),
  "collections/posts/f.json": post("6", "2026-01-06", { draft: true }),
};
const listPage = (list: Record<string, unknown>) =>
  JSON.stringify({
    $schema: "../../schemas/page.schema.json",
    seo: { title: "News", description: "The news." },
    blocks: [
      { type: "hero", title: "News" },
      { type: "stats", items: { collection: "posts", each: { value: "{item.title}", label: "{item.date}" }, ...list } },
    ],
  });

function validate(overlay: Record<string, string>) {
  const set = validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { ...posts, ...overlay } });
  const news = set.pages.filter((p) => p.route.startsWith("/news"));
  const titles = (config: unknown) => {
    const items = (config as { blocks: { items: unknown }[] }).blocks[1].items;
    return Array.isArray(items) ? items.map((i: { value: string }) => i.value) : items;
  };
  return { set, news: news.map((p) => ({ route: p.route, file: p.file, pager: p.pager, titles: titles(p.config) })) };
}

describe("a paged list", () => {
  it("makes /news, /news/page/2, … each with its share of the sorted items and its neighbours' addresses", () => {
    const { set, news } = validate({ "pages/news.json": listPage({ sort: "-date", perPage: 2 }) });
    expect(set.diagnostics).toEqual([]);
    expect(news).toEqual([
      {
        route: "/news",
        file: "pages/news.json",
        pager: { number: 1, count: 3, next: "/news/page/2" },
        titles: ["5", "4"],
      },
      {
        route: "/news/page/2",
        file: "pages/news.json",
        pager: { number: 2, count: 3, previous: "/news", next: "/news/page/3" },
        titles: ["3", "2"],
      },
      {
        route: "/news/page/3",
        file: "pages/news.json",
        pager: { number: 3, count: 3, previous: "/news/page/2" },
        titles: ["1"],
      },
    ]);
  });

  it("pages only what where and limit keep", () => {
    const { news } = validate({ "pages/news.json": listPage({ where: { tags: "news" }, sort: "date", perPage: 2 }) });
    expect(news.map((p) => [p.route, p.titles])).toEqual([
      ["/news", ["1", "2"]],
      ["/news/page/2", ["4"]],
    ]);
    const limited = validate({ "pages/news.json": listPage({ sort: "date", limit: 2, perPage: 2 }) });
    expect(limited.news.map((p) => [p.route, p.titles, p.pager?.count])).toEqual([["/news", ["1", "2"], 1]]);
  });

  it("keeps a list without perPage on one page with no pager (what stays the same)", () => {
    const { set, news } = validate({ "pages/news.json": listPage({ sort: "-date" }) });
    expect(set.diagnostics).toEqual([]);
    expect(news).toEqual([
      { route: "/news", file: "pages/news.json", pager: undefined, titles: ["5", "4", "3", "2", "1"] },
    ]);
  });

  it("reports a perPage that is not a whole number above 0, once, at its line", () => {
    const { set } = validate({ "pages/news.json": listPage({ perPage: 0 }) });
    expect(set.diagnostics.map((d) => [d.code, d.file, d.pointer, d.message])).toEqual([
      [
        "bad-list-option",
        "pages/news.json",
        "/blocks/1/items/perPage",
        "blocks[1].items.perPage: perPage is how many items each page of the list shows: a whole number above 0.",
      ],
    ]);
  });

  it("reports perPage on a page template, where a list cannot be paged", () => {
    const template = JSON.stringify({
      $schema: "../../../schemas/page.schema.json",
      collection: "posts",
      seo: { title: "{item.title}", description: "Post {item.title}." },
      blocks: [
        { type: "hero", title: "{item.title}" },
        { type: "stats", items: { collection: "posts", perPage: 2, each: { value: "{item.title}", label: "x" } } },
      ],
    });
    const { set } = validate({ "pages/news/[slug].json": template });
    expect(set.diagnostics.map((d) => [d.code, d.pointer])).toEqual([["bad-list-option", "/blocks/1/items/perPage"]]);
  });
});
