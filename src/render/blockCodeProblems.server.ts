import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { siteBlockDefinitionOf } from "../blocks/siteBlocks";
import type { Diagnostic } from "../engine/diagnostic";
import { selectedConfigDir, shownPath, workingDir } from "../engine/projectPaths";
import type { RendererFailure } from "./renderers";

/**
 * A block's code that could not be loaded (src/render/renderers.ts: a site block's component that does not compile),
 * as located messages: its file, line and column from the folder the command was started in, in plain words, with
 * no stack trace and no colour codes. In the dev server, a site block's are what `build` says of its code
 * (siteBlockCodeProblems); otherwise, or when that finds nothing, the loader's own words, at the place it gives.
 */
export async function blockCodeProblems(
  failure: RendererFailure,
  { configDir = selectedConfigDir(), cwd = workingDir() } = {},
): Promise<Diagnostic[]> {
  const block = siteBlockDefinitionOf(failure.type) as { file?: string } | undefined;
  // (the build checks the code before it renders: `vite`, which the check uses, is left out of its server bundle)
  if (import.meta.env.DEV && block?.file) {
    const folder = shownPath(path.join(configDir, path.dirname(block.file)), cwd);
    const { siteBlockCodeProblems } = await import("../engine/siteBlocks/siteBlockCode");
    const own = (await siteBlockCodeProblems(configDir, cwd)).filter((d) => d.file.startsWith(`${folder}/`));
    if (own.length > 0) return own;
  }
  return loadFailureProblems(failure, { configDir, cwd });
}

/**
 * The loader's words for a block's code that could not be loaded, at the place it names (Vite's `loc`, its column
 * counted from 0), else at the site block's component, 1:1.
 */
export function loadFailureProblems(
  failure: RendererFailure,
  { configDir = selectedConfigDir(), cwd = workingDir() } = {},
): Diagnostic[] {
  const block = siteBlockDefinitionOf(failure.type) as { file?: string } | undefined;
  const component = block?.file ? path.join(configDir, block.file) : undefined;
  const outer = failure.error as LoadError | undefined;
  // a transform's errors are listed one by one, each with its place ("Transform failed with 2 errors: …")
  const errors = Array.isArray(outer?.errors) && outer.errors.length > 0 ? outer.errors : [outer];
  return errors.map((error): Diagnostic => {
    const loc = error?.loc ?? outer?.loc;
    const file = loc?.file ?? error?.id ?? outer?.id ?? component;
    const located = loc?.line !== undefined;
    const words = plainWords(error, cwd);
    return {
      file: file ? shownPath(path.resolve(file), cwd) : `the block "${failure.type}"`,
      line: located ? loc.line! : 1,
      column: located ? (loc.column ?? 0) + 1 : 1,
      code: "site-block-compile",
      message: located
        ? `this code does not compile: ${sentence(words)}`
        : `this code could not be loaded: ${sentence(words)}`,
      hint: "Fix it here: a site block's code is TypeScript with JSX (see docs/site-blocks.md).",
    };
  });
}

interface LoadError {
  message?: string;
  id?: string;
  loc?: { file?: string; line?: number; column?: number };
  errors?: LoadError[];
}

/**
 * The error's first line, without colour codes, the compiler's "[PARSE_ERROR]" nor its count ("Transform failed
 * with 1 error:"), and with the files it names shown from `cwd` rather than as absolute paths.
 */
function plainWords(error: LoadError | undefined, cwd: string): string {
  const text = stripVTControlCharacters(error?.message ?? String(error))
    .replace(/^Transform failed with \d+ errors?:\s*/, "")
    .trim();
  const first = (text.split("\n")[0] ?? "").replace(/^\[[A-Z_]+\]\s*/, "").trim();
  return first.split(`${cwd}${path.sep}`).join("");
}

function sentence(words: string): string {
  return /[.!?]$/.test(words) ? words : `${words}.`;
}
