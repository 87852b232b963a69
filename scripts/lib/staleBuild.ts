import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";

/** What a build of dist/ is made from: a change to any of these makes the build stale. */
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

/** "missing" when dist/ has no build, "stale" when a source changed after it, else undefined. */
export function distBuildState(): "missing" | "stale" | undefined {
  const stamp = path.join(repoRoot, "dist/.build-stamp");
  if (!existsSync(stamp)) return "missing";
  const changedAt = Math.max(...sources.map((s) => newestChange(path.join(repoRoot, s))));
  return statSync(stamp).mtimeMs < changedAt ? "stale" : undefined;
}
