import { describe, expect, it } from "vitest";
import { longSummary, outlineOf, slotLabel, slotTargets, summary } from "./outlineTree";

const columns = {
  type: "columns",
  columns: [
    { blocks: [{ type: "markdown", anchor: "bread", text: "## Baked this morning\n\nOur bread rises." }] },
    {
      blocks: [
        { type: "cta", title: "Order" },
        { type: "group", blocks: [{ type: "faq", title: "Q" }] },
      ],
    },
    { blocks: [] },
  ],
};

describe("outlineOf", () => {
  it("lists the blocks of each column under it, with their type and summary, nested groups too", () => {
    const tree = outlineOf(columns);
    expect(tree.slots.map((s) => [s.label, s.pointer, s.nodes.length])).toEqual([
      ["Column 1", "/columns/0/blocks", 1],
      ["Column 2", "/columns/1/blocks", 2],
      ["Column 3", "/columns/2/blocks", 0],
    ]);
    expect(tree.slots[0].nodes[0]).toMatchObject({
      pointer: "/columns/0/blocks/0",
      type: "markdown",
      text: "Baked this morning",
    });
    const group = tree.slots[1].nodes[1];
    expect(group.slots).toEqual([
      {
        pointer: "/columns/1/blocks/1/blocks",
        own: "/blocks",
        label: "Blocks",
        nodes: [{ pointer: "/columns/1/blocks/1/blocks/0", type: "faq", text: "Q", slots: [] }],
      },
    ]);
  });
  it("gives a block without slots no children, and keeps a tree per block object", () => {
    const hero = { type: "hero", title: "Hi" };
    expect(outlineOf(hero)).toEqual({ pointer: "", type: "hero", text: "Hi", slots: [] });
    expect(outlineOf(columns)).toBe(outlineOf(columns));
    expect(outlineOf({ ...columns })).not.toBe(outlineOf(columns));
  });
  it("skips what is not a block", () => {
    expect(outlineOf(null).slots).toEqual([]);
    expect(outlineOf("hero").slots).toEqual([]);
    const tree = outlineOf({ type: "group", blocks: [3, null, { type: "markdown", text: "" }] });
    expect(tree.slots[0].nodes.map((n) => n.pointer)).toEqual(["/blocks/2"]);
  });
});

describe("summaries", () => {
  it("names a linked section's use by its ref; a top row's summary stays the title", () => {
    expect(summary({ type: "section", ref: "order-for-events" })).toBe("order-for-events");
    expect(summary({ type: "hero", title: "T", text: "x" })).toBe("T");
    expect(summary({ type: "markdown", text: "## X" })).toBe("");
    expect(longSummary({ type: "markdown", text: "\n## X\nmore" })).toBe("X");
    expect(longSummary({ type: "markdown", text: "a".repeat(80) })).toHaveLength(60);
  });
  it("labels columns by their place", () => {
    expect(slotLabel("/columns/3/blocks")).toBe("Column 4");
    expect(slotLabel("/blocks")).toBe("Blocks");
  });
});

describe("slotTargets", () => {
  it("names every slot of a page's block and of the blocks inside it, in reading order", () => {
    const title = (type: string) => type[0].toUpperCase() + type.slice(1);
    expect(slotTargets(outlineOf(columns), 1, title)).toEqual([
      {
        pointer: "/blocks/1/columns/0/blocks",
        label: "Column 1 of block 2, Columns",
        holder: "columns",
        own: "/columns/0/blocks",
      },
      {
        pointer: "/blocks/1/columns/1/blocks",
        label: "Column 2 of block 2, Columns",
        holder: "columns",
        own: "/columns/1/blocks",
      },
      {
        pointer: "/blocks/1/columns/1/blocks/1/blocks",
        label: "Blocks of Group in block 2",
        holder: "group",
        own: "/blocks",
      },
      {
        pointer: "/blocks/1/columns/2/blocks",
        label: "Column 3 of block 2, Columns",
        holder: "columns",
        own: "/columns/2/blocks",
      },
    ]);
    expect(slotTargets(outlineOf({ type: "hero" }), 0, title)).toEqual([]);
  });
});
