import { joinPointer } from "./jsonPointer.ts";

export interface FoundField {
  value: string;
  /** JSON pointer of the field ("/blocks/2/anchor"). */
  pointer: string;
}

/** Every text value stored under `key` anywhere in a config ("anchor", "collection"), with where it sits. */
export function findStringFields(node: unknown, key: string): FoundField[] {
  const found: FoundField[] = [];
  // the keys down to the current node: a pointer is made only for a field found
  const keys: (string | number)[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        keys.push(i);
        visit(node[i]);
        keys.pop();
      }
    } else if (node && typeof node === "object") {
      for (const name of Object.keys(node)) {
        const value: unknown = (node as Record<string, unknown>)[name];
        if (name === key && typeof value === "string") {
          found.push({ value, pointer: `${joinPointer(keys)}/${name}` });
          continue;
        }
        if (!value || typeof value !== "object") continue;
        keys.push(name);
        visit(value);
        keys.pop();
      }
    }
  };
  visit(node);
  return found;
}
