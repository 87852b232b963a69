import { isRecord } from "../../engine/isRecord.ts";
import type { ItemFormat, ItemSaveRequest } from "../shared/api.ts";
import { HttpError } from "./editorApi.ts";
import { newItemText } from "./newItem.ts";

/**
 * The whole text that writes an item again whose file no longer holds it (deleted on disk, or no longer read as an
 * item) when the person chose to keep their version: the file it was read from (`request.path`, only a file of the
 * item's own collection), written as a new item's file is (src/editor/server/newItem.ts), a list file with the item
 * added at its end. `current` is the file's text now (undefined: there is no file). Refused with a plain message
 * when the path is not where that item lives, or when a list file that is there is not a list (it is never replaced).
 */
export function itemWrittenAgain(
  request: ItemSaveRequest,
  current: string | undefined,
): { file: string; text: string } {
  const { collection, slug, path: file } = request;
  if (typeof file !== "string" || typeof collection !== "string" || typeof slug !== "string")
    throw new HttpError(404, { error: `no item "${String(slug)}" in the collection "${String(collection)}"` });
  if (!isRecord(request.value)) throw new HttpError(400, { error: "value is not an object of fields" });
  const format: ItemFormat | undefined =
    file === `collections/${collection}/${slug}.md`
      ? "md"
      : file === `collections/${collection}/${slug}.json`
        ? "json"
        : file === `collections/${collection}.json`
          ? "list"
          : undefined;
  if (!format)
    throw new HttpError(400, { error: `refused: ${file} is not the file of the item "${slug}" of "${collection}"` });
  if (format === "list" && current !== undefined) {
    let list: unknown;
    try {
      list = JSON.parse(current);
    } catch {
      list = undefined;
    }
    if (!isRecord(list) || !Array.isArray(list.items))
      throw new HttpError(409, { error: `${file} is not a list any more: not saved, your version is kept here` });
  }
  const text = newItemText({
    format,
    collection,
    slug,
    fields: request.value,
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(format === "list" && current !== undefined ? { list: current } : {}),
  });
  return { file, text };
}
