import { describe, expect, it } from "vitest";
import { allBlocks, columnShares, mapBlocks, ownFields, walkBlocks } from "./walkBlocks";

const page = [
  { type: "hero", title: "Hi" },
  {
    type: "columns",
    widths: [2, 1],
    columns: [
      { blocks: [{ type: "markdown", text: "a" }] },
      { blocks: [{ type: "group", blocks: [{ type: "cta", title: "c" }] }] },
    ],
  },
];

describe("walkBlocks", () => {
  it("visits every block in reading order with its place, depth and share of the page's width", () => {
    expect(
      allBlocks(page).map(({ block, pointer, path, depth, topIndex, share }) => [
        block.type,
        pointer,
        path,
        depth,
        topIndex,
        share,
      ]),
    ).toEqual([
      ["hero", "/blocks/0", "blocks[0]", 1, 0, 1],
      ["columns", "/blocks/1", "blocks[1]", 1, 1, 1],
      ["markdown", "/blocks/1/columns/0/blocks/0", "blocks[1].columns[0].blocks[0]", 2, 1, 2 / 3],
      ["group", "/blocks/1/columns/1/blocks/0", "blocks[1].columns[1].blocks[0]", 2, 1, 1 / 3],
      ["cta", "/blocks/1/columns/1/blocks/0/blocks/0", "blocks[1].columns[1].blocks[0].blocks[0]", 3, 1, 1 / 3],
    ]);
  });

  it("visits a page without nested blocks as its list, and skips what is not a block", () => {
    expect(allBlocks([{ type: "hero" }, "oops", { type: "faq" }]).map((v) => v.path)).toEqual([
      "blocks[0]",
      "blocks[2]",
    ]);
  });

  it("places the blocks of a list elsewhere in a file from its keys, a name with / or ~ escaped in the pointer", () => {
    const places: string[] = [];
    walkBlocks(page, ({ pointer, path }) => places.push(`${pointer} ${path}`), ["sections", "a/b~c", "blocks"]);
    expect(places.slice(0, 3)).toEqual([
      "/sections/a~1b~0c/blocks/0 sections.a/b~c.blocks[0]",
      "/sections/a~1b~0c/blocks/1 sections.a/b~c.blocks[1]",
      "/sections/a~1b~0c/blocks/1/columns/0/blocks/0 sections.a/b~c.blocks[1].columns[0].blocks[0]",
    ]);
    const mapped: string[] = [];
    mapBlocks(page, (block, { pointer, path }) => (mapped.push(`${pointer} ${path}`), block), [
      "sections",
      "a/b~c",
      "blocks",
    ]);
    expect(mapped.sort()).toEqual(places.sort());
  });

  it("shares a row equally when the widths are left out or do not fit", () => {
    expect(columnShares({ columns: [{}, {}, {}] })).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(columnShares({ columns: [{}, {}], widths: [3, "x"] })).toEqual([3 / 4, 1 / 4]);
  });

  it("leaves out the fields holding slots from a block's own fields", () => {
    expect(ownFields(page[1] as Record<string, unknown>)).toEqual({ type: "columns", widths: [2, 1] });
    expect(ownFields(page[0])).toBe(page[0]);
  });

  it("maps every block, children first, copying only what changed", () => {
    type Row = { columns: { blocks: { blocks?: { title: string }[] }[] }[] };
    const mapped = mapBlocks(page, (block) => (block.type === "cta" ? { ...block, title: "changed" } : block));
    const [before, after] = [page[1] as unknown as Row, mapped[1] as unknown as Row];
    expect(mapped[0]).toBe(page[0]);
    expect(after.columns[1].blocks[0].blocks?.[0].title).toBe("changed");
    expect(before.columns[1].blocks[0].blocks?.[0].title).toBe("c"); // the input is not changed
    expect(after.columns[0]).toBe(before.columns[0]);
    expect(mapBlocks(page, (block) => block)).toEqual(page);
  });
});
