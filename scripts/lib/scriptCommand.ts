import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../../src/engine/projectPaths";

/** tsx's loader, named by its file: a script started from any folder finds it. */
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, "package.json")).resolve("tsx")).href;

/** Node's options that run TypeScript with tsx's loader (what the npm scripts run: `node --import tsx`). */
export const tsxNodeOptions = ["--import", tsxLoader];

/**
 * How one of the repository's TypeScript scripts is started, as the npm scripts do: Node with tsx's loader, one
 * process. (The `tsx` command starts a second Node process to run the script, and `npx tsx` a third: 0.1–0.4 s more
 * at every start, and a kill that reaches only the first.)
 */
export function scriptCommand(script: string, args: readonly string[] = []): { command: string; args: string[] } {
  return { command: process.execPath, args: [...tsxNodeOptions, path.resolve(repoRoot, script), ...args] };
}
