/**
 * npm run migrate [-- --dir DIR] [--check]
 * Rewrites a config folder written in an older format version into the current one, step by named step,
 * editing only what each step needs (see scripts/lib/migrations). --check only says whether it would.
 */
import path from "node:path";
import { currentFormatVersion } from "../src/engine/formatVersion";
import { readCommandLine } from "./lib/cliOptions";
import { migrateConfigDir } from "./lib/migrations";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";

const { values } = readCommandLine({
  command: "npm run migrate",
  summary: "Rewrites a site folder written in an older format version into the current one.",
  options: {
    dir: siteDirOption,
    check: { type: "boolean", description: "only say whether it would change anything (exit 1 if it would)" },
  },
});
const configDir = siteFolderOrExit(values.dir);
const check = values.check === true;
const shown = path.relative(process.cwd(), configDir) || ".";
const result = migrateConfigDir(configDir, process.cwd(), !check);

if (!result.ok) {
  console.error(`✖ ${result.problem}`);
  process.exit(1);
}
if (result.changed.length === 0) {
  console.log(`✔ ${shown}/ is in format version ${currentFormatVersion}: nothing to migrate.`);
  process.exit(0);
}
console.log(
  `${check ? "Would update" : "Updated"} ${shown}/ from format version ${result.from} to ${currentFormatVersion}:`,
);
for (const step of result.steps) console.log(`  • ${step.name}: ${step.description}`);
console.log(`  • format version ${currentFormatVersion} written into site.json`);
console.log(`${check ? "Files that would change" : "Files changed"} (${result.changed.length}):`);
for (const file of result.changed) console.log(`  ${file}`);
if (check) process.exit(1);
console.log('✔ done. Review the changes with "git diff", then run "npm run validate".');
