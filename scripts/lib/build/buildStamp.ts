import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildsDir } from "./outputFolder";

/**
 * Where a build notes when and from which site folder it built an output folder (read by `npm start` for dist/,
 * scripts/lib/staleBuild.ts): `stamp` in the hidden folder beside the output that holds its builds
 * (`.<out>.builds/`, outputFolder.ts), so a build writes nothing outside its site's folder, its output and its cache.
 * Kept outside the output, which holds only what is served: the built site is the same bytes whoever built it,
 * wherever, and it does not publish the builder's paths.
 */
export function buildStampFile(outDir: string): string {
  return path.join(buildsDir(path.resolve(outDir)), "stamp");
}

export function writeBuildStamp(outDir: string, configDir: string): void {
  const file = buildStampFile(outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${new Date().toISOString()}\nsite: ${path.resolve(configDir)}\n`);
}
