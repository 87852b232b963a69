/**
 * npm run validate [-- --dir DIR] [--verbose] [--timings]
 * Checks every config file; prints one summary line, or FILE:LINE:COLUMN  message per problem and a count.
 * With --timings, the time each stage of the engine took (src/engine/stages/).
 * A site in several languages gets a line counting what each language lacks (--verbose lists them).
 * The code of the site's own blocks is parsed as build parses it (a component that does not compile is said here).
 * Then warns of each file in the site's public/ that no config uses (the exit code stays as the problems say).
 */
import path from "node:path";
import { countProblems, problemText } from "../src/engine/diagnostic";
import { ownPublicDir, unusedPublicFiles } from "../src/engine/checks/publicFiles/unusedPublicFiles";
import { StageTimings, validateConfigDir } from "../src/engine/validateConfigDir";
import { siteBlockCodeProblems } from "../src/engine/siteBlocks/siteBlockCode";
import { readCommandLine } from "./lib/cliOptions";
import { runsInstalled, schemasDir } from "../src/engine/projectPaths";
import { shippedValidators } from "./lib/build/keptValidators";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { translationReport } from "./lib/translationReport";
import { diagnosticLines, warningLine, withDocsShown } from "../src/engine/diagnosticLines";

const { values } = readCommandLine({
  command: "npm run validate",
  summary: "Checks every config file of a site; prints one summary line, or FILE:LINE:COLUMN  message per problem.",
  options: {
    dir: siteDirOption,
    verbose: { type: "boolean", description: "list each page and site.json setting a language lacks" },
    timings: {
      type: "boolean",
      description: "print the time each stage of the engine took (read, parse, … cross-checks)",
    },
  },
});
const configDir = siteFolderOrExit(values.dir);
const started = performance.now();
const timings = values.timings ? new StageTimings() : undefined;
// installed in a site repository, the builder's own validators come prebuilt with the package: loaded, not compiled
const checked = validateConfigDir(configDir, schemasDir, process.cwd(), {
  timings,
  keptValidators: runsInstalled ? shippedValidators() : undefined,
});
// the site's own blocks' code, parsed as build parses it before bundling: a component that does not compile, or
// imports the builder's inside, is said here too, not first by build
const codeProblems = await siteBlockCodeProblems(configDir);
const result = { ...checked, diagnostics: [...checked.diagnostics, ...codeProblems] };
const ms = Math.round(performance.now() - started);
const shown = path.relative(process.cwd(), configDir) || ".";
const sitePublic = ownPublicDir(configDir);
const warnings = sitePublic
  ? unusedPublicFiles(result, sitePublic, path.relative(process.cwd(), sitePublic) || ".")
  : [];

/** With --timings: a line per stage of the engine, with the milliseconds it took. */
function printTimings() {
  if (!timings) return;
  console.log("Stages:");
  for (const line of timings.lines()) console.log(line);
}

/** `public/old.pdf  warning: …`: no line and column, the file is not a text a person edits. */
function printWarnings() {
  if (warnings.length === 0) return;
  for (const w of warnings) console.log(withDocsShown(`${w.file}  warning: ${problemText(w)}`));
  const n = warnings.length;
  console.log(`⚠ ${n} file${n === 1 ? "" : "s"} in public/ that no config uses (a warning: nothing fails)`);
}

// warnings first: they stop nothing, and the errors and their count stay the last lines
for (const warning of result.warnings) console.error(warningLine(warning));
if (result.diagnostics.length === 0) {
  const warned = result.warnings.length
    ? ` (${result.warnings.length} warning${result.warnings.length === 1 ? "" : "s"} above)`
    : "";
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  const made = `${count(result.pages.length, "page")}, ${count(Object.keys(result.content).length, "collection")}`;
  console.log(`✔ ${result.fileCount} config files valid in ${shown}/ (${made}) in ${ms} ms${warned}`);
  for (const line of translationReport(result, configDir, values.verbose === true)) console.log(line);
  printTimings();
  printWarnings();
} else {
  printTimings();
  for (const line of diagnosticLines(result.diagnostics)) console.error(line);
  console.error(`✖ ${countProblems(result.diagnostics)}`);
  printWarnings();
  process.exit(1);
}
