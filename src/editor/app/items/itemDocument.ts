import type { ItemResponse } from "../../shared/api";

/** What an item's document in the editor's store holds (src/editor/app/documents.ts): its fields and its text. */
export interface ItemValue {
  value: Record<string, unknown>;
  /** A Markdown item's text after the front matter. */
  body?: string;
}

/** The document of an item as read from disk. */
export function itemValueOf(read: ItemResponse): ItemValue {
  return { value: read.value, ...(read.body !== undefined ? { body: read.body } : {}) };
}

/** An item's document is kept in the store under its address ("item:posts/rye-starter"), not a file's path. */
export const isItemDocument = (path: string) => path.startsWith("item:");

/** An item's fields and text as lines, for showing two versions side by side (a conflict with the disk). */
export function itemText(item: ItemValue | undefined): string {
  if (!item) return "";
  const fields = Object.entries(item.value).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return item.body === undefined ? fields.join("\n") : `${fields.join("\n")}\n---\n${item.body}`;
}
