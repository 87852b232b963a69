import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Sam Rivera", "SR"],
    ["Lee Park", "LP"],
    ["Dr. Emily Chen, DMD", "EC"],
    ["Dr Emily Chen DMD", "EC"],
    ["Prof. Ana María López-García", "AL"],
    ["Mrs. Jane Doe", "JD"],
    ["Mr. John Smith Jr.", "JS"],
    ["Ms. Lee Park, PhD", "LP"],
    ["Jo Ellis, Ph.D., M.B.A.", "JE"],
    ["Martin Luther King Jr", "MK"],
    ["Henry Ford III", "HF"],
    ["Cher", "C"],
    ["  Sam   Taylor  ", "ST"],
    ["émile zola", "ÉZ"],
    ['Tom "Tommy" Hanks', "TH"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it("keeps a name that is only a title or a suffix word (it is then the name)", () => {
    expect(initials("Dr.")).toBe("D");
    expect(initials("Jr Smith")).toBe("JS");
    expect(initials("Miss")).toBe("M");
  });

  it("gives nothing for a name without letters or digits", () => {
    expect(initials(" - ")).toBe("");
  });
});
