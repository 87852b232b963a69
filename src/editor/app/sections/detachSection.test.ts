import { describe, expect, it } from "vitest";
import type { Block } from "../../../generated/config-types";
import type { SectionsResponse } from "../../shared/api";
import { detachAt, detachedBlocks, pageList, reachOf, sectionFileFor } from "./detachSection";

const file = (path: string, name: string, language?: string) => ({
  path,
  name,
  ...(language ? { language } : {}),
  pages: [{ route: "/", path: "pages/index.json" }],
  siteWide: [],
  inputs: {},
});
const uses: SectionsResponse = {
  languages: ["en", "es"],
  sections: [
    file("sections/band.json", "band"),
    file("sections/es/band.json", "band", "es"),
    file("sections/news.json", "news"),
  ],
};
const section = {
  inputs: { heading: { required: true }, note: {} },
  blocks: [
    {
      type: "cta",
      title: "{input.heading}",
      note: "Ahead. {input.note}",
      actions: [{ label: "{product}", href: "/" }],
    },
    { type: "markdown", text: "Plain" },
  ],
};

describe("sectionFileFor", () => {
  it("takes the page's language's own file, else the default language's", () => {
    expect(sectionFileFor("band", "/", uses)?.path).toBe("sections/band.json");
    expect(sectionFileFor("band", "/es/order", uses)?.path).toBe("sections/es/band.json");
    expect(sectionFileFor("news", "/es", uses)?.path).toBe("sections/news.json");
  });
  it("finds nothing for a ref to no section", () => {
    expect(sectionFileFor("bnad", "/", uses)).toBeUndefined();
  });
});

describe("detachedBlocks", () => {
  it("fills each {input.<name>} with the use's inputs (an input not given: empty), other placeholders kept", () => {
    const use = { type: "section", ref: "band", inputs: { heading: "Planning a Party?" } };
    expect(detachedBlocks(use, section)).toEqual([
      { type: "cta", title: "Planning a Party?", note: "Ahead. ", actions: [{ label: "{product}", href: "/" }] },
      { type: "markdown", text: "Plain" },
    ]);
  });
  it("leaves the section's own value as it was", () => {
    const before = JSON.stringify(section);
    detachedBlocks({ type: "section", ref: "band", inputs: { heading: "X" } }, section);
    expect(JSON.stringify(section)).toBe(before);
  });
  it("gives nothing for a file with no blocks", () => {
    expect(detachedBlocks({ type: "section" }, { blocks: [] })).toBeUndefined();
    expect(detachedBlocks({ type: "section" }, null)).toBeUndefined();
  });
});

describe("detachAt", () => {
  const page = [{ type: "hero" }, { type: "section", ref: "band" }, { type: "faq" }] as unknown as Block[];
  const shown = section.blocks as unknown as Block[];
  it("puts the blocks in sequence where the use was", () => {
    expect(detachAt(page, 1, shown).map((b) => b.type)).toEqual(["hero", "cta", "markdown", "faq"]);
  });
  it("wraps several blocks in one group only where a single block must stand", () => {
    const one = detachAt(page, 1, shown, true);
    expect(one.map((b) => b.type)).toEqual(["hero", "group", "faq"]);
    expect((one[1] as unknown as { blocks: unknown[] }).blocks).toEqual(shown);
    expect(detachAt(page, 1, shown.slice(0, 1), true).map((b) => b.type)).toEqual(["hero", "cta", "faq"]);
  });
  it("keeps the other blocks as they were (the same objects)", () => {
    const after = detachAt(page, 1, shown);
    expect(after[0]).toBe(page[0]);
    expect(after[3]).toBe(page[2]);
  });
});

describe("reachOf", () => {
  it("counts the pages and names them", () => {
    expect(
      reachOf({
        ...file("sections/band.json", "band"),
        pages: [
          { route: "/", path: "a" },
          { route: "/order", path: "b" },
        ],
      }),
    ).toBe("used on 2 pages: /, /order");
    expect(reachOf({ ...file("x", "x"), pages: [] })).toBe("used on no page");
  });
  it("says when site.json shows it on every page", () => {
    expect(
      reachOf({ ...file("x", "x"), siteWide: [{ path: "sections.beforeFooter[0]", except: ["/privacy-policy"] }] }),
    ).toBe("used on 1 page: / (every page, site-wide: site.json sections.beforeFooter[0], but /privacy-policy)");
  });
  it("shortens a long list", () => {
    const pages = Array.from({ length: 10 }, (_, i) => ({ route: `/p${i}` }));
    expect(pageList(pages)).toBe("/p0, /p1, /p2, /p3, /p4, /p5, /p6, /p7 and 2 more");
  });
});
