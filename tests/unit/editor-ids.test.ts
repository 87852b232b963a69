import { describe, expect, it } from "vitest";
import { stableIds } from "../../src/editor/app/ids";

describe("stableIds", () => {
  const a = { t: "a" };
  const b = { t: "b" };
  const c = { t: "c" };
  const first = stableIds(undefined, [a, b, c]);
  it("keeps the same array when a block is edited in place", () => {
    const edited = { t: "b2" };
    expect(stableIds({ blocks: [a, b, c], ids: first }, [a, edited, c])).toBe(first);
  });
  it("moves ids with moved blocks and gives new blocks new ids", () => {
    const moved = stableIds({ blocks: [a, b, c], ids: first }, [c, a, b]);
    expect(moved).toEqual([first[2], first[0], first[1]]);
    const added = stableIds({ blocks: [a, b, c], ids: first }, [a, { t: "new" }, b, c]);
    expect(added[0]).toBe(first[0]);
    expect(added.slice(2)).toEqual([first[1], first[2]]);
    expect(first).not.toContain(added[1]);
  });
});
