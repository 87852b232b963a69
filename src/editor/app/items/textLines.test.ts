import { describe, expect, it } from "vitest";
import { lineRange } from "./textLines";

describe("lineRange", () => {
  it("finds a line's start and end, the last line when there are fewer", () => {
    const text = "one\ntwo\n\nfour";
    expect(lineRange(text, 1)).toEqual({ start: 0, end: 3 });
    expect(text.slice(lineRange(text, 2).start, lineRange(text, 2).end)).toBe("two");
    expect(lineRange(text, 3)).toEqual({ start: 8, end: 8 });
    expect(text.slice(lineRange(text, 9).start)).toBe("four");
  });
});
