/** "/blocks/1/items/0/value" → "blocks[1].items[0].value"; "" → "(top level)". */
export function fieldPath(pointer: string): string {
  if (pointer === "") return "(top level)";
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((out, segment) => (/^\d+$/.test(segment) ? `${out}[${segment}]` : out ? `${out}.${segment}` : segment), "");
}

export function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  return pointer
    .slice(1)
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], root);
}

/** One key as a JSON pointer segment ("a/b" → "a~1b"). */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}
