/**
 * npm run check-html [-- --dir dist]
 * Runs the W3C Nu HTML Checker (vnu-jar, with Java) over every HTML file of a build: prints the errors grouped
 * by page, how often each message occurs and a count; exits 1 if there are any.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { readCommandLine } from "./lib/cliOptions";
import { nuHtmlCheck } from "./lib/nuHtmlCheck";
import { ensureOptionalTool } from "./lib/optionalPackage";
import { formatNuErrors } from "./lib/nuHtmlReport";
import { siteOutputDir } from "../src/engine/projectPaths";
import { repairedOutput } from "./lib/builtSite";

const { values } = readCommandLine({
  command: "npm run check-html",
  summary: "Runs the W3C Nu HTML Checker over every HTML file of a built site.",
  options: { dir: { type: "string", value: "DIST", description: "the built site (default dist/)" } },
});
const distDir = repairedOutput(path.resolve(values.dir ?? siteOutputDir()));
if (!existsSync(path.join(distDir, "index.html"))) {
  console.error(
    `${path.relative(process.cwd(), distDir) || "."}/ holds no built site (no index.html): run npm run build first.`,
  );
  process.exit(2);
}
// the Nu HTML Checker is optional for a site repository: installed the first time it is asked for
await ensureOptionalTool("vnu-jar");
const errors = await nuHtmlCheck(distDir);
for (const line of formatNuErrors(errors)) (errors.length ? console.error : console.log)(line);
process.exit(errors.length ? 1 : 0);
