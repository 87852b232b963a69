import { joinPointer } from "./jsonPointer.ts";
import { walkJson } from "./textValues.ts";

export interface FoundField {
  value: string;
  /** JSON pointer of the field ("/blocks/2/anchor"). */
  pointer: string;
}

/** Every text value stored under `key` anywhere in a config ("anchor", "collection"), with where it sits. */
export function findStringFields(node: unknown, key: string): FoundField[] {
  const found: FoundField[] = [];
  walkJson(node, {
    // a pointer is made only for a field found
    text: (value, keys) => {
      if (keys[keys.length - 1] === key) found.push({ value, pointer: joinPointer(keys) });
    },
  });
  return found;
}
