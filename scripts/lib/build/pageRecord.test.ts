import { expect, it } from "vitest";
import type { PageSummary } from "../siteCheck/pageSummary";
import { pageSummary, storedSummary } from "./pageRecord";

it("stores a page's summary with each link place once, and gives the same summary back", () => {
  const header = { route: "/a", page: "a/index.html", config: "pages-config/site.json", shell: "header" };
  const block = {
    route: "/a",
    page: "a/index.html",
    config: "pages-config/pages/a.json",
    block: { index: 2, type: "cta" },
  };
  const summary: PageSummary = {
    file: "/site/a/index.html",
    rel: "a/index.html",
    route: "/a",
    ids: new Set(["top", "plans"]),
    links: [
      { href: "/", place: header, offset: 120 },
      { href: "/pricing", place: { ...header }, offset: 164 },
      { href: "#plans", place: block, offset: 2048 },
      { href: "/", place: block, offset: 2210 },
    ],
    title: "A",
    place: { route: "/a", page: "a/index.html" },
  };
  const stored = storedSummary(summary);
  expect(stored.linkPlaces).toEqual([header, block]);
  expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
  expect(pageSummary(JSON.parse(JSON.stringify(stored)), "/site")).toEqual(summary);
});
