import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir, repoRoot, siteOutputDir, sitePublicDir } from "../../src/engine/projectPaths";
import { buildStampFile } from "./build/buildStamp";
// what the pages are made from besides the site (the build's code hash covers the same files)
import { builderSources } from "./build/codeHash";

/**
 * The last change to a file or a folder's files (a folder's own time counts: a file removed). Left out: `skip`, and
 * hidden entries and node_modules, which are not sources (a site folder holds its build's working folders, such as
 * `.dist.builds`, and a repository's `.git`).
 */
function newestChange(entry: string, skip: ReadonlySet<string> = new Set(), ownTime = true): number {
  if (!existsSync(entry) || skip.has(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const inside = readdirSync(entry)
    .filter((name) => !name.startsWith(".") && name !== "node_modules")
    .map((name) => newestChange(path.join(entry, name), skip));
  return Math.max(ownTime ? stat.mtimeMs : 0, ...inside);
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
  const sources = [...builderSources.map((s) => path.join(repoRoot, s)), sitePublicDir(configDir)];
  // the site folder holds its own build (DIR/dist/, changed as the build ends): its folder's own time is left out
  const site = newestChange(path.resolve(configDir), new Set([path.resolve(out)]), false);
  const changedAt = Math.max(site, ...sources.map((source) => newestChange(source)));
  return statSync(stamp).mtimeMs < changedAt ? "stale" : undefined;
}
