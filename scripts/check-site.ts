/**
 * npm run check-site [-- --dir dist --config pages-config --workers N]
 * Checks the built HTML of a site (see scripts/lib/siteCheck): one line per problem, exit 1 on any.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { readCommandLine, wholeNumber } from "./lib/cliOptions";
import { siteOutputDir } from "../src/engine/projectPaths";
import { repairedOutput } from "./lib/builtSite";
import { checkBuiltSiteOnWorkers, reportSiteProblems } from "./lib/siteCheck";
import { defaultSiteFolder, siteFolderOrExit } from "./lib/siteFolder";

const { values } = readCommandLine({
  command: "npm run check-site",
  summary: "Checks the built HTML of a site: headings, alt texts, links and anchors, ids, titles.",
  options: {
    dir: { type: "string", value: "DIST", description: "the built site (default: that site's dist/)" },
    config: {
      type: "string",
      value: "DIR",
      description: `the site folder it was built from (default ${defaultSiteFolder})`,
    },
    workers: {
      type: "string",
      value: "N",
      description: `threads checking pages (default: one per core, here ${availableParallelism()})`,
      check: wholeNumber(1, 64),
    },
  },
});
const configDir = siteFolderOrExit(values.config);
const distDir = repairedOutput(path.resolve(values.dir ?? siteOutputDir(configDir)));
if (!existsSync(path.join(distDir, "index.html"))) {
  console.error(
    `${path.relative(process.cwd(), distDir) || "."}/ holds no built site (no index.html): run npm run build first.`,
  );
  process.exit(2);
}
// the pages are shared among worker threads, one per core: the same problems in the same order
const workers = Number(values.workers ?? availableParallelism());
if (!reportSiteProblems(await checkBuiltSiteOnWorkers(distDir, configDir, workers))) process.exit(1);
