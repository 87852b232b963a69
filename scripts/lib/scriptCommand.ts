import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../../src/engine/projectPaths";

/**
 * tsx's loader, named by its file: a script started from any folder finds it. Only this repository has it (a
 * development dependency): the installed package runs its commands from their prebuilt bundles.
 */
function tsxLoader(): string[] {
  try {
    return ["--import", pathToFileURL(createRequire(path.join(repoRoot, "package.json")).resolve("tsx")).href];
  } catch {
    return [];
  }
}

/** Node's options that run TypeScript with tsx's loader (`node --import tsx`). */
export const tsxNodeOptions = tsxLoader();

/** The one entry of every command (bin/config-page-builder.mjs): package.json's scripts call it, as sites do. */
export const builderBin = path.join(repoRoot, "bin/config-page-builder.mjs");

/** The command of the entry that runs a script of scripts/ (its name, but for `new`, which runs new-site.ts). */
const commandOf = (name: string) => (name === "new-site" ? "new" : name);

/** The commands package.json starts through the entry (`node bin/config-page-builder.mjs NAME`). */
function entryCommands(): Set<string> {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return new Set(
    Object.values(scripts).flatMap(
      (command) => /^node bin\/config-page-builder\.mjs ([\w-]+)$/.exec(command)?.[1] ?? [],
    ),
  );
}

/**
 * How one of the repository's TypeScript scripts is started, as its npm script does, in one process: through the
 * builder's entry (from the script's bundle, scripts/run.mjs) where package.json does so, else Node with tsx's
 * loader. (The `tsx` command starts a second Node process to run the script, and `npx tsx` a third: 0.1–0.4 s more
 * at every start, and a kill that reaches only the first.)
 */
export function scriptCommand(script: string, args: readonly string[] = []): { command: string; args: string[] } {
  const file = path.resolve(repoRoot, script);
  const name = path.relative(path.join(repoRoot, "scripts"), file).replace(/\.ts$/, "");
  if (entryCommands().has(commandOf(name)))
    return { command: process.execPath, args: [builderBin, commandOf(name), ...args] };
  return { command: process.execPath, args: [...tsxNodeOptions, file, ...args] };
}
