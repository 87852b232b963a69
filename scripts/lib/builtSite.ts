import { existsSync } from "node:fs";
import path from "node:path";
import { recoverOutputFolder } from "./build/outputFolder";

/**
 * Makes a site's output folder whole before a command reads or replaces it: a swap a killed build began is finished
 * (recoverOutputFolder), said in one line. Returns the folder.
 */
export function repairedOutput(out: string): string {
  const repaired = recoverOutputFolder(out);
  if (repaired) console.log(`✔ ${repaired}`);
  return out;
}

/** A folder as a command shows it: relative to the working directory when inside it, else absolute. */
export function shownFolder(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return `${relative.startsWith("..") ? dir : relative || "."}/`;
}

/** Why `out` holds no built site to read, in one line with what to run, or undefined when it holds one. */
export function noBuiltSite(out: string, build = "npm run build"): string | undefined {
  if (existsSync(path.join(out, "index.html"))) return undefined;
  return `${shownFolder(out)} holds no built site (no index.html): run ${build} first.`;
}
