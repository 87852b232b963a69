import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot, runsInstalled } from "../../../src/engine/projectPaths";

/**
 * Where a build notes when and from which site folder it built an output folder (read by `npm start` for dist/,
 * scripts/lib/staleBuild.ts). Kept outside the output, which holds only what is served: the built site is the
 * same bytes whoever built it, wherever, and it does not publish the builder's paths.
 */
export function buildStampFile(outDir: string): string {
  // installed in a site repository, the builder writes nothing into its own folder: beside the output instead
  if (runsInstalled) {
    const out = path.resolve(outDir);
    return path.join(path.dirname(out), ".build-cache", "stamps", path.basename(out));
  }
  return path.join(repoRoot, "build", "stamps", path.resolve(outDir).replace(/[^A-Za-z0-9]+/g, "_"));
}

export function writeBuildStamp(outDir: string, configDir: string): void {
  const file = buildStampFile(outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${new Date().toISOString()}\nsite: ${path.resolve(configDir)}\n`);
}
