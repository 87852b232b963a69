import type { ConfigFile } from "../configFiles.ts";
import type { Diagnostic } from "../diagnostic.ts";
import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { locate as locateInJson, type NodeLocation, parseConfigText } from "../jsonWithPositions.ts";
import { normalizedText, readMarkdownItem } from "./frontMatter.ts";

/** Where a field of a file is: its key's and its value's line and column. */
export type Where = (pointer: string) => NodeLocation;

/** A file of one item (or of its translation) as read: its fields, where they are, and a Markdown file's body. */
export type ItemFile =
  { ok: true; value: unknown; at: Where; body?: string; bodyLine?: number } | { ok: false; problem: Diagnostic };

/**
 * Reads collections/<name>/<slug>.md (YAML front matter, then Markdown) or .json; a byte-order mark and Windows line
 * ends are fine. A syntax mistake is one problem at its line.
 */
export function readItemFile(file: ConfigFile, text: string, format: "json" | "md"): ItemFile {
  if (format === "md") {
    const read = readMarkdownItem(text);
    if (!read.ok) {
      const { position, message, hint } = read;
      return { ok: false, problem: { file: file.display, ...position, code: "front-matter-syntax", message, hint } };
    }
    return { ok: true, value: read.value, at: read.locate, body: read.body, bodyLine: read.bodyLine };
  }
  const parsed = parseConfigText(normalizedText(text));
  if (!parsed.ok) {
    const { position, message, hint } = parsed;
    return {
      ok: false,
      problem: { file: file.display, ...position, code: parsed.code ?? "json-syntax", message, hint },
    };
  }
  return { ok: true, value: parsed.value, at: (pointer) => locateInJson(parsed.ast(), pointer) };
}

/** A JSON item's "$schema", when it is not its collection's schema (VS Code would complete the wrong fields). */
export function wrongSchemaKey(value: unknown, collection: string): Issue[] {
  const $schema = isRecord(value) ? value.$schema : undefined;
  const expected = `../${collection}.schema.json`;
  if ($schema === undefined || $schema === expected) return [];
  return [
    {
      code: "wrong-schema-key",
      pointer: "/$schema",
      at: "value",
      message: `$schema: should be "${expected}", the schema of this collection's items.`,
    },
  ];
}
