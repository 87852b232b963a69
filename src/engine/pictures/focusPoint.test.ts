import { describe, expect, it } from "vitest";
import { focusPoint, focusPosition } from "./focusPoint";

describe("focusPoint", () => {
  it("reads a keyword, two percentages (across then down), or nothing as the centre", () => {
    expect(focusPoint(undefined)).toEqual({ x: 0.5, y: 0.5 });
    expect(focusPoint("top")).toEqual({ x: 0.5, y: 0 });
    expect(focusPoint("bottom-right")).toEqual({ x: 1, y: 1 });
    expect(focusPoint("30% 20%")).toEqual({ x: 0.3, y: 0.2 });
    expect(focusPoint("0% 100%")).toEqual({ x: 0, y: 1 });
  });

  it("gives the browser's crop the same point as CSS object-position", () => {
    expect(focusPosition("30% 20%")).toBe("30% 20%");
    expect(focusPosition("left")).toBe("0% 50%");
    expect(focusPosition(undefined)).toBe("50% 50%");
  });
});
