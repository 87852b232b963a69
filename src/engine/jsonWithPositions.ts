import { parse as parseAst, type AnyNode, type DocumentNode, type ElementNode, type MemberNode } from "@humanwhocodes/momoa";

export interface Position {
  line: number;
  column: number;
}

export type ParsedJson =
  | { ok: true; value: unknown; ast: DocumentNode }
  | { ok: false; position: Position; message: string };

const tokenNames: Record<string, string> = {
  RBrace: '"}"',
  LBrace: '"{"',
  RBracket: '"]"',
  LBracket: '"["',
  Colon: '":"',
  Comma: '","',
  String: "text in quotes",
  Number: "a number",
  Boolean: "true/false",
  Null: "null",
};

/** Parses JSON keeping positions; a syntax error becomes a located, plain-words message. */
export function parseJsonWithPositions(text: string): ParsedJson {
  try {
    const ast = parseAst(text, { mode: "json" });
    return { ok: true, value: JSON.parse(text), ast };
  } catch (error) {
    const e = error as Error & { line?: number; column?: number };
    const position = { line: e.line ?? 1, column: e.column ?? 1 };
    return { ok: false, position, message: explainSyntaxError(e.message, text, position) };
  }
}

function explainSyntaxError(raw: string, text: string, at: Position): string {
  const offset = offsetOf(text, at);
  const before = text.slice(0, offset).trimEnd();
  const previous = before.at(-1);
  if (/end of input/i.test(raw)) {
    return text.trim() === ""
      ? 'invalid JSON: the file is empty. A config file must contain an object: { ... }.'
      : 'invalid JSON: the file ends too early. A closing "}" or "]" is probably missing.';
  }
  const identifier = /identifier '([^']*)'/.exec(raw)?.[1];
  if (identifier !== undefined) {
    return `invalid JSON: unexpected word "${identifier}". Text must be in double quotes ("..."), and true, false and null are written in lower case.`;
  }
  const character = /character '(.)'/.exec(raw)?.[1];
  if (character === "'") return "invalid JSON: single quote found. JSON text and field names need double quotes (\"...\").";
  if (character === "/") return "invalid JSON: comments are not allowed in JSON. Remove the // or /* */ comment.";
  if (character !== undefined) return `invalid JSON: unexpected character "${character}".`;
  const token = /token (\w+)/.exec(raw)?.[1] ?? "";
  const name = tokenNames[token] ?? "symbol";
  if ((token === "RBrace" || token === "RBracket") && previous === ",") {
    return `invalid JSON: unexpected ${name} after a comma. JSON does not allow a comma after the last item: remove that comma.`;
  }
  if (previous === '"' && (token === "String" || token === "Number" || token === "Boolean" || token === "Null" || token === "LBrace" || token === "LBracket")) {
    const lastLine = before.split("\n").at(-1) ?? "";
    if (/^\s*"[^"]*"$/.test(lastLine) && !/[:,[{]\s*"[^"]*"$/.test(before)) {
      return `invalid JSON: unexpected ${name}. A ":" is probably missing between the field name and its value.`;
    }
    return `invalid JSON: unexpected ${name}. A comma is probably missing before it.`;
  }
  if (["}", "]", "e", "l", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"].includes(previous ?? "") && token !== "Comma" && token !== "Colon") {
    return `invalid JSON: unexpected ${name}. A comma is probably missing before it.`;
  }
  return `invalid JSON: unexpected ${name} here. Check the commas, colons and quotes just before this point.`;
}

function offsetOf(text: string, at: Position): number {
  let line = 1;
  let index = 0;
  while (line < at.line && index < text.length) {
    if (text[index] === "\n") line++;
    index++;
  }
  return index + at.column - 1;
}

export interface NodeLocation {
  /** Where the key of the node starts, when the node is an object member. */
  key?: Position;
  /** Where the value starts. */
  value: Position;
}

/** Finds the node at a JSON pointer ("/blocks/1/title"); falls back to the deepest existing parent. */
export function locate(ast: DocumentNode, pointer: string): NodeLocation {
  const segments = pointer === "" ? [] : pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node: AnyNode = ast.body;
  let key: Position | undefined;
  for (const segment of segments) {
    if (node.type === "Object") {
      const member: MemberNode | undefined = node.members.find((m) => (m.name.type === "String" ? m.name.value : m.name.name) === segment);
      if (!member) break;
      key = member.name.loc.start;
      node = member.value;
    } else if (node.type === "Array") {
      const element: ElementNode | undefined = node.elements[Number(segment)];
      if (!element) break;
      key = undefined;
      node = element.value;
    } else {
      break;
    }
  }
  return { key, value: node.loc.start };
}
