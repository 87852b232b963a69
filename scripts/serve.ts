/** npm run serve [-- --dir DIST --port N]: serves a built site on 127.0.0.1. */
import { existsSync } from "node:fs";
import path from "node:path";
import { portNumber, readCommandLine } from "./lib/cliOptions";
import { repoRoot } from "../src/engine/projectPaths";
import { serveBuiltSite } from "./lib/serveBuiltSite";

const { values } = readCommandLine({
  command: "npm run serve",
  summary: "Serves a built site (gzip, a real 404 status for unknown paths) on http://127.0.0.1:4173.",
  options: {
    dir: { type: "string", value: "DIST", description: "the built site to serve (default dist/)" },
    port: { type: "string", value: "N", description: "the port (default $PORT, else 4173)", check: portNumber },
  },
});
const root = path.resolve(values.dir ?? path.join(repoRoot, "dist"));
if (!existsSync(path.join(root, "index.html"))) {
  console.error(
    `✖ ${path.relative(process.cwd(), root) || "."}/ holds no built site (no index.html): run npm run build first.`,
  );
  process.exit(2);
}
serveBuiltSite(root, Number(values.port ?? process.env.PORT ?? 4173));
