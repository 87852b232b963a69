import { isRecord } from "../isRecord.ts";

/**
 * The fields whose text is Markdown (the block schemas mark them "x-markdown"; markdownFields.test.ts holds the
 * two lists together): a "markdown" block's "text" and an "faq" block's answers. The plain-text checks leave
 * their Markdown marks alone.
 */
export function isMarkdownField(data: unknown, keys: readonly (string | number)[]): boolean {
  const field = keys[keys.length - 1];
  const at = (depth: number) =>
    keys
      .slice(0, depth)
      .reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? (node as never)[key] : undefined), data);
  if (field === "text") {
    const holder = at(keys.length - 1);
    return isRecord(holder) && holder.type === "markdown";
  }
  if (field === "answer" && keys[keys.length - 3] === "items") {
    const block = at(keys.length - 3);
    return isRecord(block) && block.type === "faq";
  }
  return false;
}

/** The Markdown fields above, as "block type/field path" (for the test that compares them with the schemas). */
export const markdownFieldPaths = ["markdown/text", "faq/items/*/answer"];
