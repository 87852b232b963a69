import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { distinctLogoSources } from "./pressSources";
import type { PressItem } from "../../generated/config-types";

const item = (source: string, logoSrc: string | null) => ({ source, logoSrc });

describe("distinctLogoSources (the 'Proudly Featured In' strip)", () => {
  it("lists each publication once, in order of first appearance", () => {
    const items = [
      item("B Weekly", "/b.svg"),
      item("A Journal", "/a.svg"),
      item("B Weekly", "/b.svg"),
      item("C Wire", "/c.svg"),
    ];
    expect(distinctLogoSources(items)).toEqual([
      { source: "B Weekly", logoSrc: "/b.svg" },
      { source: "A Journal", logoSrc: "/a.svg" },
      { source: "C Wire", logoSrc: "/c.svg" },
    ]);
  });

  it("leaves out publications without a logo", () => {
    expect(distinctLogoSources([item("No Logo Post", null), item("A Journal", "/a.svg")])).toEqual([
      { source: "A Journal", logoSrc: "/a.svg" },
    ]);
  });

  it("keeps a publication whose first item has no logo but a later one does", () => {
    expect(distinctLogoSources([item("A Journal", null), item("A Journal", "/a.svg")])).toEqual([
      { source: "A Journal", logoSrc: "/a.svg" },
    ]);
  });

  it("treats names differing only by surrounding spaces as one publication", () => {
    expect(distinctLogoSources([item("A Journal ", "/a.svg"), item("A Journal", "/a2.svg")])).toEqual([
      { source: "A Journal", logoSrc: "/a.svg" },
    ]);
  });

  it("is empty for an empty list", () => {
    expect(distinctLogoSources([])).toEqual([]);
  });

  it("matches the site's press data: 28 items, 8 publications with logos, 2 without", () => {
    const file = path.resolve(import.meta.dirname, "../../../pages-config/collections/press.json");
    const { items } = JSON.parse(readFileSync(file, "utf8")) as { items: PressItem[] };
    expect(items).toHaveLength(28);
    const strip = distinctLogoSources(items);
    expect(strip).toHaveLength(8);
    expect(new Set(items.map((i) => i.source)).size).toBe(10);
    for (const { source } of strip) expect(items.some((i) => i.source === source && i.logoSrc)).toBe(true);
  });
});
