/**
 * npm start [-- --dir DIR --port N]: builds the site (pages-config/ unless --dir) into its output folder (dist/, or
 * DIR/dist/: projectPaths' siteOutputDir) when that is missing, older than its sources or built from another site
 * folder, then serves it on http://127.0.0.1:4173 (gzip, real
 * 404 status for unknown paths).
 */
import path from "node:path";
import { portNumber, readCommandLine } from "./lib/cliOptions";
import { siteOutputDir } from "../src/engine/projectPaths";
import { portInUseMessage, portIsFree } from "./lib/portInUse";
import { runCommand } from "./lib/runCommand";
import { serveBuiltSite } from "./lib/serveBuiltSite";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { distBuildState } from "./lib/staleBuild";
import { repairedOutput } from "./lib/builtSite";
import { scriptCommand } from "./lib/scriptCommand";
import { stopWithParent } from "./lib/stopWithParent";

const { values } = readCommandLine({
  command: "npm start",
  summary:
    "Builds a site into its dist/ (DIR/dist/ with --dir DIR) when that build is missing or stale, then serves it on\nhttp://127.0.0.1:4173.",
  options: {
    dir: siteDirOption,
    port: { type: "string", value: "N", description: "the port (default $PORT, else 4173)", check: portNumber },
  },
});
const configDir = siteFolderOrExit(values.dir);
stopWithParent();
const port = Number(values.port ?? process.env.PORT ?? 4173);
// a taken port is told before any build, in one line
if (!(await portIsFree(port))) {
  console.error(portInUseMessage(port));
  process.exit(1);
}

// a build stopped between putting the old site aside and the new one in: the swap is finished first
const out = repairedOutput(siteOutputDir(configDir));
const shownOut = `${path.relative(process.cwd(), out) || "."}/`;
const state = distBuildState(configDir, out);
if (state) {
  console.log(state === "stale" ? "Sources changed since the last build: building…" : "No build yet: building…");
  const build = scriptCommand("scripts/build.ts", ["--dir", configDir, "--out", out]);
  const code = await runCommand(build.command, build.args);
  if (code !== 0) process.exit(code);
} else {
  console.log(`${shownOut} is up to date.`);
}
serveBuiltSite(out, port);
