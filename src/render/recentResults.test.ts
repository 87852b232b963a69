import { describe, expect, it } from "vitest";
import { rememberRecent } from "./recentResults";

describe("rememberRecent", () => {
  it("computes a text once while it stays among the last few, and gives what compute gives", () => {
    const asked: string[] = [];
    const length = rememberRecent((text) => (asked.push(text), text.length), 2);
    expect([length("abc"), length("abc"), length("de"), length("abc")]).toEqual([3, 3, 2, 3]);
    expect(asked).toEqual(["abc", "de"]);
  });

  it("forgets the oldest past its size, and computes it again (the same result)", () => {
    const asked: string[] = [];
    const upper = rememberRecent((text) => (asked.push(text), text.toUpperCase()), 2);
    for (const text of ["a", "b", "c", "a"]) upper(text);
    expect(asked).toEqual(["a", "b", "c", "a"]);
    expect(upper("a")).toBe("A");
  });

  it("tells texts apart by their whole content, not their length or start", () => {
    const same = rememberRecent((text) => `[${text}]`);
    expect([same("x".repeat(100)), same(`${"x".repeat(99)}y`)]).toEqual([
      `[${"x".repeat(100)}]`,
      `[${"x".repeat(99)}y]`,
    ]);
  });
});
