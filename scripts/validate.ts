/**
 * npm run validate [-- --dir DIR]
 * Checks every config file; prints one summary line, or FILE:LINE:COLUMN  message per problem and a count.
 * Then warns of each file in the site's public/ that no config uses (the exit code stays as the problems say).
 */
import path from "node:path";
import { formatDiagnostic, problemText } from "../src/engine/diagnostic";
import { ownPublicDir, unusedPublicFiles } from "../src/engine/unusedPublicFiles";
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
const sitePublic = ownPublicDir(configDir);
const warnings = sitePublic
  ? unusedPublicFiles(result, sitePublic, path.relative(process.cwd(), sitePublic) || ".")
  : [];

/** `public/old.pdf  warning: …`: no line and column, the file is not a text a person edits. */
function printWarnings() {
  if (warnings.length === 0) return;
  for (const w of warnings) console.log(`${w.file}  warning: ${problemText(w)}`);
  const n = warnings.length;
  console.log(`⚠ ${n} file${n === 1 ? "" : "s"} in public/ that no config uses (a warning: nothing fails)`);
}

if (result.diagnostics.length === 0) {
  console.log(
    `✔ ${result.fileCount} config files valid in ${shown}/ (${result.pages.length} pages, ${Object.keys(result.collections).length} data files) in ${ms} ms`,
  );
  printWarnings();
} else {
  for (const d of result.diagnostics) console.error(formatDiagnostic(d));
  const files = new Set(result.diagnostics.map((d) => d.file)).size;
  const n = result.diagnostics.length;
  console.error(`✖ ${n} problem${n === 1 ? "" : "s"} in ${files} file${files === 1 ? "" : "s"}`);
  printWarnings();
  process.exit(1);
}
