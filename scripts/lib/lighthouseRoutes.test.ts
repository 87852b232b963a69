import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { allRoutes, builtPages, oneRoutePerKind } from "./lighthouseRoutes";
import { routesProblem } from "./measuredSite";

const site = (name: string) => path.join(repoRoot, "tests/fixtures/sites", name);

describe("the pages npm run lighthouse measures", () => {
  it("accepts every page the build writes: pages made from collections, other languages, pages served from the default", () => {
    // English and Arabic; news items each get a page from pages/news/[slug].json; Arabic lacks a privacy policy
    const known = allRoutes(builtPages(site("two-languages")));
    expect(known).toEqual(
      expect.arrayContaining([
        "/",
        "/news",
        "/news/new-oven",
        "/news/rye-flour",
        "/ar",
        "/ar/news/new-oven",
        "/ar/privacy-policy",
      ]),
    );
    expect(routesProblem(["/news/rye-flour", "/ar/news/new-oven"], known)).toBeUndefined();
    expect(routesProblem(["/news/rye-flor"], known)).toMatch(/^--routes: the site has no page \/news\/rye-flor\./);
  });

  it("by default measures one page of each kind: each page file, one item page per template", () => {
    const pages = builtPages(site("two-languages"));
    const chosen = oneRoutePerKind(pages);
    const files = new Set(pages.filter((p) => !p.fallbackFrom).map((p) => p.file));
    expect(chosen).toHaveLength(files.size);
    // one item page of the English template and one of the Arabic one, not every item
    expect(chosen.filter((r) => /^\/news\/./.test(r))).toEqual(["/news/new-oven"]);
    expect(chosen.filter((r) => /^\/ar\/news\/./.test(r))).toHaveLength(1);
    // a page served from the default language's file is that page: not measured again
    expect(chosen).not.toContain("/ar/privacy-policy");
    expect(chosen).toEqual(expect.arrayContaining(["/", "/news", "/privacy-policy", "/ar", "/ar/news"]));
  });

  it("picks a page file once however many pages it makes, and keeps a site of page files alone as it was", () => {
    const pages = [
      { route: "/blog", file: "pages/blog/index.json" },
      { route: "/blog/page/2", file: "pages/blog/index.json" },
      { route: "/blog/b-post", file: "pages/blog/[slug].json" },
      { route: "/blog/a-post", file: "pages/blog/[slug].json" },
      { route: "/", file: "pages/index.json" },
    ];
    expect(oneRoutePerKind(pages)).toEqual(["/", "/blog", "/blog/a-post"]);
    expect(allRoutes(builtPages(site("bakery")))).toEqual(["/", "/order", "/privacy-policy"]);
  });
});
