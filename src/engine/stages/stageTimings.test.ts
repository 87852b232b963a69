import { afterEach, describe, expect, it, vi } from "vitest";
import { StageTimings, stageTimer } from "./stageTimings.ts";

afterEach(() => vi.restoreAllMocks());

/** A clock that moves only when told. */
function fakeClock() {
  let now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  return (ms: number) => void (now += ms);
}

describe("StageTimings", () => {
  it("adds each stage's time, in the order the stages first ran", () => {
    const pass = fakeClock();
    const timings = new StageTimings();
    timings.time("read", () => pass(5));
    timings.time("parse", () => pass(7));
    timings.time("read", () => pass(1));
    expect(timings.entries()).toEqual([
      ["read", 6],
      ["parse", 7],
    ]);
  });

  it("counts a stage run inside another to its own name only", () => {
    const pass = fakeClock();
    const timings = new StageTimings();
    timings.time("templates", () => {
      pass(2);
      timings.time("schema", () => pass(10));
      pass(3);
    });
    timings.time("schema", () => pass(4));
    expect(timings.entries()).toEqual([
      ["templates", 5],
      ["schema", 14],
    ]);
  });

  it("counts a stage that throws, and lets the error through", () => {
    const pass = fakeClock();
    const timings = new StageTimings();
    expect(() =>
      timings.time("read", () => {
        pass(3);
        throw new Error("unreadable");
      }),
    ).toThrow("unreadable");
    expect(timings.entries()).toEqual([["read", 3]]);
  });

  it("prints one aligned line per stage", () => {
    const timings = new StageTimings();
    timings.add("read", 4.4);
    timings.add("cross-checks", 1234.5);
    expect(timings.lines()).toEqual(["  read               4 ms", "  cross-checks    1235 ms"]);
  });

  it("measures nothing when no timings are asked for", () => {
    const now = vi.spyOn(performance, "now");
    expect(stageTimer(undefined)("read", () => 42)).toBe(42);
    expect(now).not.toHaveBeenCalled();
  });
});
