/**
 * npm start: builds the site when dist/ is missing or older than its sources, then serves it on
 * http://127.0.0.1:4173 (gzip, real 404 status for unknown paths).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./lib/repoPaths";
import { runCommand } from "./lib/runCommand";

const stamp = path.join(repoRoot, "dist/.build-stamp");
const sources = [
  "pages-config",
  "schemas",
  "src",
  "scripts",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestChange(path.join(repoRoot, s))));
if (builtAt < changedAt) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  const code = await runCommand("npm", ["run", "--silent", "build"]);
  if (code !== 0) process.exit(code);
} else {
  console.log("dist/ is up to date.");
}
await import("./serve");
