import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../../src/engine/projectPaths";

/** tsx's loader, named by its file: a script started from any folder finds it. */
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, "package.json")).resolve("tsx")).href;

/** Node's options that run TypeScript with tsx's loader (what most npm scripts run: `node --import tsx`). */
export const tsxNodeOptions = ["--import", tsxLoader];

/** The scripts package.json starts from their bundle (`node scripts/run.mjs NAME`, see scripts/run.mjs). */
function bundledScripts(): Set<string> {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return new Set(
    Object.values(scripts).flatMap((command) => /^node scripts\/run\.mjs ([\w-]+)$/.exec(command)?.[1] ?? []),
  );
}

/**
 * How one of the repository's TypeScript scripts is started, as its npm script does, in one process: from its
 * bundle (scripts/run.mjs) where package.json does so, else Node with tsx's loader. (The `tsx` command starts a
 * second Node process to run the script, and `npx tsx` a third: 0.1–0.4 s more at every start, and a kill that
 * reaches only the first.)
 */
export function scriptCommand(script: string, args: readonly string[] = []): { command: string; args: string[] } {
  const file = path.resolve(repoRoot, script);
  const name = path.relative(path.join(repoRoot, "scripts"), file).replace(/\.ts$/, "");
  if (bundledScripts().has(name))
    return { command: process.execPath, args: [path.join(repoRoot, "scripts/run.mjs"), name, ...args] };
  return { command: process.execPath, args: [...tsxNodeOptions, file, ...args] };
}
