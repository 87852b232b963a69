import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";

/**
 * The JavaScript file of a dependency's command (`react-router` of @react-router/dev), found the way Node finds the
 * package from the builder's own folder: in this repository's node_modules, or, installed in a site repository,
 * wherever npm put it there (usually the site's node_modules, beside the builder). Run it with `process.execPath`.
 */
export function packageBin(packageName: string, command: string): string {
  const manifestFile = createRequire(path.join(repoRoot, "package.json")).resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.[command];
  if (!bin) throw new Error(`${packageName} has no command ${command}`);
  return path.join(path.dirname(manifestFile), bin);
}
