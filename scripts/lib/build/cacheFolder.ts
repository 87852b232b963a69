import { createHash } from "node:crypto";
import path from "node:path";
import { repoRoot } from "../../../src/engine/projectPaths.ts";

/**
 * The build cache: `.build-cache/` at the repository's root (CI saves and restores this folder). It holds the
 * bundled code of the last few builder versions (`code/<hash>/`) and, per site folder, its rendered pages
 * (`sites/<name>-<hash>/`). It lives inside the repository because the server bundle imports from node_modules.
 */
export const buildCacheDir = path.join(repoRoot, ".build-cache");

/** The page cache folder of one site folder (each site keeps its own: building one never evicts another's). */
export function siteCacheDir(configDir: string): string {
  const resolved = path.resolve(configDir);
  const slug = path.basename(resolved).replace(/[^A-Za-z0-9_-]+/g, "_");
  return path.join(
    buildCacheDir,
    "sites",
    `${slug}-${createHash("sha256").update(resolved).digest("hex").slice(0, 10)}`,
  );
}
