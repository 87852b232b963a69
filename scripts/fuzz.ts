/**
 * npm run fuzz [-- --runs N] [--seed N] [--dir DIR]
 * Mutates copies of the real configs (keys deleted, renamed or retyped, values replaced with null, lists, huge
 * numbers or deep nesting, text edited character by character or line by line) and checks that the validator
 * never throws and that every diagnostic points inside an existing file. Prints counts and the seed; on a
 * failure prints the smallest failing case fast-check found and exits 1.
 */
import path from "node:path";
import fc from "fast-check";
import { formatDiagnostic } from "../src/engine/diagnostic";
import { readCommandLine, wholeNumber } from "./lib/cliOptions";
import { mutationsArbitrary, type Mutation } from "./lib/configMutations";
import { schemasDir } from "../src/engine/projectPaths";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { createWorkspace, runCase, type CaseOutcome } from "./lib/validatorProperty";

const { values } = readCommandLine({
  command: "npm run fuzz",
  summary: "Mutates copies of a site's configs and checks the validator never throws and locates every problem.",
  options: {
    runs: { type: "string", value: "N", description: "how many cases (default 10000)", check: wholeNumber(0) },
    seed: { type: "string", value: "N", description: "replay a run with its seed", check: wholeNumber(0) },
    dir: siteDirOption,
  },
});
const runs = Number(values.runs ?? 10_000);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const configDir = siteFolderOrExit(values.dir);

const ws = createWorkspace(configDir, schemasDir);
process.on("exit", () => ws.remove());
const counts = { cases: 0, valid: 0, diagnostics: 0, crashes: 0, misplaced: 0 };
let counting = true;
let lastFailure: { mutations: Mutation[]; outcome: CaseOutcome } | undefined;
const started = performance.now();

console.log(
  `fuzzing the validator on ${path.relative(process.cwd(), configDir) || "."}/ (${ws.files.length} files): ${runs} cases, seed ${seed}`,
);
const details = fc.check(
  fc.property(mutationsArbitrary, (mutations) => {
    const outcome = runCase(ws, mutations);
    const ok = outcome.crash === undefined && outcome.misplaced.length === 0;
    if (counting) {
      counts.cases++;
      if (outcome.diagnostics.length === 0 && ok) counts.valid++;
      counts.diagnostics += outcome.diagnostics.length;
      if (outcome.crash !== undefined) counts.crashes++;
      counts.misplaced += outcome.misplaced.length;
      if (counts.cases % 1000 === 0)
        console.log(`  ${counts.cases} cases, ${Math.round((performance.now() - started) / 1000)} s`);
    }
    if (!ok) {
      // fast-check now shrinks the case; the counts stay those of the cases run until the first failure
      counting = false;
      lastFailure = { mutations, outcome };
    }
    return ok;
  }),
  { numRuns: runs, seed },
);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  [
    `cases: ${counts.cases}`,
    `passed validation: ${counts.valid}`,
    `diagnostics: ${counts.diagnostics}`,
    `crashes: ${counts.crashes}`,
    `diagnostics without a position in their file: ${counts.misplaced}`,
    `seed: ${seed}`,
    `time: ${seconds} s`,
  ].join("\n"),
);

if (details.failed) {
  // The last failing run is the shrunk counterexample.
  const minimal = (details.counterexample?.[0] as Mutation[] | undefined) ?? lastFailure?.mutations;
  console.error(
    `\n✖ property failed (seed ${seed}, path ${details.counterexamplePath}); smallest failing case after ${details.numShrinks} shrinks:`,
  );
  for (const m of minimal ?? []) console.error(`  ${describeMutation(m)}`);
  const outcome = minimal ? runCase(ws, minimal) : lastFailure?.outcome;
  if (outcome?.crash) console.error(`\ncrash:\n${outcome.crash}`);
  for (const { diagnostic, reason } of outcome?.misplaced ?? [])
    console.error(`\n${reason}:\n  ${formatDiagnostic(diagnostic)}`);
  console.error(`\nReplay: npm run fuzz -- --runs ${runs} --seed ${seed}`);
  process.exitCode = 1;
} else {
  console.log(`✔ no crash and every diagnostic located in ${counts.cases} cases`);
}

function describeMutation(m: Mutation): string {
  const file = ws.files[m.file % ws.files.length];
  return `${file}: ${JSON.stringify(m, (key, value) => (key === "file" ? undefined : typeof value === "string" && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} characters)` : value))}`;
}
