import { childPointer, valueAtPointer } from "../../engine/jsonPointer";

/** Text as compared between a block's values and what the page shows: spaces collapsed and trimmed. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The texts a block can show, each with the fields it comes from: every string of the resolved block (the
 * value the renderer got, placeholders filled) whose field holds a string in the block as written too. Texts
 * that come from elsewhere (a data collection attached by the resolve step) have no such field and are left
 * out. Several fields with the same text are listed in the order they appear in the block.
 */
export function textFieldsOf(resolved: unknown, written: unknown): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const visit = (node: unknown, pointer: string) => {
    if (typeof node === "string") {
      const text = normalizeText(node);
      if (text === "" || typeof valueAtPointer(written, pointer) !== "string") return;
      const list = fields.get(text);
      if (list) list.push(pointer);
      else fields.set(text, [pointer]);
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, childPointer(pointer, i)));
    } else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) if (key !== "type") visit(value, childPointer(pointer, key));
    }
  };
  visit(resolved, "");
  return fields;
}
