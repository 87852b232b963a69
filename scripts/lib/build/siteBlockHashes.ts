import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../../../src/engine/projectPaths";
import { followedStat } from "../../../src/engine/fileLinks";
import { siteBlocksFolder } from "../../../src/engine/siteBlocks/readSiteBlocks";

/**
 * What a site's own blocks' code is made of, per block type, so that a page's cache key holds the code of exactly
 * the site blocks it shows (pagePlan.ts), while the code bundle is made again when any of it changes (codeHash.ts).
 *
 * A type's code is every file of its folder blocks/<type>/ (sub-folders too), every file of blocks/ outside a type
 * folder (one holding <type>.schema.json): a shared helper, counted for every type, and every file its code imports by a relative path, wherever
 * it lies (another type's folder, a helper beside blocks/), followed from file to file. A package the code imports
 * by its bare name is the builder's or one of the builder's own dependencies ("config-page-builder/blocks", "react":
 * pinned in the builder's package.json, so in its code hash), or one the site installed ("date-fns"): for those, the
 * type's hash holds the site's lockfile (package-lock.json, found from the site folder up), else each imported
 * package's package.json as installed, so that upgrading one renders the pages of the blocks using it again. An import the text does not name plainly (import(name), require, import.meta.glob, an
 * import that names no file found) makes the type count all of blocks/: unsure means every page with a site block
 * renders again.
 */
export interface SiteBlockHashes {
  /** A hash of every file above, for every type: the code bundle's part. "" when the site has no blocks/. */
  all: string;
  /** A type's own hash, by the name of its folder. */
  byType: ReadonlyMap<string, string>;
}

const codeFile = /\.(?:[cm]?[jt]sx?|css)$/;
const resolvedEndings = ["", ".tsx", ".ts", ".jsx", ".js", ".mjs", ".cjs", ".mts", ".cts", ".json", ".css", ".d.ts"];
const indexFiles = ["index.tsx", "index.ts", "index.jsx", "index.js"];
/** `from "x"`, `import "x"`, `import("x")`, `export … from "x"`, CSS's `@import "x"` and `url(x)`. */
const plainImports =
  /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|@import\s+(?:url\(\s*)?["']?([^"')\s;]+)|\burl\(\s*["']?([^"')\s]+)/g;
/** Imports whose file the text does not name: a computed import(), require, a glob. */
const unclearImports = /\bimport\s*\(\s*(?!["'][^"']*["']\s*\))|\brequire\s*\(|\bimport\.meta\.glob/;

/** The files under `entry` (itself, if a file); a link that leads to no file is none (validation says so). */
function filesUnder(entry: string): string[] {
  const found = followedStat(entry);
  if (!found) return [];
  if (!found.isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** The file a relative import names (with Vite's endings and index files), or undefined. */
function resolveImport(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier.replace(/[?#].*$/, ""));
  for (const ending of resolvedEndings) {
    const file = target + ending;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  for (const index of indexFiles) {
    const file = path.join(target, index);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/**
 * The files a file's code names by relative path, the packages it names by their bare names (but the builder's), and
 * whether some import names none plainly.
 */
function importsOf(file: string): { files: string[]; packages: string[]; unclear: boolean } {
  if (!codeFile.test(file)) return { files: [], packages: [], unclear: false };
  const text = readFileSync(file, "utf8");
  const files: string[] = [];
  const packages: string[] = [];
  let unclear = unclearImports.test(text);
  for (const match of text.matchAll(plainImports)) {
    const specifier = match.slice(1).find((s) => s !== undefined)!;
    const name = packageName(specifier);
    if (name && !builderPackages().has(name) && /\.[cm]?[jt]sx?$/.test(file)) packages.push(name);
    if (!specifier.startsWith(".") && !specifier.startsWith("/")) continue; // a package, an address, data:
    if (/^\/\//.test(specifier)) continue; // "//host/…": an address
    const resolved = specifier.startsWith("/") ? undefined : resolveImport(file, specifier);
    if (resolved) files.push(resolved);
    // an absolute path ("/assets/…" in CSS is an address of the site) is no file of the site's code; a relative
    // one that names no file is unclear
    else if (!specifier.startsWith("/")) unclear = true;
  }
  return { files, packages, unclear };
}

let builderOwn: ReadonlySet<string> | undefined;
/** The builder's package and its dependencies (its package.json: exact versions, in its code hash). */
function builderPackages(): ReadonlySet<string> {
  if (!builderOwn) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    builderOwn = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {})]);
  }
  return builderOwn;
}

/** The package a bare import names ("date-fns" of "date-fns/format", "@scope/x" of "@scope/x/y"), else undefined. */
function packageName(specifier: string): string | undefined {
  const bare = /^(@[a-z0-9][\w.-]*\/[\w.-]+|[a-z0-9][\w.-]*)(?:\/|$)/i.exec(specifier);
  return bare && !specifier.includes(":") ? bare[1] : undefined;
}

const lockfiles = ["package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "yarn.lock"];

/**
 * What the site installed of `packages`: its lockfile, the nearest from the site folder up; else each package's
 * package.json as installed (node_modules, from the site folder up), or that it is missing.
 */
function installedText(siteDir: string, packages: readonly string[]): string {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const lockfile = lockfiles.map((name) => path.join(dir, name)).find((file) => existsSync(file));
    if (lockfile) return readFileSync(lockfile, "utf8");
    if (path.dirname(dir) === dir) break;
  }
  return packages
    .map((name) => {
      for (let dir = siteDir; ; dir = path.dirname(dir)) {
        const manifest = path.join(dir, "node_modules", name, "package.json");
        if (existsSync(manifest)) return `${name}\0${readFileSync(manifest, "utf8")}`;
        if (path.dirname(dir) === dir) return `${name}\0missing`;
      }
    })
    .join("\0");
}

/** The site blocks' hashes of the site in `configDir` (none without blocks/). */
export function siteBlockHashes(configDir: string): SiteBlockHashes {
  const root = path.join(path.resolve(configDir), siteBlocksFolder);
  if (!existsSync(root) || !statSync(root).isDirectory()) return { all: "", byType: new Map() };
  const entries = readdirSync(root).sort();
  // a type folder holds its schema (blocks/<type>/<type>.schema.json); anything else of blocks/ is shared
  const isType = (name: string) =>
    !name.startsWith(".") &&
    followedStat(path.join(root, name))?.isDirectory() === true &&
    existsSync(path.join(root, name, `${name}.schema.json`));
  const shared = entries.filter((name) => !isType(name)).flatMap((name) => filesUnder(path.join(root, name)));
  const types = entries.filter(isType);

  const importsMemo = new Map<string, ReturnType<typeof importsOf>>();
  const imports = (file: string) => {
    let found = importsMemo.get(file);
    if (!found) importsMemo.set(file, (found = importsOf(file)));
    return found;
  };
  /** Every file of the type's code, followed through its relative imports; undefined when some import is unclear. */
  const codeOf = (type: string): Set<string> | undefined => {
    const files = new Set([...filesUnder(path.join(root, type)), ...shared]);
    for (const file of files) {
      const found = imports(file);
      if (found.unclear) return undefined;
      for (const imported of found.files) files.add(imported);
    }
    return files;
  };
  const own = new Map(types.map((type) => [type, codeOf(type)]));
  const everything = new Set([...shared, ...types.flatMap((type) => filesUnder(path.join(root, type)))]);
  for (const files of own.values()) for (const file of files ?? []) everything.add(file);

  // the site's installed packages, read once if some code imports one
  const packagesOf = (files: Iterable<string>) => [...new Set([...files].flatMap((file) => imports(file).packages))];
  const everyPackage = packagesOf(everything).sort();
  const installed = everyPackage.length ? installedText(path.resolve(configDir), everyPackage) : "";
  const hashOf = (files: Iterable<string>) => {
    const hash = createHash("sha256");
    for (const file of [...files].sort()) {
      hash.update(`${path.relative(root, file).split(path.sep).join("/")}\0`);
      hash.update(readFileSync(file));
      hash.update("\0");
    }
    if (packagesOf(files).length) hash.update(`packages\0${installed}`);
    return hash.digest("hex").slice(0, 32);
  };
  const all = hashOf(everything);
  return { all, byType: new Map(types.map((type) => [type, own.get(type) ? hashOf(own.get(type)!) : all])) };
}
