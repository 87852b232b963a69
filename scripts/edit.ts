/**
 * npm run edit [-- --dir DIR] [--port N] [--public DIR]
 * Starts the visual editor for a config folder (default pages-config/) on http://127.0.0.1:4174/.
 * --public names the folder of files served as they are (default public/), where uploaded images go.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createEditorServer } from "../src/editor/server/createEditorServer";
import { cliOption } from "./lib/cliOption";
import { publicDir, repoRoot, schemasDir, selectedConfigDir } from "../src/engine/projectPaths";

const configDir = selectedConfigDir(cliOption("--dir"));
const port = Number(cliOption("--port") ?? 4174);
const publicFolder = path.resolve(cliOption("--public") ?? publicDir);
if (!existsSync(configDir)) {
  console.error(`No config folder at ${configDir}. Give one with --dir.`);
  process.exit(2);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port needs a port number, got ${cliOption("--port")}`);
  process.exit(2);
}

// the editor is a tool, not developed here: React's production build keeps typing fast (EDITOR_DEV=1 for development)
if (process.env.EDITOR_DEV !== "1") process.env.NODE_ENV = "production";
const server = await createEditorServer({
  repoRoot,
  configDir,
  schemasDir,
  publicDir: publicFolder,
  port,
});
await server.listen();
console.log(`Editing ${path.relative(process.cwd(), configDir) || "."}/ — open http://127.0.0.1:${port}/`);
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
