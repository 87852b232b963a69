import { describe, expect, it } from "vitest";
import type { Block } from "../../../generated/config-types";
import { blockAt, keysOf, moveInto, moveOut, moveTo, replaceAt } from "./moveBlocks";

const page = [
  { type: "hero", title: "H" },
  {
    type: "columns",
    columns: [{ blocks: [{ type: "markdown", text: "A" }] }, { blocks: [{ type: "cta", title: "B" }] }],
  },
  { type: "faq", title: "F" },
  {
    type: "group",
    title: "G",
    blocks: [
      { type: "markdown", text: "in group" },
      { type: "columns", columns: [{ blocks: [{ type: "markdown", text: "deep" }] }, { blocks: [] }] },
    ],
  },
] as unknown as Block[];
const frozen = JSON.stringify(page);
const types = (blocks: readonly unknown[]) => blocks.map((b) => (b as { type: string }).type);

describe("moveOut", () => {
  it("moves a block out of a column to just after its columns block", () => {
    const { blocks, pointer } = moveOut(page, "/blocks/1/columns/1/blocks/0");
    expect(types(blocks)).toEqual(["hero", "columns", "cta", "faq", "group"]);
    expect(pointer).toBe("/blocks/2");
    expect((blocks[1] as unknown as { columns: Array<{ blocks: unknown[] }> }).columns[1].blocks).toEqual([]);
  });
  it("moves a block out of a column inside a group into the group, after the columns block", () => {
    const { blocks, pointer } = moveOut(page, "/blocks/3/blocks/1/columns/0/blocks/0");
    expect(pointer).toBe("/blocks/3/blocks/2");
    expect((blocks[3] as unknown as { blocks: Array<{ text?: string }> }).blocks.map((b) => b.text)).toEqual([
      "in group",
      undefined,
      "deep",
    ]);
  });
  it("leaves a page's own block where it is, and never changes the blocks it was given", () => {
    expect(moveOut(page, "/blocks/2").blocks).toEqual(page);
    expect(JSON.stringify(page)).toBe(frozen);
  });
  it("keeps the blocks it does not move as they were (the same objects)", () => {
    const { blocks } = moveOut(page, "/blocks/1/columns/1/blocks/0");
    expect(blocks[0]).toBe(page[0]);
    expect(blocks[4]).toBe(page[3]);
  });
});

describe("moveInto", () => {
  it("moves a page's block to the end of a column below it", () => {
    const { blocks, pointer } = moveInto(page, 2, "/blocks/1/columns/0/blocks");
    expect(types(blocks)).toEqual(["hero", "columns", "group"]);
    expect(pointer).toBe("/blocks/1/columns/0/blocks/1");
    expect(keysOf(pointer).reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], { blocks })).toBe(page[2]);
  });
  it("moves a block into a group further down (the group moves up one place)", () => {
    const { blocks, pointer } = moveInto(page, 0, "/blocks/3/blocks");
    expect(types(blocks)).toEqual(["columns", "faq", "group"]);
    expect(pointer).toBe("/blocks/2/blocks/2");
    expect(JSON.stringify(page)).toBe(frozen);
  });
  it("refuses to move a block into itself or into no list", () => {
    expect(moveInto(page, 3, "/blocks/3/blocks").blocks).toEqual(page);
    expect(moveInto(page, 0, "/blocks/2/blocks").blocks).toEqual(page);
  });
  it("moves in and out again to the same page", () => {
    const into = moveInto(page, 2, "/blocks/1/columns/1/blocks");
    const out = moveOut(into.blocks, into.pointer);
    expect(out.blocks).toEqual([page[0], page[1], page[2], page[3]]);
  });
});

describe("replaceAt", () => {
  it("replaces a block inside a column by several, in sequence, the rest kept", () => {
    const shown = [
      { type: "cta", title: "X" },
      { type: "markdown", text: "Y" },
    ];
    const after = replaceAt(page, "/blocks/1/columns/1/blocks/0", shown);
    expect(blockAt(after, "/blocks/1/columns/1/blocks")).toEqual(shown);
    expect(after[0]).toBe(page[0]);
    expect(JSON.stringify(page)).toBe(frozen);
  });
  it("replaces a page's own block", () => {
    expect(types(replaceAt(page, "/blocks/0", [{ type: "stats" }]))).toEqual(["stats", "columns", "faq", "group"]);
  });
});

describe("moveTo", () => {
  const texts = (blocks: readonly unknown[]) =>
    blocks.map((b) => (b as { text?: string; title?: string }).text ?? (b as { title?: string }).title);
  it("moves a block from a column to the page, at the place asked", () => {
    const { blocks, pointer } = moveTo(page, "/blocks/1/columns/0/blocks/0", "/blocks", 0);
    expect(texts(blocks)).toEqual(["A", "H", undefined, "F", "G"]);
    expect(pointer).toBe("/blocks/0");
    expect((blocks[2] as unknown as { columns: Array<{ blocks: unknown[] }> }).columns[0].blocks).toEqual([]);
  });
  it("moves a page's block into a slot of a block after it: the slot's block moves up one place", () => {
    const { blocks, pointer } = moveTo(page, "/blocks/0", "/blocks/3/blocks/1/columns/1/blocks", 0);
    expect(types(blocks)).toEqual(["columns", "faq", "group"]);
    expect(pointer).toBe("/blocks/2/blocks/1/columns/1/blocks/0");
    expect(blockAt(blocks, pointer)).toEqual({ type: "hero", title: "H" });
  });
  it("moves a block from one column to another, and within the page's list past itself", () => {
    const across = moveTo(page, "/blocks/1/columns/0/blocks/0", "/blocks/1/columns/1/blocks", 9);
    expect(across.pointer).toBe("/blocks/1/columns/1/blocks/1");
    expect(texts((across.blocks[1] as unknown as { columns: Array<{ blocks: unknown[] }> }).columns[1].blocks)).toEqual(
      ["B", "A"],
    );
    const down = moveTo(page, "/blocks/0", "/blocks", 3);
    expect(types(down.blocks)).toEqual(["columns", "faq", "hero", "group"]);
    expect(down.pointer).toBe("/blocks/2");
  });
  it("leaves the blocks as they are for a list inside the moved block, and never changes what it was given", () => {
    expect(moveTo(page, "/blocks/3", "/blocks/3/blocks/1/columns/1/blocks", 0)).toEqual({
      blocks: page,
      pointer: "/blocks/3",
    });
    expect(moveTo(page, "/blocks/9", "/blocks", 0).pointer).toBe("/blocks/9");
    expect(JSON.stringify(page)).toBe(frozen);
  });
});
