// The count-up's arithmetic (countUp.ts): a statistic split into prefix, number and suffix, the eased value at
// a moment of the animation, and the number written back in the statistic's own format.
import { describe, expect, it } from "vitest";
import { countUpValue, easeOutCubic, formatStat, parseStat } from "./countUp";

describe("parseStat", () => {
  it.each([
    ["1,000+", { prefix: "", target: 1000, suffix: "+", decimals: 0, grouped: true }],
    ["20B+", { prefix: "", target: 20, suffix: "B+", decimals: 0, grouped: false }],
    ["$2.5M", { prefix: "$", target: 2.5, suffix: "M", decimals: 1, grouped: false }],
    ["99.90%", { prefix: "", target: 99.9, suffix: "%", decimals: 2, grouped: false }],
    ["Over 12,345,678 forms", { prefix: "Over ", target: 12345678, suffix: " forms", decimals: 0, grouped: true }],
  ])("%s", (value, expected) => {
    expect(parseStat(value)).toEqual(expected);
  });

  it("keeps a text without a number whole, as the prefix of a zero that is never shown differently", () => {
    expect(parseStat("N/A")).toEqual({ prefix: "N/A", target: 0, suffix: "", decimals: 0, grouped: false });
  });
});

describe("formatStat", () => {
  it.each(["1,000+", "20B+", "64K+", "$2.5M", "99.90%", "0.5x", "10,000,000", "Over 12,345,678 forms"])(
    "writes %s's own number back exactly as written",
    (value) => {
      expect(formatStat(parseStat(value), parseStat(value).target)).toBe(value);
    },
  );

  it("shows an intermediate value with the same separators, decimals, prefix and suffix", () => {
    expect(formatStat(parseStat("1,000,000+"), 12345)).toBe("12,345+");
    expect(formatStat(parseStat("$2.50M"), 1.5)).toBe("$1.50M");
    expect(formatStat(parseStat("20B+"), 7)).toBe("7B+");
  });
});

describe("easeOutCubic", () => {
  it("starts at 0, ends at 1, is past the middle at half time, and clamps outside 0..1", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(3)).toBe(1);
  });
});

describe("countUpValue", () => {
  const stat = parseStat("1,000+");

  it("is 0 at the start and exactly the target at the end and after it", () => {
    expect(countUpValue(stat, 0, 2000)).toBe(0);
    expect(countUpValue(stat, 2000, 2000)).toBe(1000);
    expect(countUpValue(stat, 5000, 2000)).toBe(1000);
  });

  it("is the target at once when there is no time to count", () => {
    expect(countUpValue(stat, 0, 0)).toBe(1000);
    expect(countUpValue(stat, 0, -5)).toBe(1000);
  });

  it("never goes down, and stays within 0..target", () => {
    let previous = -1;
    for (let elapsed = 0; elapsed <= 2000; elapsed += 16) {
      const value = countUpValue(stat, elapsed, 2000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(1000);
      previous = value;
    }
  });

  it("rounds to the statistic's decimals (no 2.4999999 on screen)", () => {
    const money = parseStat("$2.5M");
    for (let elapsed = 0; elapsed <= 1000; elapsed += 7) {
      const value = countUpValue(money, elapsed, 1000);
      expect(Number(value.toFixed(1))).toBe(value);
    }
  });
});
