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

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "schemas"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, "../..");
  }
}
