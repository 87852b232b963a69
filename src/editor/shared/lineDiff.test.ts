import { describe, expect, it } from "vitest";
import { lineDiff } from "./lineDiff";

const lines = (n: number, prefix = "line") => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe("lineDiff", () => {
  it("shows nothing for equal texts", () => {
    expect(lineDiff("a\nb\n", "a\nb\n")).toEqual([]);
  });

  it("shows one changed line with three lines of context and folds the rest", () => {
    const before = lines(20);
    const after = [...before];
    after[9] = "changed";
    const diff = lineDiff(before.join("\n") + "\n", after.join("\n") + "\n");
    expect(diff[0]).toEqual({ kind: "gap", lines: 6 });
    expect(diff.filter((l) => l.kind === "same").map((l) => "text" in l && l.text)).toEqual([
      "line 7",
      "line 8",
      "line 9",
      "line 11",
      "line 12",
      "line 13",
    ]);
    expect(diff.filter((l) => l.kind === "removed")).toEqual([{ kind: "removed", text: "line 10", oldLine: 10 }]);
    expect(diff.filter((l) => l.kind === "added")).toEqual([{ kind: "added", text: "changed", newLine: 10 }]);
    expect(diff[diff.length - 1]).toEqual({ kind: "gap", lines: 7 });
  });

  it("matches moved and inserted lines by their longest common run", () => {
    const diff = lineDiff("a\nb\nc\nd\n", "a\nx\nb\nd\ny\n");
    expect(diff.map((l) => (l.kind === "gap" ? "~" : `${l.kind[0]}${l.text}`))).toEqual([
      "sa",
      "ax",
      "sb",
      "rc",
      "sd",
      "ay",
    ]);
  });

  it("diffs against an empty text (a file that did not exist)", () => {
    expect(lineDiff("", "{}\n")).toEqual([{ kind: "added", text: "{}", newLine: 1 }]);
    expect(lineDiff("{}\n", "")).toEqual([{ kind: "removed", text: "{}", oldLine: 1 }]);
  });
});
