import { childPointer } from "./jsonPointer.ts";

export interface FoundField {
  value: string;
  /** JSON pointer of the field ("/blocks/2/anchor"). */
  pointer: string;
}

/** Every text value stored under `key` anywhere in a config ("anchor", "collection"), with where it sits. */
export function findStringFields(node: unknown, key: string, pointer = ""): FoundField[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => findStringFields(child, key, `${pointer}/${i}`));
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([name, value]) =>
    name === key && typeof value === "string"
      ? [{ value, pointer: `${pointer}/${name}` }]
      : findStringFields(value, key, childPointer(pointer, name)),
  );
}
