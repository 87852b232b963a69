/**
 * npm test: every check, in order — config validation, generated types up to date, TypeScript, lint (ESLint, Prettier),
 * unit tests (vitest) and end-to-end tests (Playwright against the built site served like `npm start`).
 * Runs every step even after a failure, then prints one summary; exits 1 if any step failed.
 */
import { readCommandLine } from "./lib/cliOptions";
import { runCommand } from "./lib/runCommand";
import { scriptCommand } from "./lib/scriptCommand";

readCommandLine({
  command: "npm test",
  summary: "Every check in order: validation, generated files, typecheck, lint, unit tests, end-to-end tests.",
  options: {},
});

const steps: Array<{ name: string; command: string; args: string[] }> = [
  { name: "validate configs", ...scriptCommand("scripts/validate.ts") },
  { name: "generated types up to date", ...scriptCommand("scripts/types.ts", ["--check"]) },
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint and format", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "unit tests", command: "npx", args: ["vitest", "run"] },
  { name: "end-to-end tests", ...scriptCommand("scripts/e2e.ts") },
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const code = await runCommand(step.command, step.args);
  results.push({ name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
}

console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✔" : "✖"} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
