/**
 * npm test: every check, in order — config validation, generated types up to date, TypeScript, lint (ESLint, Prettier),
 * unit tests (vitest) and end-to-end tests (Playwright against the built site served like `npm start`).
 * Runs every step even after a failure, then prints one summary; exits 1 if any step failed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../src/engine/projectPaths";
import { ensureChromium } from "./lib/ensureChromium";
import { readCommandLine } from "./lib/cliOptions";
import { runCollected, runCommand } from "./lib/runCommand";
import { scriptCommand } from "./lib/scriptCommand";
import { failedTestsOfReport, failureLines } from "./lib/testFailures";

readCommandLine({
  command: "npm test",
  summary: "Every check in order: validation, generated files, typecheck, lint, unit tests, end-to-end tests.",
  options: {},
});

// the unit tests also write a JSON report, so the summary can name what failed where a CI log's tail shows it
const reportDir = mkdtempSync(path.join(os.tmpdir(), "unit-report-"));
const unitReport = path.join(reportDir, "unit.json");

/** `browser`: the step needs Debian's Chromium (installed meanwhile, below). */
type Step = { name: string; command: string; args: string[]; browser?: true };
// the steps of a group run side by side (typecheck and lint use a core each), each group after the one before
const groups: Step[][] = [
  [{ name: "validate configs", ...scriptCommand("scripts/validate.ts") }],
  [{ name: "generated types up to date", ...scriptCommand("scripts/types.ts", ["--check"]) }],
  [
    { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
    { name: "lint and format", command: "npm", args: ["run", "--silent", "lint"] },
  ],
  [
    {
      name: "unit tests",
      command: "npx",
      args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`],
    },
  ],
  [{ name: "end-to-end tests", ...scriptCommand("scripts/e2e.ts"), browser: true }],
];

// Debian's Chromium for the end-to-end tests, installed (when missing, as on a fresh machine) while the first steps
// run; if this fails, the end-to-end step tries again and says why
const browser = ensureChromium().catch(() => undefined);

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const group of groups) {
  if (group.some((step) => step.browser)) await browser;
  if (group.length === 1) {
    const [step] = group;
    console.log(`\n▶ ${step.name}`);
    const started = performance.now();
    const code = await runCommand(step.command, step.args);
    results.push({ name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    continue;
  }
  // side by side: each step's output is shown whole when it ends, under its name
  const started = performance.now();
  const ended = await Promise.all(
    group.map(async (step) => {
      const { code, output } = await runCollected(step.command, step.args);
      console.log(`\n▶ ${step.name}`);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      return { name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 };
    }),
  );
  results.push(...ended);
}

console.log("\nSummary");
for (const r of results) {
  console.log(`  ${r.ok ? "✔" : "✖"} ${r.name} (${r.seconds.toFixed(1)} s)`);
  if (r.ok || r.name !== "unit tests") continue;
  const failed = failedTestsOfReport(unitReport, repoRoot);
  if (failed?.length) for (const line of failureLines(failed)) console.log(line);
}
rmSync(reportDir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
