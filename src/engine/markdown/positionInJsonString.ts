import type { Position } from "../jsonSyntaxError.ts";

/**
 * Where a place inside a JSON string's value is in the file: `at` is a line and column of the value as read
 * (escapes decoded, "\n" starting a new line), `start` the place of the string's opening quote (with its offset in
 * `source`). Returns the file's line and column of that character; the quote's place when `at` is past the end.
 */
export function positionInJsonString(source: string, start: Position & { offset: number }, at: Position): Position {
  let line = 1;
  let column = 1;
  let rawLine = start.line;
  let rawColumn = start.column + 1;
  let i = start.offset + 1;
  while (i < source.length && source[i] !== '"') {
    if (line === at.line && column === at.column) return { line: rawLine, column: rawColumn };
    let char = source[i];
    let width = 1;
    if (char === "\\") {
      const next = source[i + 1];
      width = next === "u" ? 6 : 2;
      char = next === "n" ? "\n" : next === "u" ? String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16)) : next;
    }
    if (char === "\n") {
      line++;
      column = 1;
    } else column++;
    if (source[i] === "\n") {
      rawLine++;
      rawColumn = 1;
    } else rawColumn += width;
    i += width;
  }
  return line === at.line && column === at.column
    ? { line: rawLine, column: rawColumn }
    : { line: start.line, column: start.column };
}
