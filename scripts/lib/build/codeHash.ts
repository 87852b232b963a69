import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../../../src/engine/projectPaths";
import type { SiteBlockHashes } from "./siteBlockHashes";

/**
 * What the builder's output is made from, besides the site's own files: its code, schemas, the build's own scripts
 * and the exact versions of its dependencies. Tests, docs and the other commands (bench, e2e, edit…) are left out:
 * they change no page.
 */
export const builderSources = [
  "src",
  "schemas",
  "scripts/build.ts",
  "scripts/lib",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const notSource = (name: string) => /\.test\.tsx?$/.test(name) || name.endsWith(".md") || name === "__snapshots__";

function sourceFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .filter((name) => !notSource(name))
    .sort()
    .flatMap((name) => sourceFiles(path.join(entry, name)));
}

/**
 * A hash of the builder's code: part of every page's cache key and the name of the cached code bundle, so a
 * change to any source file rebuilds everything. The Node.js major version too (it runs the renderers), and its ICU
 * and Unicode versions: dates, numbers and weekday names written with Intl as the page renders depend on their data
 * (ICU 72 put a narrow space before "PM").
 */
export function builderCodeHash(
  root = repoRoot,
  runtime: { node: string; icu?: string; unicode?: string } = process.versions,
): string {
  const hash = createHash("sha256");
  hash.update(`node ${runtime.node.split(".")[0]} icu ${runtime.icu} unicode ${runtime.unicode}\n`);
  for (const file of builderSources.flatMap((s) => sourceFiles(path.join(root, s)))) {
    hash.update(`${path.relative(root, file)}\n`);
    hash.update(readFileSync(file));
    hash.update("\n");
  }
  return hash.digest("hex").slice(0, 32);
}

/**
 * The code hash of a site's build: the builder's, and the code of the site's own blocks (siteBlockHashes.ts: the
 * files of blocks/ and those they import) when it has some, so that editing a site block bundles the code again.
 * Each page's cache key holds the builder's hash and the hashes of the site blocks it shows only (pagePlan.ts).
 * The builder's hash as it is for a site without blocks/.
 */
export function siteCodeHash(builderHash: string, siteBlocks: SiteBlockHashes): string {
  if (!siteBlocks.all) return builderHash;
  return createHash("sha256").update(`${builderHash}\0site blocks ${siteBlocks.all}`).digest("hex").slice(0, 32);
}
