import type { ContentResponse, EditorDiagnostic } from "../../shared/api";
import { itemAddress } from "../itemAddress";

/**
 * The address of the item a problem lies in ("item:posts/rye-starter"), from the file it names: an item's own
 * file, or the entry of a list file its pointer names ("/items/1/…"). Undefined for a file that is no item's.
 */
export function itemAtProblem(
  content: ContentResponse | undefined,
  file: string,
  problem?: Pick<EditorDiagnostic, "pointer">,
): string | undefined {
  for (const collection of content?.collections ?? []) {
    const items = collection.items.filter((item) => item.path === file);
    if (items.length === 0) continue;
    const index = /^\/items\/(\d+)(?:\/|$)/.exec(problem?.pointer ?? "");
    const item = items.length === 1 ? items[0] : index ? items[Number(index[1])] : items[0];
    if (item) return itemAddress(collection.name, item.slug);
  }
  return undefined;
}
