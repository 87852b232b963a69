import { parsePointer } from "./jsonPointer.ts";

/** "/blocks/1/items/0/value" → "blocks[1].items[0].value"; "" → "(top level)". */
export function fieldPath(pointer: string): string {
  if (pointer === "") return "(top level)";
  return parsePointer(pointer).reduce(
    (out, segment) => (/^\d+$/.test(segment) ? `${out}[${segment}]` : out ? `${out}.${segment}` : segment),
    "",
  );
}
