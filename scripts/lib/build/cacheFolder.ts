import { createHash } from "node:crypto";
import path from "node:path";
import { defaultConfigDir, repoRoot, runsInstalled } from "../../../src/engine/projectPaths.ts";

/**
 * The builder's own cache in its repository: `.build-cache/` at the repository's root (CI saves and restores this
 * folder). It holds the bundled command-line scripts (`cli/`), the bundled code of the last few builder versions
 * (`code/<hash>/`), the code of the builder's own validators for builds without a cache (`validators/`:
 * keptValidators.ts's builderOwnValidators) and the first site's rendered pages (`sites/pages-config-<hash>/`).
 */
export const buildCacheDir = path.join(repoRoot, ".build-cache");

/**
 * Where the code bundle of a build of the site in `configDir` is kept when it has to be made: the repository's
 * cache in the builder's repository; the site's own `.build-cache/` when the builder is installed in a site
 * repository (it never writes into its own package folder; its prebuilt bundle is used when it fits).
 */
export function codeCacheDir(configDir: string): string {
  return runsInstalled ? path.join(path.resolve(configDir), ".build-cache") : buildCacheDir;
}

/**
 * The page cache folder of one site folder: its own `.build-cache/pages/` (a site's cache stays in its folder, so
 * building one never evicts another's), but for the first site, pages-config/, whose pages stay in the repository's
 * `.build-cache/sites/` where CI keeps them.
 */
export function siteCacheDir(configDir: string): string {
  const resolved = path.resolve(configDir);
  if (runsInstalled || resolved !== defaultConfigDir) return path.join(resolved, ".build-cache", "pages");
  const slug = path.basename(resolved).replace(/[^A-Za-z0-9_-]+/g, "_");
  return path.join(
    buildCacheDir,
    "sites",
    `${slug}-${createHash("sha256").update(resolved).digest("hex").slice(0, 10)}`,
  );
}
