/**
 * A site block's code checked before it is bundled: each of its TypeScript files must parse (a mistake is said at
 * its file, line and column, in the compiler's words, without a stack trace), and may import from the builder only
 * what `config-page-builder/blocks` exports (src/forSiteBlocks.ts): the rest of the builder is its inside. Its
 * browser script (<type>.script.ts) takes only types from there: the builder's components are for the build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../diagnostic.ts";
import { repoRoot, schemasDir, shownPath, workingDir } from "../projectPaths.ts";
import { schemaStore } from "../validateConfigDir.ts";
import { readSiteBlocks } from "./readSiteBlocks.ts";

const kit = "config-page-builder/blocks";
const codeFile = /\.tsx?$/;

type ParseSync = typeof import("vite").parseSync;

/** The problems of the code of a site's blocks (none without blocks/: Vite is then not even loaded). */
export async function siteBlockCodeProblems(configDir: string, cwd = workingDir()): Promise<Diagnostic[]> {
  const { blocks } = readSiteBlocks(configDir, schemaStore(schemasDir).blockTypes(), cwd);
  if (blocks.length === 0) return [];
  const { parseSync } = await import("vite");
  const exported = kitExports(parseSync);
  const problems: Diagnostic[] = [];
  for (const block of blocks) {
    const folder = path.dirname(block.componentFile);
    // a link that leads to no file is said by readSiteBlocks
    const files = readdirSync(folder).filter(
      (f) => codeFile.test(f) && !/\.d\.ts$|\.test\.tsx?$/.test(f) && existsSync(path.join(folder, f)),
    );
    for (const name of files.sort()) {
      const file = path.join(folder, name);
      const text = readFileSync(file, "utf8");
      const shown = shownPath(file, cwd);
      const at = (offset: number) => ({ file: shown, ...lineColumn(text, offset) });
      const parsed = parseSync(file, text, { lang: name.endsWith(".tsx") ? "tsx" : "ts" });
      for (const error of parsed.errors) {
        problems.push({
          ...at(error.labels[0]?.start ?? 0),
          code: "site-block-compile",
          message: `this code does not compile: ${error.message}${/[.!?]$/.test(error.message) ? "" : "."}`,
          hint:
            error.helpMessage ?? "Fix it here: a site block's code is TypeScript with JSX (see docs/site-blocks.md).",
        });
      }
      if (parsed.errors.length) continue;
      for (const imported of parsed.module.staticImports) {
        const from = imported.moduleRequest.value;
        if (from !== kit && !from.startsWith("config-page-builder/") && from !== "config-page-builder") continue;
        if (from !== kit) {
          problems.push({
            ...at(imported.moduleRequest.start),
            code: "site-block-import",
            message: `"${from}" is not something a site block may import: the builder's inside may change in any version.`,
            hint: `Import the builder's parts from "${kit}" (${[...exported].join(", ")}).`,
          });
          continue;
        }
        const script = block.script?.kind === "script" && block.script.file === file;
        for (const entry of imported.entries) {
          if (script && !entry.isType) {
            problems.push({
              ...at(entry.importName.start ?? imported.start),
              code: "site-block-import",
              message: `a block's browser script takes only types from "${kit}": its components and helpers are for the build, not the browser.`,
              hint: `Write "import type { … }" (BlockScript, WakeUp), and do in the browser only what the script does itself.`,
            });
            continue;
          }
          if (entry.importName.kind !== "Name" || exported.has(entry.importName.name ?? "")) continue;
          problems.push({
            ...at(entry.importName.start ?? imported.start),
            code: "site-block-import",
            message: `"${entry.importName.name}" is not exported by "${kit}".`,
            hint: `It exports ${[...exported].join(", ")} (docs/site-blocks.md).`,
          });
        }
      }
    }
  }
  return problems;
}

/** The names src/forSiteBlocks.ts exports. */
function kitExports(parseSync: ParseSync): Set<string> {
  const file = path.join(repoRoot, "src/forSiteBlocks.ts");
  const parsed = parseSync(file, readFileSync(file, "utf8"), { lang: "ts" });
  const names = parsed.module.staticExports.flatMap((e) => e.entries.map((entry) => entry.exportName.name));
  return new Set(names.filter((n): n is string => typeof n === "string").sort());
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
