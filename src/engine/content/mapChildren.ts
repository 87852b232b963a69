import { isRecord } from "../isRecord.ts";
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
  if (Array.isArray(node)) {
    let changed = false;
    const out = node.map((child, i) => {
      const next = visit(child, childPointer(pointer, i));
      if (next !== child) changed = true;
      return next;
    });
    return changed ? out : node;
  }
  if (isRecord(node)) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const next = visit(child, childPointer(pointer, key));
      if (next !== child) changed = true;
      out[key] = next;
    }
    return changed ? out : node;
  }
  return node;
}
