import { describe, expect, it } from "vitest";
import { applyFieldChange, keepShape, sameContent } from "./fieldChanges";

describe("applyFieldChange", () => {
  const block = {
    type: "video",
    title: "A",
    tone: "muted",
    poster: { src: "/a.svg", alt: "" },
    items: [{ a: 1 }, { a: 2 }],
  };

  it("changes the one field and keeps everything else, the same objects included", () => {
    const next = applyFieldChange(block, ["title"], "B") as typeof block;
    expect(next).toEqual({ ...block, title: "B" });
    expect(Object.keys(next)).toEqual(Object.keys(block));
    expect(next.poster).toBe(block.poster);
    expect(next.items).toBe(block.items);
  });

  it("reaches into lists and groups, and creates a group the field sits in", () => {
    expect((applyFieldChange(block, ["items", 1, "a"], 5) as typeof block).items).toEqual([{ a: 1 }, { a: 5 }]);
    expect(applyFieldChange({ type: "hero" }, ["backLink", "label"], "Back")).toEqual({
      type: "hero",
      backLink: { label: "Back" },
    });
  });

  it("removes a cleared field, and a map entry the form removes (a symbol)", () => {
    expect(applyFieldChange(block, ["tone"], undefined)).not.toHaveProperty("tone");
    expect(applyFieldChange({ links: { a: "/a", b: "/b" } }, ["links", "a"], Symbol("remove"))).toEqual({
      links: { b: "/b" },
    });
  });
});

describe("keepShape", () => {
  it("keeps the old key order, puts a re-added key back in its place and leaves out empty groups it made", () => {
    const start = { type: "site", formatVersion: 3, name: "A" };
    const next = keepShape(start, { type: "site", name: "B", formatVersion: 3, backLink: {} });
    expect(JSON.stringify(next)).toBe('{"type":"site","formatVersion":3,"name":"B"}');
  });

  it("returns the old value itself when only the order differs, and keeps moved list items", () => {
    const start = { a: 1, b: [{ x: 1, y: 2 }, { x: 3 }] };
    expect(keepShape(start, { b: [{ y: 2, x: 1 }, { x: 3 }], a: 1 })).toBe(start);
    const moved = keepShape(start, { a: 1, b: [{ x: 3 }, { y: 2, x: 1 }] }) as typeof start;
    expect(moved.b[1]).toBe(start.b[0]);
  });

  it("compares as JSON: a key holding undefined is absent", () => {
    expect(sameContent({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
  });
});
