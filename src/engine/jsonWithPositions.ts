import {
  parse as parseAst,
  type AnyNode,
  type DocumentNode,
  type ElementNode,
  type MemberNode,
} from "@humanwhocodes/momoa";
import { explainSyntaxError, positionOf, unclosedText, type Position, type SyntaxProblem } from "./jsonSyntaxError.ts";
import { parsePointer } from "./jsonPointer.ts";
import { jsonTextShape, keyCount } from "./jsonTextShape.ts";
import { maxNestingDepth, tooDeepNesting } from "./nestingDepth.ts";

export type { Position };

export type ParsedJson = { ok: true; value: unknown; ast: DocumentNode } | ({ ok: false } & SyntaxProblem);

/** Parses JSON keeping positions; a syntax error becomes a located, plain-words message. */
export function parseJsonWithPositions(text: string): ParsedJson {
  const tooDeep = tooDeepNesting(text);
  if (tooDeep) return { ok: false, ...tooDeep };
  let ast: DocumentNode;
  try {
    ast = parseAst(text, { mode: "json" });
  } catch (error) {
    const e = error as Error & { line?: number; column?: number };
    return { ok: false, ...explainSyntaxError(e.message, text, { line: e.line ?? 1, column: e.column ?? 1 }) };
  }
  try {
    return { ok: true, value: JSON.parse(text), ast };
  } catch (error) {
    // The position parser accepts a few things JSON.parse rejects, such as a tab typed inside text.
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    const problem = unclosedText(text) ?? {
      position: positionOf(text, offset),
      message:
        "invalid JSON: text in quotes contains a tab or another invisible character. Remove it (write a tab as \\t).",
    };
    return { ok: false, ...problem };
  }
}

/**
 * A config text read for checking: its value at once, its position tree (momoa's) only when a problem must be
 * located. Reading a valid text takes JSON.parse and one quick scan; the messages and places are the ones
 * parseJsonWithPositions gives.
 */
export type ParsedConfigText =
  | {
      ok: true;
      value: unknown;
      /** The position tree, built on the first call. */
      ast: () => DocumentNode;
      /** True when an object of the text writes a key twice (JSON.parse kept the last). */
      repeatsKeys: boolean;
    }
  | ({ ok: false } & SyntaxProblem);

export function parseConfigText(text: string): ParsedConfigText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return withTree(parseJsonWithPositions(text));
  }
  const shape = jsonTextShape(text);
  // too deep: parseJsonWithPositions says where, before anything walks the value
  if (shape.depth > maxNestingDepth) return withTree(parseJsonWithPositions(text));
  let ast: DocumentNode | undefined;
  return {
    ok: true,
    value,
    ast: () => (ast ??= parseAst(text, { mode: "json" })),
    repeatsKeys: shape.members !== keyCount(value),
  };
}

function withTree(parsed: ParsedJson): ParsedConfigText {
  if (!parsed.ok) return parsed;
  const { value, ast } = parsed;
  return { ok: true, value, ast: () => ast, repeatsKeys: true };
}

export interface NodeLocation {
  /** Where the key of the node starts, when the node is an object member. */
  key?: Position;
  /** Where the value starts. */
  value: Position;
  /** Where the value starts, as an offset in the text (for a place inside a string, see positionInJsonString). */
  valueOffset: number;
}

/**
 * Finds the node at a JSON pointer ("/blocks/1/title"); falls back to the deepest existing parent.
 * A key written twice names its last member, whose value is the one JSON.parse keeps.
 */
export function locate(ast: DocumentNode, pointer: string): NodeLocation {
  const segments = parsePointer(pointer);
  let node: AnyNode = ast.body;
  let key: Position | undefined;
  for (const segment of segments) {
    if (node.type === "Object") {
      const member: MemberNode | undefined = node.members.findLast(
        (m) => (m.name.type === "String" ? m.name.value : m.name.name) === segment,
      );
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
  return { key, value: node.loc.start, valueOffset: node.loc.start.offset };
}
