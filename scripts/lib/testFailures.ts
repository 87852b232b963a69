import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One failed test (or a test file that failed as a whole), as the summary at the end of `npm test` names it. */
export interface FailedTest {
  file: string;
  name: string;
  /** The first lines of its error. */
  message: string;
}

interface JsonAssertion {
  status?: string;
  fullName?: string;
  title?: string;
  failureMessages?: string[];
}
interface JsonFile {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: JsonAssertion[];
}

const firstLines = (text: string, lines: number) =>
  text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, lines)
    .join("\n");

/**
 * The failed tests in a report of Vitest's json reporter (the Jest-like shape: testResults[].assertionResults[]).
 * A file that failed without a failed test (it did not load, or a hook threw) is named with its own message.
 */
export function failedTests(report: unknown, root: string, lines = 4): FailedTest[] {
  const files = ((report as { testResults?: JsonFile[] } | null)?.testResults ?? []) as JsonFile[];
  const failed: FailedTest[] = [];
  for (const file of files) {
    const name = path.relative(root, file.name ?? "") || String(file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of tests)
      failed.push({
        file: name,
        name: test.fullName || test.title || "(unnamed test)",
        message: firstLines((test.failureMessages ?? []).join("\n"), lines),
      });
    if (file.status === "failed" && tests.length === 0)
      failed.push({ file: name, name: "(the file itself)", message: firstLines(file.message ?? "", lines) });
  }
  return failed;
}

/** The failed tests of the report file Vitest wrote, or undefined when it wrote none (it did not start). */
export function failedTestsOfReport(reportFile: string, root: string): FailedTest[] | undefined {
  if (!existsSync(reportFile)) return undefined;
  try {
    return failedTests(JSON.parse(readFileSync(reportFile, "utf8")), root);
  } catch {
    return undefined;
  }
}

/** The failures as lines for the end of the output, where a CI log's tail shows them. */
export function failureLines(failed: FailedTest[], most = 10): string[] {
  const lines: string[] = [];
  for (const test of failed.slice(0, most)) {
    lines.push(`    ✖ ${test.file} › ${test.name}`);
    for (const line of test.message.split("\n").filter(Boolean)) lines.push(`        ${line}`);
  }
  if (failed.length > most) lines.push(`    … and ${failed.length - most} more (see the unit tests' output above)`);
  return lines;
}
