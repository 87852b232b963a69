import { readFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic, Problem } from "../../../src/engine/diagnostic.ts";
import { locate, parseJsonWithPositions } from "../../../src/engine/jsonWithPositions.ts";
import { shownPath } from "../../../src/engine/projectPaths.ts";

/**
 * A problem at a JSON pointer of a config file, located (line and column of that field), its file named as
 * validation names files: from the folder the command was started in.
 */
export function locatedAt(file: string, pointer: string, problem: Problem): Diagnostic {
  let position = { line: 1, column: 1 };
  try {
    const parsed = parseJsonWithPositions(readFileSync(file, "utf8"));
    if (parsed.ok) position = locate(parsed.ast, pointer).value;
  } catch {
    // the file changed or went since validation: its first line
  }
  return { ...problem, file: shownPath(path.resolve(file)), line: position.line, column: position.column, pointer };
}
