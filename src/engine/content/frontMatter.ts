import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from "yaml";
import type { Position } from "../jsonSyntaxError.ts";
import type { NodeLocation } from "../jsonWithPositions.ts";
import { parsePointer } from "../jsonPointer.ts";
import { savedAsUtf16, utf16Problem } from "../textEncoding.ts";

/** A Markdown item read: its front matter's value, where its fields are, and its body with its first line. */
export type MarkdownItem =
  | { ok: true; value: unknown; locate: (pointer: string) => NodeLocation; body: string; bodyLine: number }
  | { ok: false; position: Position; message: string; hint?: string };

/** Text as people save it: without a byte-order mark, with "\n" line ends (lines and columns stay the same). */
export function normalizedText(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/**
 * Reads `---` YAML front matter `---` then a Markdown body. YAML is read with the core schema, so an unquoted
 * date (`date: 2026-11-06`) stays the text "2026-11-06", which a `"format": "date"` field checks.
 */
export function readMarkdownItem(raw: string): MarkdownItem {
  const text = normalizedText(raw);
  const lines = text.split("\n");
  if (lines[0].trimEnd() !== "---") {
    if (savedAsUtf16(raw)) return { ok: false, ...utf16Problem() };
    return {
      ok: false,
      position: { line: 1, column: 1 },
      message: "(file) a Markdown item starts with its fields between two lines of three dashes (---).",
      hint: 'Start the file with "---", the fields ("title: …", one a line), "---", then the text.',
    };
  }
  const end = frontMatterEnd(lines);
  if (end < 0) {
    return {
      ok: false,
      position: { line: 1, column: 1 },
      message: '(file) the fields at the top are not closed: no second line of three dashes ("---") was found.',
      hint: 'Add a line "---" after the last field, before the text.',
    };
  }
  const yamlText = lines.slice(1, end).join("\n");
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, {
    lineCounter,
    schema: "core",
    uniqueKeys: true,
    prettyErrors: false,
    logLevel: "error",
  });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  const error = doc.errors[0];
  if (error) {
    return { ok: false, ...yamlProblem(error.code, error.message, lines, at(error.pos[0])) };
  }
  // an alias (*name) can name a missing anchor, itself (a value without end) or a thousand copies: none is needed
  const alias = firstAlias(doc);
  if (alias) {
    return {
      ok: false,
      position: at(alias.range?.[0] ?? 0),
      message: `the front matter repeats a value by its anchor ("*${alias.source}"), which items do not read.`,
      hint: "Write the value out in full where it is used, and remove the anchor (&name) and the alias (*name).",
    };
  }
  const value: unknown = doc.contents === null ? {} : doc.toJS();
  return {
    ok: true,
    value,
    locate: (pointer) => locateInYaml(doc, pointer, at),
    body: lines.slice(end + 1).join("\n"),
    bodyLine: end + 2,
  };
}

/** The line index of the "---" that closes the front matter; -1 when there is none. */
const frontMatterEnd = (lines: string[]) => lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---");

/** A Markdown item's body and its first line, without reading its front matter (known from an earlier read). */
export function markdownBody(raw: string): { body: string; bodyLine: number } | undefined {
  const lines = normalizedText(raw).split("\n");
  const end = frontMatterEnd(lines);
  if (lines[0].trimEnd() !== "---" || end < 0) return undefined;
  return { body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}

function firstAlias(doc: Document): { source: string; range?: [number, number, number] | null } | undefined {
  let found: { source: string; range?: [number, number, number] | null } | undefined;
  visit(doc, {
    Alias(_, node) {
      found = node;
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * A field indented by mistake under the field above it, which YAML reads as part of that field's text and then
 * refuses ("Nested mappings are not allowed in compact mappings", told at the text above): the field's own line,
 * the first one written after the field the error names. Undefined when that line is not an indented field.
 */
function indentedField(
  lines: string[],
  errorLine: number,
): { position: Position; message: string; hint: string } | undefined {
  const above = lines[errorLine - 1] ?? "";
  const index = lines.findIndex((line, i) => i >= errorLine && line.trim() !== "");
  const field = index < 0 ? undefined : /^( +)([^\s:#"'-][^:]*?):(?:\s|$)/.exec(lines[index]);
  const aboveIndent = /^ */.exec(above)![0].length;
  if (!field || field[1].length <= aboveIndent) return undefined;
  const position = { line: index + 1, column: 1 };
  if (aboveIndent === 0) {
    return {
      position,
      message: `"${field[2]}" starts with spaces; every field starts at the beginning of its line.`,
      hint: `Remove the spaces before "${field[2]}".`,
    };
  }
  const aboveName = /^\s*([^:]+?):/.exec(above)?.[1] ?? "the field above";
  return {
    position,
    message: `"${field[2]}" starts with more spaces than "${aboveName}" above it; the fields of one group start at the same column.`,
    hint: `Start "${field[2]}" with as many spaces as "${aboveName}" (${aboveIndent}).`,
  };
}

/** The YAML library's error at `position` (a line of the file) in plain words, moved to the line to fix if not that one. */
function yamlProblem(
  code: string,
  message: string,
  lines: string[],
  position: Position,
): { position: Position; message: string; hint?: string } {
  const field = /^\s*([\w-]+):\s*(.*)$/.exec(lines[position.line - 1] ?? "");
  if (field && /:\s/.test(field[2]) && !/^["']/.test(field[2])) {
    return {
      position,
      message: `the text of "${field[1]}" holds ": ", which YAML reads as the start of another field.`,
      hint: `Put the text in quotes: ${field[1]}: ${JSON.stringify(field[2].trim())}`,
    };
  }
  if (code === "DUPLICATE_KEY") {
    return { position, message: "this field is written twice in the front matter.", hint: "Remove one of them." };
  }
  const indented = code === "BLOCK_AS_IMPLICIT_KEY" ? indentedField(lines, position.line) : undefined;
  if (indented) return indented;
  if (code === "TAB_AS_INDENT") {
    return {
      position,
      message: "a tab at the start of the line: the front matter is indented with spaces only.",
      hint: "Replace the tab with spaces, or remove it.",
    };
  }
  const first = message.split("\n")[0].replace(/ at line \d+, column \d+.*$/, "");
  return {
    position,
    message: `the front matter is not valid YAML: ${first}.`,
    hint: 'Write one field a line as "name: value"; put a text holding ":" or "#" in quotes.',
  };
}

/** Where the node at a JSON pointer is in the front matter (the deepest existing parent if it is missing). */
function locateInYaml(doc: Document, pointer: string, at: (offset: number) => Position): NodeLocation {
  let node: Node | null | undefined = doc.contents as Node | null;
  let key: Position | undefined;
  let found: Position = { line: 1, column: 1 };
  if (node?.range) found = at(node.range[0]);
  for (const segment of parsePointer(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
      if (!pair) break;
      key = isScalar(pair.key) && pair.key.range ? at(pair.key.range[0]) : undefined;
      node = pair.value as Node | null;
      found = node?.range ? at(node.range[0]) : (key ?? found);
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) break;
      key = undefined;
      node = item;
      if (item.range) found = at(item.range[0]);
    } else {
      break;
    }
  }
  // no JSON string to place a problem inside: a problem inside a YAML text is put at the text's start
  return { key, value: found, valueOffset: -1 };
}
