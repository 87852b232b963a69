import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { failedTests, failedTestsOfReport, failureLines } from "./testFailures";

const root = "/repo";
const report = {
  testResults: [
    {
      name: "/repo/src/a.test.ts",
      status: "failed",
      assertionResults: [
        { status: "passed", fullName: "a works" },
        {
          status: "failed",
          fullName: "a › refuses b",
          failureMessages: ["AssertionError: expected 1 to be 2\n\n    at a.test.ts:3:5\n    at x\n    at y\n    at z"],
        },
      ],
    },
    { name: "/repo/src/c.test.ts", status: "failed", message: "Cannot find module './gone'", assertionResults: [] },
    { name: "/repo/src/d.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "d" }] },
  ],
};

describe("the failed unit tests named at the end of npm test", () => {
  it("names each failed test with its file and the first lines of its error, and a file that failed whole", () => {
    expect(failedTests(report, root)).toEqual([
      {
        file: "src/a.test.ts",
        name: "a › refuses b",
        message: "AssertionError: expected 1 to be 2\n    at a.test.ts:3:5\n    at x\n    at y",
      },
      { file: "src/c.test.ts", name: "(the file itself)", message: "Cannot find module './gone'" },
    ]);
  });

  it("names nothing when every test passed, and reads nothing from a missing or broken report", () => {
    expect(failedTests({ testResults: [report.testResults[2]] }, root)).toEqual([]);
    expect(failedTests(null, root)).toEqual([]);
    const dir = mkdtempSync(path.join(os.tmpdir(), "failures-"));
    try {
      expect(failedTestsOfReport(path.join(dir, "none.json"), root)).toBeUndefined();
      writeFileSync(path.join(dir, "broken.json"), "{");
      expect(failedTestsOfReport(path.join(dir, "broken.json"), root)).toBeUndefined();
      writeFileSync(path.join(dir, "report.json"), JSON.stringify(report));
      expect(failedTestsOfReport(path.join(dir, "report.json"), root)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prints at most the given number, then says how many more", () => {
    const many = Array.from({ length: 3 }, (_, i) => ({ file: `f${i}.test.ts`, name: `t${i}`, message: "boom" }));
    expect(failureLines(many, 2)).toEqual([
      "    ✖ f0.test.ts › t0",
      "        boom",
      "    ✖ f1.test.ts › t1",
      "        boom",
      "    … and 1 more (see the unit tests' output above)",
    ]);
  });
});
