import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the project's folders are: the one answer for the CLI (tsx), vite.config.ts, react-router.config.ts,
 * the dev server, the build's pre-render, the editor and the tests. Node-only.
 */

/**
 * The repository: REPO_ROOT_OVERRIDE when set (the tests check `types --check` on a changed copy), else the
 * nearest folder above this module holding package.json and schemas/. Found from the module, not from the working
 * directory, so a command run from another folder finds the same files; and by looking upwards, so it still
 * holds when this module is bundled into the server build.
 */
export const repoRoot = path.resolve(
  process.env.REPO_ROOT_OVERRIDE ?? findRoot(path.dirname(fileURLToPath(import.meta.url))),
);

/**
 * True when this builder runs from a site repository's node_modules (the installed package, or npx's copy of it)
 * rather than from its own repository. Then it writes nothing into its own folder: every cache, bundle and build
 * goes into the site's folder (scripts/lib/build/cacheFolder.ts), and its command-line code comes prebuilt.
 */
export const runsInstalled = repoRoot.split(path.sep).includes("node_modules");

/**
 * How a command hands the folder it was started in to a process it runs in another folder: the dev server runs React
 * Router's CLI in the builder's folder (which it reads its config from), yet its messages name files as the person
 * sees them from theirs (scripts/dev.ts).
 */
export const workingDirEnv = "BUILDER_WORKING_DIR";

/**
 * The folder paths in messages are relative to: the one the command was started in (BUILDER_WORKING_DIR, set by a
 * command that runs the server in another folder), else the working directory. `validate`, the build and the dev
 * server so print the same `pages/index.json:21:15` for the same file.
 */
export function workingDir(): string {
  return path.resolve(process.env[workingDirEnv] || process.cwd());
}

/** Whether `file` is `folder` or lies inside it (both absolute, as path.resolve gives them). */
export function isPathWithin(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder + path.sep);
}

/** A file as messages show it: relative to workingDir() (or `from`), with forward slashes. */
export function shownPath(file: string, from: string = workingDir()): string {
  return path.relative(from, file).split(path.sep).join("/");
}

/**
 * A file of the site's folder, given by its path inside it ("blocks/price-list/PriceList.tsx"), as messages show it:
 * like its pages' files, from the folder the command was started in.
 */
export function shownSiteFile(inSite: string, configDir: string = selectedConfigDir()): string {
  return shownPath(path.join(configDir, ...inSite.split("/")));
}

/**
 * Where a message's "see docs/…" is found by the person reading it: in a site repository, the installed package's
 * docs/ (the site has none of its own), from the folder the command was started in; undefined in the builder's
 * repository, whose docs/ messages name as they are.
 */
export function docsShown(from: string = workingDir()): string | undefined {
  return runsInstalled ? `${shownPath(path.join(repoRoot, "docs"), from)}/` : undefined;
}

/** The package's name: a site repository depends on it, and its "$schema" lines point into its install. */
export const packageName = "config-page-builder";

export const schemasDir = path.join(repoRoot, "schemas");
/**
 * The first site's files served as they are (images, documents), beside pages-config/. Another site keeps its own
 * in DIR/public/: use sitePublicDir(configDir) for the site in use.
 */
export const publicDir = path.join(repoRoot, "public");
/** The site's configs, unless `--dir` or PAGES_CONFIG_DIR names another folder (see selectedConfigDir). */
export const defaultConfigDir = path.join(repoRoot, "pages-config");
export const generatedDir = path.join(repoRoot, "src/generated");
/** The name of a site's output folder (the first site's at the repository's root, any other's in its folder). */
export const outputFolderName = "dist";
/** Where `npm run build` writes the first site (pages-config/) unless told `--out`. */
export const distDir = path.join(repoRoot, outputFolderName);

/**
 * The config folder in use: the folder given on the command line (`--dir`), else PAGES_CONFIG_DIR (how the
 * build hands its `--dir` to React Router's pre-render and the dev server, and how the bench and tests build
 * other sites), else pages-config/. Relative folders are taken from the working directory.
 */
export function selectedConfigDir(given?: string): string {
  return path.resolve(given ?? process.env.PAGES_CONFIG_DIR ?? defaultConfigDir);
}

/**
 * The public folder of the site whose configs are in `configDir`: its own `public/` when it has one (a site made
 * with `npm run new-site`), else the top-level public/ (the first site, pages-config/, and test folders without
 * files of their own). Links and image paths are checked against it; the build, the dev server and the editor
 * serve it.
 */
export function sitePublicDir(configDir: string = selectedConfigDir()): string {
  const own = path.join(path.resolve(configDir), "public");
  return existsSync(own) ? own : publicDir;
}

/**
 * Where the build of the site in `configDir` goes unless `--out` says otherwise, and where every command that reads
 * a build (start, serve, bench, lighthouse, the e2e runner, check-site) looks: the repository's dist/ for the first
 * site (pages-config/), the site folder's own dist/ for any other, so two sites never overwrite each other's build.
 */
export function siteOutputDir(configDir: string = selectedConfigDir()): string {
  const dir = path.resolve(configDir);
  return dir === defaultConfigDir ? distDir : path.join(dir, outputFolderName);
}

/**
 * True when `configDir` is a site repository of its own (it holds package.json: made by `config-page-builder new`),
 * false for a site folder kept inside the builder's repository (pages-config/, or one beside schemas/).
 */
export function isSiteRepository(configDir: string): boolean {
  return existsSync(path.join(path.resolve(configDir), "package.json"));
}

/**
 * Where the "$schema" lines of a site's files point, relative to the site folder: inside the site's own install in
 * a site repository (node_modules/config-page-builder/schemas), so an editor completes and checks every file there;
 * the builder's schemas/ beside the site folder in this repository.
 */
export function siteSchemasRef(configDir: string): string {
  return isSiteRepository(configDir) ? `node_modules/${packageName}/schemas` : "../schemas";
}

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "schemas"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, "../..");
  }
}
