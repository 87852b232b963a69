import { describe, expect, it } from "vitest";
import { columnWidths } from "./columnWidths.ts";

const column = { blocks: [{ type: "markdown", text: "A column." }] };
const page = (widths: number[] | undefined, count = 2, inGroup = false) => {
  const block = {
    type: "columns",
    columns: Array.from({ length: count }, () => column),
    ...(widths ? { widths } : {}),
  };
  return { blocks: [{ type: "hero", title: "Hi" }, inGroup ? { type: "group", blocks: [block] } : block] };
};
const said = (value: unknown) => columnWidths(value).map((i) => `${i.pointer} ${i.message} ${i.hint}`);

describe("the widths of a columns block", () => {
  it("are said when there are more numbers than columns, with the ones used", () => {
    expect(said(page([1, 2, 3]))).toEqual([
      '/blocks/1/widths blocks[1].widths: 3 widths for 2 columns: one number a column, from left to right. Write "widths": [1,2], or leave "widths" out for columns of one width.',
    ]);
  });

  it("are said when there are fewer, filled with 1, in a block inside another too", () => {
    expect(said(page([2, 1], 3, true))).toEqual([
      '/blocks/1/blocks/0/widths blocks[1].blocks[0].widths: 2 widths for 3 columns: one number a column, from left to right. Write "widths": [2,1,1], or leave "widths" out for columns of one width.',
    ]);
  });

  it("say nothing when they fit or are left out (what stays the same)", () => {
    expect(said(page([2, 1]))).toEqual([]);
    expect(said(page(undefined, 3))).toEqual([]);
  });
});
