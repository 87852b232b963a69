import { readFileSync } from "node:fs";
import type { Diagnostic, Problem } from "../../../src/engine/diagnostic.ts";
import { locate, parseJsonWithPositions } from "../../../src/engine/jsonWithPositions.ts";

/** A problem at a JSON pointer of a config file, located (line and column of that field). */
export function locatedAt(file: string, pointer: string, problem: Problem): Diagnostic {
  let position = { line: 1, column: 1 };
  try {
    const parsed = parseJsonWithPositions(readFileSync(file, "utf8"));
    if (parsed.ok) position = locate(parsed.ast, pointer).value;
  } catch {
    // the file changed or went since validation: its first line
  }
  return { ...problem, file: file.replaceAll("\\", "/"), line: position.line, column: position.column, pointer };
}
