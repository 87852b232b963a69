import { describe, expect, it } from "vitest";
import { gapAt, gapLine, indexAfterMove, moveChangesOrder } from "./gaps";

const blocks = [
  { top: 0, bottom: 100 },
  { top: 100, bottom: 300 },
  { top: 300, bottom: 400 },
];

describe("gaps between blocks", () => {
  it("finds the gap by the half of the block the point is in", () => {
    expect(gapAt(blocks, 10)).toBe(0);
    expect(gapAt(blocks, 60)).toBe(1);
    expect(gapAt(blocks, 199)).toBe(1);
    expect(gapAt(blocks, 201)).toBe(2);
    expect(gapAt(blocks, 390)).toBe(3);
  });

  it("draws the line between blocks and at the page's edges", () => {
    expect(gapLine(blocks, 0)).toBe(0);
    expect(gapLine(blocks, 2)).toBe(300);
    expect(gapLine(blocks, 3)).toBe(400);
    expect(gapLine([], 0)).toBe(0);
  });

  it("knows which moves change the order and where the block lands", () => {
    expect(moveChangesOrder(1, 1)).toBe(false);
    expect(moveChangesOrder(1, 2)).toBe(false);
    expect(moveChangesOrder(1, 3)).toBe(true);
    expect(indexAfterMove(0, 3)).toBe(2);
    expect(indexAfterMove(2, 0)).toBe(0);
  });
});
