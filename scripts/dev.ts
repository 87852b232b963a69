/**
 * npm run dev [-- --dir DIR --port N --strictPort]
 * React Router's dev server for a site folder (pages-config/ unless --dir) on http://127.0.0.1:5173: every save
 * is validated and the open pages reload. The folder reaches vite.config.ts and the pre-render through
 * PAGES_CONFIG_DIR (React Router's own CLI takes no such option).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { portNumber, readCommandLine } from "./lib/cliOptions";
import { repoRoot, runsInstalled, workingDirEnv } from "../src/engine/projectPaths";
import { packageBin } from "./lib/packageBin";
import { portInUseMessage, portIsFree } from "./lib/portInUse";
import { runCommand } from "./lib/runCommand";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { stopWithParent } from "./lib/stopWithParent";

const { values } = readCommandLine({
  command: "npm run dev",
  summary: "Starts the dev server for a site folder on http://127.0.0.1:5173 (validates on save, reloads the page).",
  options: {
    dir: siteDirOption,
    port: { type: "string", value: "N", description: "the port (default 5173)", check: portNumber },
    strictPort: { type: "boolean", description: "stop if the port is taken instead of trying the next one" },
  },
});
const configDir = siteFolderOrExit(values.dir);
stopWithParent();
// a taken port: the next free one (Vite says which), or with --strictPort one line instead of Vite's stack trace
const port = Number(values.port ?? 5173);
if (values.strictPort && !(await portIsFree(port))) {
  console.error(portInUseMessage(port));
  process.exit(1);
}
const args = ["dev", ...(values.port ? ["--port", values.port] : []), ...(values.strictPort ? ["--strictPort"] : [])];
// installed in a site repository, the builder writes nothing into its own folder: Vite's cache (vite.config.ts) and
// the route types React Router makes for code editors (scripts/lib/typegenIntoSite.mjs) go into the site's folder
const intoSite = runsInstalled
  ? {
      args: ["--import", pathToFileURL(path.join(repoRoot, "scripts", "lib", "typegenIntoSite.mjs")).href],
      env: {
        BUILDER_CACHE_DIR: path.join(configDir, ".build-cache", "vite"),
        BUILDER_TYPEGEN_DIR: path.join(configDir, ".build-cache", "react-router"),
      },
    }
  : { args: [], env: {} };
// React Router's CLI reads its config from the folder it runs in: the builder's, wherever the command was started;
// its messages name files from the folder the command was started in, as `validate` does (projectPaths' workingDir)
const code = await runCommand(
  process.execPath,
  [...intoSite.args, packageBin("@react-router/dev", "react-router"), ...args],
  { PAGES_CONFIG_DIR: configDir, [workingDirEnv]: process.cwd(), ...intoSite.env },
  { cwd: repoRoot },
);
process.exit(code);
