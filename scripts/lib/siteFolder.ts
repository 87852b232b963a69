import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir, runsInstalled, selectedConfigDir } from "../../src/engine/projectPaths";
import { type CliOption, commandAsRun } from "./cliOptions";

/** Which site a command works on when not told: in a site repository, the one it runs in (bin/config-page-builder.mjs). */
export const defaultSiteFolder = runsInstalled
  ? "the site the current folder is in"
  : `${path.basename(defaultConfigDir)}/`;

/** The `--dir DIR` option every command that works on one site takes. */
export const siteDirOption: CliOption = {
  type: "string",
  value: "DIR",
  description: `the site's folder: site.json, pages/, collections/ and its own public/ (default ${defaultSiteFolder})`,
};

/** What is wrong with `dir` as a site folder, in words, or undefined when it is one (it holds site.json). */
export function siteFolderProblem(dir: string, installed = runsInstalled): string | undefined {
  const relative = path.relative(process.cwd(), dir);
  const shown = relative.startsWith("..") ? dir : relative || ".";
  // the command that makes a site, as the person can run it: `npx config-page-builder new` in a site repository
  const { run, optionsAfter } = commandAsRun("npm run new-site", installed);
  if (!existsSync(dir)) return `there is no folder ${shown}/. Make a site there with: ${run}${optionsAfter}${shown}`;
  if (!statSync(dir).isDirectory()) return `${shown} is a file, not a site folder`;
  if (!existsSync(path.join(dir, "site.json"))) {
    const misnamed = misnamedSiteFile(dir);
    if (misnamed) return `${shown}/ has ${misnamed} but no site.json: rename it to site.json`;
    return `${shown}/ is not a site folder: it has no site.json. A site folder holds site.json, pages/ and collections/ (${run}${optionsAfter}DIR makes one)`;
  }
  return undefined;
}

/** A file of `dir` named as site.json but for its case or an extension added (Site.json, site.JSON, site.json.txt). */
function misnamedSiteFile(dir: string): string | undefined {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && /^site\.json(\.\w+)?$/i.test(entry.name.trim()))
    .map((entry) => entry.name)
    .sort()[0];
}

/** The site folder in use (--dir, else PAGES_CONFIG_DIR, else pages-config/), or exit 2 with one line saying why not. */
export function siteFolderOrExit(given: string | undefined): string {
  const dir = selectedConfigDir(given);
  const problem = siteFolderProblem(dir);
  if (problem) {
    console.error(`✖ ${problem}`);
    process.exit(2);
  }
  return dir;
}
