import { isRecord } from "../isRecord.ts";
import { setField } from "../setField.ts";
import { childPointer } from "../jsonPointer.ts";

/**
 * A list's or an object's children each passed through `visit` with its JSON pointer; the node itself when no child
 * changed (a page's untouched parts stay the parsed values, never copies); any other value as it is.
 */
export function mapChildren(
  node: unknown,
  pointer: string,
  visit: (child: unknown, pointer: string) => unknown,
): unknown {
  // a copy is made only from the first child that changed (most of a page's nodes change nothing)
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < node.length; i++) {
      const child: unknown = node[i];
      const next = visit(child, childPointer(pointer, i));
      if (next !== child && out === undefined) out = node.slice(0, i);
      out?.push(next);
    }
    return out ?? node;
  }
  if (isRecord(node)) {
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(node)) {
      const child = node[key];
      const next = visit(child, childPointer(pointer, key));
      if (next === child) continue;
      out ??= { ...node };
      setField(out, key, next);
    }
    return out ?? node;
  }
  return node;
}
