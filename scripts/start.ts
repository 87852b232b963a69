/**
 * npm start: builds the site when dist/ is missing or older than its sources, then serves it on
 * http://127.0.0.1:4173 (gzip, real 404 status for unknown paths).
 */
import { runCommand } from "./lib/runCommand";
import { distBuildState } from "./lib/staleBuild";

const state = distBuildState();
if (state) {
  console.log(state === "stale" ? "Sources changed since the last build: building…" : "No build yet: building…");
  const code = await runCommand("npm", ["run", "--silent", "build"]);
  if (code !== 0) process.exit(code);
} else {
  console.log("dist/ is up to date.");
}
await import("./serve");
