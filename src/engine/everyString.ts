import { childPointer } from "./jsonPointer.ts";

export interface StringAt {
  text: string;
  /** JSON pointer of the value, or of the member whose key this is. */
  pointer: string;
  /** True for a field name, false for a text value. */
  isKey: boolean;
}

/** Every field name and every text value in a parsed config, with where it sits. */
export function everyString(node: unknown, pointer = ""): StringAt[] {
  if (typeof node === "string") return [{ text: node, pointer, isKey: false }];
  if (Array.isArray(node)) return node.flatMap((child, i) => everyString(child, `${pointer}/${i}`));
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const member = childPointer(pointer, key);
    return [{ text: key, pointer: member, isKey: true }, ...everyString(value, member)];
  });
}
