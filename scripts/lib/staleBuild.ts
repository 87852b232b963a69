import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir, repoRoot, siteOutputDir, sitePublicDir } from "../../src/engine/projectPaths";
import { buildStampFile } from "./build/buildStamp";
// what the pages are made from besides the site (the build's code hash covers the same files)
import { builderSources } from "./build/codeHash";

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** The site folder a stamp names; a stamp from before stamps named one is the first site's. */
function stampedSite(stamp: string): string {
  const line = readFileSync(stamp, "utf8")
    .split("\n")
    .find((l) => l.startsWith("site: "));
  return line ? line.slice("site: ".length) : defaultConfigDir;
}

/**
 * "missing" when the site's output folder (`out`, by default its own: siteOutputDir) has no build, "stale" when it
 * was built from another site folder or a source (the builder's, the site's configs or its public files) changed
 * after it, else undefined.
 */
export function distBuildState(
  configDir = defaultConfigDir,
  out = siteOutputDir(configDir),
): "missing" | "stale" | undefined {
  const stamp = buildStampFile(out);
  if (!existsSync(path.join(out, "index.html"))) return "missing";
  if (!existsSync(stamp)) return "missing";
  if (stampedSite(stamp) !== path.resolve(configDir)) return "stale";
  const sources = [...builderSources.map((s) => path.join(repoRoot, s)), configDir, sitePublicDir(configDir)];
  const changedAt = Math.max(...sources.map(newestChange));
  return statSync(stamp).mtimeMs < changedAt ? "stale" : undefined;
}
