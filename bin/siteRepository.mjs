/**
 * Whether the builder running can work on a site repository: the builder its package.json asks for is the one
 * installed, and its site.json is in a format this builder reads. One line saying what to do when not.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";

const packageName = "config-page-builder";

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Why the builder at `packageRoot` (version `version`) should not work on the site in `site`, or undefined.
 * A site folder without package.json (one kept inside the builder's repository) is not asked about.
 */
export function siteProblem(site, packageRoot, version) {
  const shown = path.relative(process.cwd(), site) || ".";
  const manifest = readJson(path.join(site, "package.json"));
  const wanted = manifest?.dependencies?.[packageName] ?? manifest?.devDependencies?.[packageName];
  if (wanted !== undefined) {
    const own = path.join(site, "node_modules", packageName);
    if (!existsSync(path.join(own, "package.json")))
      return `${shown}/node_modules has no ${packageName} (the site's package.json asks for ${wanted}): install it with "npm install" in ${shown}/, then run the command again`;
    const ownVersion = readJson(path.join(own, "package.json"))?.version;
    const same = realpathSync(own) === realpathSync(packageRoot);
    if (!same && ownVersion !== version)
      return `this is ${packageName} ${version}, and ${shown}/ uses its own, ${ownVersion}: run the site's own with "npm run …" or "npx ${packageName} …" inside ${shown}/`;
    if (/^\d+\.\d+\.\d+$/.test(wanted) && wanted !== ownVersion)
      return `${shown}/package.json asks for ${packageName} ${wanted}, and ${ownVersion} is installed: run "npm install" in ${shown}/`;
  }
  const format = readJson(path.join(site, "site.json"))?.formatVersion;
  const reads = readJson(path.join(packageRoot, "schemas", "site.schema.json"))?.properties?.formatVersion?.const;
  if (typeof format === "number" && typeof reads === "number" && format > reads)
    // (an install of what package.json names would bring this builder again: it names this version, or this tarball)
    return `${shown}/site.json is in format version ${format}, and ${packageName} ${version} reads version ${reads}: the site needs a newer ${packageName}, the one it was written with: install it in ${shown}/ (npm install --save-exact ${packageName}@VERSION, or npm install path/to/its-tarball.tgz)`;
  return undefined;
}
