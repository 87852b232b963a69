/**
 * npm run check-site [-- --dir dist --config pages-config]
 * Checks the built HTML of a site (see scripts/lib/siteCheck): one line per problem, exit 1 on any.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { cliOption } from "./lib/cliOption";
import { repoRoot, selectedConfigDir } from "../src/engine/projectPaths";
import { checkBuiltSite, reportSiteProblems } from "./lib/siteCheck";

const distDir = path.resolve(cliOption("--dir") ?? path.join(repoRoot, "dist"));
const configDir = selectedConfigDir(cliOption("--config"));
if (!existsSync(path.join(distDir, "index.html"))) {
  console.error(
    `${path.relative(process.cwd(), distDir) || "."}/ holds no built site (no index.html): run npm run build first.`,
  );
  process.exit(2);
}
if (!reportSiteProblems(checkBuiltSite(distDir, configDir))) process.exit(1);
