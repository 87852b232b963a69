/**
 * npm run validate [-- --dir DIR]
 * Checks every config file; prints one summary line, or FILE:LINE:COLUMN  message per problem and a count.
 */
import path from "node:path";
import { countProblems, formatDiagnostics } from "../src/engine/diagnostic";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { cliOption } from "./lib/cliOption";
import { selectedConfigDir, schemasDir } from "../src/engine/projectPaths";

const dir = cliOption("--dir");
if (process.argv.includes("--dir") && !dir) {
  console.error("--dir needs a folder: npm run validate -- --dir path/to/pages-config");
  process.exit(2);
}
const configDir = selectedConfigDir(dir);
const started = performance.now();
const result = validateConfigDir(configDir, schemasDir);
const ms = Math.round(performance.now() - started);
const shown = path.relative(process.cwd(), configDir) || ".";

if (result.diagnostics.length === 0) {
  console.log(
    `✔ ${result.fileCount} config files valid in ${shown}/ (${result.pages.length} pages, ${Object.keys(result.collections).length} data files) in ${ms} ms`,
  );
} else {
  for (const line of formatDiagnostics(result.diagnostics)) console.error(line);
  console.error(`✖ ${countProblems(result.diagnostics)}`);
  process.exit(1);
}
