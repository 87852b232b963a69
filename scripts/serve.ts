/**
 * npm run serve [-- --dir DIST|SITE_DIR --port N]: serves a built site on 127.0.0.1: the folder given, or when it is
 * a site folder (it holds site.json) that site's build (projectPaths' siteOutputDir); by default the first site's.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { portNumber, readCommandLine } from "./lib/cliOptions";
import { selectedConfigDir, siteOutputDir } from "../src/engine/projectPaths";
import { noBuiltSite, repairedOutput } from "./lib/builtSite";
import { serveBuiltSite } from "./lib/serveBuiltSite";
import { stopWithParent } from "./lib/stopWithParent";

const { values } = readCommandLine({
  command: "npm run serve",
  summary: "Serves a built site (gzip, a real 404 status for unknown paths) on http://127.0.0.1:4173.",
  options: {
    dir: {
      type: "string",
      value: "DIST",
      description: "the built site to serve, or a site folder to serve its build (default dist/)",
    },
    port: { type: "string", value: "N", description: "the port (default $PORT, else 4173)", check: portNumber },
  },
});
stopWithParent();
const given = values.dir && path.resolve(values.dir);
const siteFolder = given && existsSync(path.join(given, "site.json")) ? given : undefined;
const root = repairedOutput(given && !siteFolder ? given : siteOutputDir(selectedConfigDir(siteFolder)));
const missing = noBuiltSite(root, siteFolder ? `npm run build -- --dir ${values.dir}` : undefined);
if (missing) {
  console.error(`✖ ${missing}`);
  process.exit(2);
}
serveBuiltSite(root, Number(values.port ?? process.env.PORT ?? 4173));
