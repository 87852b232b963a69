/**
 * npm run fuzz [-- --runs N] [--seed N] [--dir DIR]
 * Mutates copies of the real configs (keys deleted, renamed or retyped, values replaced with null, lists, huge
 * numbers or deep nesting, text edited character by character or line by line; in a site's collections also
 * Markdown items' front-matter lines and body texts, JSON items, list files and schemas) and checks that the
 * validator never throws or hangs and that every diagnostic points inside an existing file. Without --dir: the
 * first site, then the journal fixture with a list collection added. Prints counts and the seed; on a
 * failure prints the smallest failing case fast-check found and exits 1.
 */
import path from "node:path";
import fc from "fast-check";
import { formatDiagnostic } from "../src/engine/diagnostic";
import { readCommandLine, wholeNumber } from "./lib/cliOptions";
import { fileOf, itemMutationsArbitrary, mutationsArbitrary, type Mutation } from "./lib/configMutations";
import { schemasDir } from "../src/engine/projectPaths";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import {
  contentFuzzSite,
  createWorkspace,
  runCase,
  type CaseOutcome,
  type FuzzWorkspace,
} from "./lib/validatorProperty";

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

// without --dir: the first site, then a site with every kind of collection file (Markdown and JSON items, a list
// file, schemas), whose Markdown items also get front-matter lines and body texts put in
const shown = (dir: string) => path.relative(process.cwd(), dir) || ".";
const sites =
  values.dir === undefined
    ? [
        {
          ws: createWorkspace(siteFolderOrExit(undefined), schemasDir),
          shown: `${shown(siteFolderOrExit(undefined))}/`,
        },
        {
          ws: createWorkspace(contentFuzzSite.configDir, schemasDir, contentFuzzSite.extraFiles),
          shown: `${shown(contentFuzzSite.configDir)}/ (with a list collection added)`,
        },
      ]
    : [
        {
          ws: createWorkspace(siteFolderOrExit(values.dir), schemasDir),
          shown: `${shown(siteFolderOrExit(values.dir))}/`,
        },
      ];
process.on("exit", () => sites.forEach(({ ws }) => ws.remove()));
let failed = false;
for (const site of sites) {
  const hasItems = site.ws.files.some((f) => f.startsWith("collections/"));
  if (!fuzz(site.ws, site.shown, hasItems ? itemMutationsArbitrary : mutationsArbitrary)) failed = true;
}
if (failed) process.exitCode = 1;

/** Runs the property over one site's copy; prints the counts, and the smallest failing case if one fails. */
function fuzz(ws: FuzzWorkspace, shown: string, arbitrary: fc.Arbitrary<Mutation[]>): boolean {
  const counts = { cases: 0, valid: 0, diagnostics: 0, crashes: 0, misplaced: 0 };
  let counting = true;
  let lastFailure: { mutations: Mutation[]; outcome: CaseOutcome } | undefined;
  const started = performance.now();

  console.log(`fuzzing the validator on ${shown} (${ws.files.length} files): ${runs} cases, seed ${seed}`);
  const details = fc.check(
    fc.property(arbitrary, (mutations) => {
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
      `crashes or hangs: ${counts.crashes}`,
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
    for (const m of minimal ?? []) console.error(`  ${describeMutation(ws, m)}`);
    const outcome = minimal ? runCase(ws, minimal) : lastFailure?.outcome;
    if (outcome?.crash) console.error(`\ncrash:\n${outcome.crash}`);
    for (const { diagnostic, reason } of outcome?.misplaced ?? [])
      console.error(`\n${reason}:\n  ${formatDiagnostic(diagnostic)}`);
    console.error(`\nReplay: npm run fuzz -- --runs ${runs} --seed ${seed}${values.dir ? ` --dir ${values.dir}` : ""}`);
    return false;
  }
  console.log(`✔ no crash and every diagnostic located in ${counts.cases} cases\n`);
  return true;
}

function describeMutation(ws: FuzzWorkspace, m: Mutation): string {
  const file = fileOf(m, ws.files);
  return `${file}: ${JSON.stringify(m, (key, value) => (key === "file" ? undefined : typeof value === "string" && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} characters)` : value))}`;
}
