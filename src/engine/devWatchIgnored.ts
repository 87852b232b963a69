import path from "node:path";
import { isPathWithin } from "./projectPaths.ts";

/**
 * What the dev server's watcher leaves alone: what builds and tests write, never source. Output folders are known
 * by their place (the builder's build/ and dist/, a site's dist/, `.dist.*` and `.build-cache/`), not by their
 * name anywhere in a path, so that a site's own folder of that name (pages/build/ for a page at /build/kitchens),
 * or a site kept under a folder named build/, is watched like any other: its saves are validated and reload the
 * open pages.
 */
export function devWatchIgnored(repoRoot: string, siteDir: string): (file: string) => boolean {
  const site = path.resolve(siteDir);
  const outputs = [
    path.join(repoRoot, "build"),
    path.join(repoRoot, "dist"),
    path.join(repoRoot, ".react-router"), // React Router's route types: every build writes them again
    path.join(repoRoot, "prebuilt"), // the package's prebuilt code (npm pack)
    path.join(site, "dist"),
  ];
  return (file) => {
    const resolved = path.resolve(file);
    if (outputs.some((folder) => isPathWithin(resolved, folder))) return true;
    if (isPathWithin(resolved, site)) {
      const [first = ""] = path.relative(site, resolved).split(path.sep);
      return first === ".build-cache" || first.startsWith(".dist.");
    }
    if (!isPathWithin(resolved, repoRoot)) return false;
    // in the builder's folder: caches, the test runs' files, and the builds of the sites kept there (their dist/)
    const names = path.relative(repoRoot, resolved).split(path.sep);
    return names.some(
      (name, i) =>
        name === ".build-cache" ||
        name === "dist" ||
        name.startsWith(".dist.") ||
        name === "test-results" ||
        (name === ".tmp" && names[i - 1] === "tests"),
    );
  };
}
