import type { Position } from "../jsonSyntaxError.ts";
import type { ContentItem } from "./contentTypes.ts";
import type { Where } from "./readItemFile.ts";

/** Where each item read this validation is written: its file's fields by pointer (set by loadCollections). */
const places = new WeakMap<ContentItem, Where>();

export function rememberItemPlace(item: ContentItem, at: Where): void {
  places.set(item, at);
}

/** The line and column of a field of an item in its own file ("/items/2/openingHours/0" in a list file); undefined when unknown. */
export function placeInItem(item: ContentItem, pointer: string): Position | undefined {
  const at = places.get(item);
  if (!at) return undefined;
  try {
    return at(pointer).value;
  } catch {
    return undefined;
  }
}
