/**
 * A site block's browser code: blocks/<type>/<type>.script.ts, a plain DOM script (no React) like the builder's
 * own interactive blocks have (src/blocks/browserNeeds.ts). Its default export gets the block's element; its
 * `export const wakeUp = "visible"` says when it starts. Both are read from the text, without running it, so the
 * build knows which pages load the island loader. A block without the file is static and ships no JavaScript.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../diagnostic.ts";
import { didYouMean } from "../suggest.ts";

/** When a script starts: the builder's WakeUp (src/blocks/blockDefinition.ts), in the words a site writes. */
export const wakeUps = ["load", "idle", "visible", "interaction"] as const;
export type SiteBlockWakeUp = (typeof wakeUps)[number];

export interface SiteBlockScript {
  /** "script": a plain DOM script; "island": a React component hydrated in the browser (<type>.island.tsx). */
  kind: "script" | "island";
  /** Absolute path of blocks/<type>/<type>.script.ts or blocks/<type>/<type>.island.tsx. */
  file: string;
  wakeUp: SiteBlockWakeUp;
}

const defaultExport = /\bexport\s+default\b|\bexport\s*\{[^}]*\bas\s+default\b[^}]*\}/;
/** `export const wakeUp` (with a type or not) up to its value. */
const wakeUpDeclaration = /\bexport\s+const\s+wakeUp\b[^=;]*=\s*/;
const scriptName = /\.(?:script|island)\.[cm]?[jt]sx?$/;

/** The file name of a block type's script. */
export const scriptFileName = (type: string): string => `${type}.script.ts`;
/** The file name of a block type's island. */
export const islandFileName = (type: string): string => `${type}.island.tsx`;

/**
 * The browser code of the block in `folder` (its file names given): its script or its island, or none; a problem
 * when it is misnamed, does not say when it starts, says it with an unknown word, or has no default export.
 */
export function readSiteBlockScript(
  folder: string,
  type: string,
  files: readonly string[],
  display: (absolute: string) => string,
): { script?: SiteBlockScript; problems: Diagnostic[] } {
  const named = scriptFileName(type);
  const island = islandFileName(type);
  const problem = (at: string, place: { line: number; column: number }, message: string, hint: string) => ({
    problems: [{ file: display(at), ...place, code: "site-block-script" as const, message, hint }],
  });
  const start = { line: 1, column: 1 };
  const has = (name: string) => files.includes(name) && existsSync(path.join(folder, name));
  if (has(named) && has(island)) {
    return problem(
      path.join(folder, island),
      start,
      `(file) the block "${type}" has both a script and an island, so which one brings it to life is unclear.`,
      `Keep one: ${named} (plain DOM code) or ${island} (a React component hydrated in the browser).`,
    );
  }
  const kind = has(island) ? "island" : "script";
  const file = path.join(folder, kind === "island" ? island : named);
  const word = kind === "island" ? "island" : "script";
  if (!has(named) && !has(island)) {
    const other = files.find((f) => scriptName.test(f) && !/\.test\./.test(f));
    if (!other) return { problems: misplacedWakeUp(folder, type, files, display) };
    const isIsland = other.includes(".island.");
    const expected = isIsland ? island : named;
    return problem(
      path.join(folder, other),
      start,
      `(file) a block's browser ${isIsland ? "island" : "script"} is named after its folder, so this one is not run: the builder looks for blocks/${type}/${expected}.`,
      isIsland
        ? `Rename it to "blocks/${type}/${expected}" (a React component; its default export is hydrated in the browser).`
        : `Rename it to "blocks/${type}/${expected}" (a TypeScript file; its default export gets the block's element).`,
    );
  }
  const text = readFileSync(file, "utf8");
  const declared = wakeUpDeclaration.exec(text);
  if (!declared) {
    return problem(
      file,
      start,
      `(file) this ${word} does not say when it starts, so the builder cannot tell when to run it.`,
      `Add a line such as: export const wakeUp = "visible"; (one of ${wakeUps.map((w) => `"${w}"`).join(", ")}: see docs/site-blocks.md).`,
    );
  }
  const valueAt = declared.index + declared[0].length;
  const literal = /^(["'])([^"'\n]*)\1/.exec(text.slice(valueAt));
  if (!literal) {
    return problem(
      file,
      lineColumn(text, valueAt),
      `wakeUp: the builder reads this value without running the ${word}, so it is written as a plain word in quotes.`,
      `Write one of ${wakeUps.map((w) => `"${w}"`).join(", ")} here, for example: export const wakeUp = "visible";`,
    );
  }
  const moment = literal[2];
  if (!(wakeUps as readonly string[]).includes(moment)) {
    return problem(
      file,
      lineColumn(text, valueAt),
      `wakeUp: "${moment}" is not a moment the builder knows.${didYouMean(moment, wakeUps)}`,
      `Write one of: "load" (as the page loads), "idle" (once the browser is idle), "visible" (when scrolled near), "interaction" (at the first focus, tap or key inside the block).`,
    );
  }
  if (!defaultExport.test(text)) {
    return problem(
      file,
      start,
      kind === "island"
        ? `(file) this island has no default export, so the builder has nothing to hydrate for the block "${type}".`
        : `(file) this script has no default export, so the builder has nothing to run for the block "${type}".`,
      kind === "island"
        ? `Export the island's component as the file's default: export default function Counter(props: { … }) { … }.`
        : `Export the function that brings the block to life: export default function start(element: HTMLElement) { … }.`,
    );
  }
  return { script: { kind, file, wakeUp: moment as SiteBlockWakeUp }, problems: [] };
}

/** A `wakeUp` written in the component (or another file) of a block without a script: it would start nothing. */
function misplacedWakeUp(
  folder: string,
  type: string,
  files: readonly string[],
  display: (absolute: string) => string,
): Diagnostic[] {
  for (const name of files.filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$|\.test\.tsx?$/.test(f))) {
    const file = path.join(folder, name);
    const text = readFileSync(file, "utf8");
    const declared = wakeUpDeclaration.exec(text);
    if (!declared) continue;
    return [
      {
        file: display(file),
        ...lineColumn(text, declared.index),
        code: "site-block-script",
        message: `wakeUp: this file is not the block's browser script, so nothing starts: the builder runs blocks/${type}/${scriptFileName(type)} only.`,
        hint: `Move the code that runs in the browser, with its wakeUp, into blocks/${type}/${scriptFileName(type)} (its default export gets the block's element).`,
      },
    ];
  }
  return [];
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
