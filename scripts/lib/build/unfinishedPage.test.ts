import { expect, it } from "vitest";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { warmUpUrl } from "./pagePlan";
import { PageTimeout } from "./renderPool";
import { unfinishedPageMessage } from "./unfinishedPage";

const site = {
  pages: [
    {
      route: "/contact",
      file: "pages/contact.json",
      config: {
        blocks: [
          { type: "hero" },
          { type: "opening-hours" },
          { type: "columns", columns: [{ blocks: [{ type: "price-list" }] }, { blocks: [{ type: "markdown" }] }] },
        ],
      },
    },
    { route: "/about", file: "pages/about.json", config: { blocks: [{ type: "markdown" }] } },
  ],
  notFound: [{ prefix: "/", file: "not-found/index.json", config: { blocks: [{ type: "opening-hours" }] } }],
} as unknown as Pick<ResolvedConfigSet, "pages" | "notFound">;
const components = new Map([
  ["opening-hours", "blocks/opening-hours/OpeningHours.tsx"],
  ["price-list", "blocks/price-list/PriceList.tsx"],
  ["unused", "blocks/unused/Unused.tsx"],
]);
const timeout = (url: string | undefined, route?: string, notFoundPrefix?: string) =>
  new PageTimeout(url, route ? { url: url!, rel: "x.html", route, key: "k", notFoundPrefix } : undefined, 60_000);

it("names the page that did not finish, and the site's own blocks it shows, nested ones too", () => {
  expect(unfinishedPageMessage(timeout("/contact/", "/contact"), site, components)).toBe(
    "pages/contact.json: the page did not finish rendering in 60 s: a component of it may loop forever " +
      "(blocks/opening-hours/OpeningHours.tsx and blocks/price-list/PriceList.tsx are the site's own code on it)",
  );
  expect(unfinishedPageMessage(timeout("/about/", "/about"), site, components)).toBe(
    "pages/about.json: the page did not finish rendering in 60 s: a component of it may loop forever",
  );
});

it("names a not-found page by its file, and a thread stuck in its warm-up by the site's not-found page", () => {
  const notFound =
    "not-found/index.json: the page did not finish rendering in 60 s: a component of it may loop forever (blocks/opening-hours/OpeningHours.tsx is the site's own code on it)";
  expect(unfinishedPageMessage(timeout("/404/", "/404.html", "/"), site, components)).toBe(notFound);
  expect(unfinishedPageMessage(timeout(warmUpUrl), site, components)).toBe(notFound);
  expect(unfinishedPageMessage(timeout(undefined), site, components)).toBe(
    "a render thread did not finish its page in 60 s: a component may loop forever",
  );
});
