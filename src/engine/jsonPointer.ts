/**
 * JSON pointers (RFC 6901) as the engine, the editor and the resolve step use them: "/blocks/1/title",
 * "" for the whole document, "~1" for "/" and "~0" for "~" inside a key. No node-only imports: the
 * editor's browser code uses it too.
 */

/** One key as a pointer segment ("a/b" → "a~1b"). */
export function escapeSegment(key: string): string {
  return key.includes("~") || key.includes("/") ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key;
}

/** One pointer segment back to its key ("a~1b" → "a/b"). */
export function unescapeSegment(segment: string): string {
  return segment.includes("~") ? segment.replace(/~1/g, "/").replace(/~0/g, "~") : segment;
}

/** "/blocks/1/a~1b" → ["blocks", "1", "a/b"]; "" → []. */
export function parsePointer(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(unescapeSegment);
}

/** ["blocks", 1, "a/b"] → "/blocks/1/a~1b"; [] → "". */
export function joinPointer(keys: readonly (string | number)[]): string {
  return keys.map((key) => `/${escapeSegment(String(key))}`).join("");
}

/** A pointer one level deeper ("/blocks" + 1 → "/blocks/1"). */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${escapeSegment(String(key))}`;
}

/** The value a pointer names inside `root`, or undefined when there is none. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  return parsePointer(pointer).reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object" && Object.hasOwn(node, key)
        ? (node as Record<string, unknown>)[key]
        : undefined,
    root,
  );
}
