import { describe, expect, it } from "vitest";
import type { PageSummary } from "./pageSummary";
import { uniqueMetaProblems } from "./uniqueMeta";

const page = (route: string, title: string, extra: Partial<PageSummary> = {}): PageSummary => ({
  file: `${route}/index.html`,
  rel: `${route.slice(1)}/index.html`,
  route,
  ids: new Set(),
  links: [],
  title,
  place: { route, page: `${route}/index.html` },
  ...extra,
});

describe("unique titles and descriptions", () => {
  it("reports two pages with one title", () => {
    expect(uniqueMetaProblems([page("/a", "Twins"), page("/b", "Twins")]).map((p) => p.message)).toEqual([
      '<title> "Twins" is also used by /b',
      '<title> "Twins" is also used by /a',
    ]);
  });

  it("lets pages in different languages share a title (a translation keeps a proper name), not pages in one", () => {
    const fr = page("/baguette-express", "Baguette express", { lang: "fr" });
    const en = page("/en/baguette-express", "Baguette express", { lang: "en" });
    expect(uniqueMetaProblems([fr, en])).toEqual([]);
    const enTwin = page("/en/other", "Baguette express", { lang: "en" });
    expect(uniqueMetaProblems([fr, en, enTwin]).map((p) => p.message)).toEqual([
      '<title> "Baguette express" is also used by /en/other',
      '<title> "Baguette express" is also used by /en/baguette-express',
    ]);
  });

  it("lets a page whose canonical address is another page share its title (a language's fallback page)", () => {
    const fallback = page("/es/about", "About", { canonicalElsewhere: true });
    expect(uniqueMetaProblems([page("/about", "About"), fallback])).toEqual([]);
  });
});
