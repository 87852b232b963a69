/**
 * npm run edit [-- --dir DIR] [--port N] [--public DIR]
 * Starts the visual editor for a config folder (default pages-config/) on http://127.0.0.1:4174/.
 * --public names the folder of files served as they are (default public/), where uploaded images go.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { createEditorServer } from "../src/editor/server/createEditorServer";
import { siteCacheDir } from "./lib/build/cacheFolder";
import { portNumber, readCommandLine } from "./lib/cliOptions";
import { editorPictureMaker } from "./lib/pictures/editorPictures";
import { repoRoot, runsInstalled, schemasDir, sitePublicDir } from "../src/engine/projectPaths";
import { isPortInUse, portInUseMessage, portIsFree } from "./lib/portInUse";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { stopWithParent } from "./lib/stopWithParent";

const { values } = readCommandLine({
  command: "npm run edit",
  summary: "Starts the visual editor for a site folder on http://127.0.0.1:4174/.",
  options: {
    dir: siteDirOption,
    port: { type: "string", value: "N", description: "the port to listen on (default 4174)", check: portNumber },
    public: {
      type: "string",
      value: "DIR",
      description:
        "the folder of files served as they are, where uploaded images go (default: the site's public folder)",
      check: (folder) =>
        existsSync(folder) && statSync(folder).isDirectory() ? undefined : "needs an existing folder",
    },
  },
});
const configDir = siteFolderOrExit(values.dir);
stopWithParent();
const port = Number(values.port ?? 4174);
const publicFolder = values.public ? path.resolve(values.public) : sitePublicDir(configDir);

// the editor is a tool, not developed here: React's production build keeps typing fast (EDITOR_DEV=1 for development)
if (process.env.EDITOR_DEV !== "1") process.env.NODE_ENV = "production";
// the editor answers only on its own port (its requests are checked against it): a taken port is one line
if (!(await portIsFree(port))) {
  console.error(portInUseMessage(port));
  process.exit(1);
}
const server = await createEditorServer({
  repoRoot,
  configDir,
  schemasDir,
  publicDir: publicFolder,
  port,
  // installed in a site repository, the builder writes nothing into its own folder (projectPaths' runsInstalled)
  ...(runsInstalled
    ? { cacheDir: path.join(configDir, ".build-cache", "vite-editor"), alsoServed: [path.dirname(repoRoot), configDir] }
    : {}),
  // the preview's pictures are made as the build makes them, into the cache the build reads
  pictures: editorPictureMaker({ publicDir: publicFolder, cacheDir: path.join(siteCacheDir(configDir), "pictures") }),
});
try {
  await server.listen();
} catch (error) {
  // taken between the check and now
  if (!isPortInUse(error)) throw error;
  console.error(portInUseMessage(port));
  await server.close();
  process.exit(1);
}
console.log(`Editing ${path.relative(process.cwd(), configDir) || "."}/ — open http://127.0.0.1:${port}/`);
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
