import { isRecord } from "../isRecord.ts";
import { setField } from "../setField.ts";
import { childPointer } from "../jsonPointer.ts";

/**
 * A list's or an object's children that are lists or objects each passed through `visit` with its JSON pointer (a
 * text, number or null child is kept as it is, and costs no pointer: a page's texts are most of its nodes); the node
 * itself when no child changed (a page's untouched parts stay the parsed values, never copies); any other value as
 * it is.
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
      const next = isNode(child) ? visit(child, childPointer(pointer, i)) : child;
      if (next !== child && out === undefined) out = node.slice(0, i);
      out?.push(next);
    }
    return out ?? node;
  }
  if (isRecord(node)) {
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(node)) {
      const child = node[key];
      const next = isNode(child) ? visit(child, childPointer(pointer, key)) : child;
      if (next === child) continue;
      out ??= { ...node };
      setField(out, key, next);
    }
    return out ?? node;
  }
  return node;
}

const isNode = (value: unknown) => typeof value === "object" && value !== null;
