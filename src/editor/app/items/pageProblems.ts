import type { ItemCheckResponse } from "../../shared/api";
import { problemsByBlock } from "../canvasEdits";

/**
 * How many of an item's problems each block of its page has, for the preview's markers (as a page's are marked):
 * only problems with a place in the page (pagePointer: a template's field naming the item, the item's text as a
 * block shows it) count; a problem of a field the page does not show has no place there.
 */
export function itemPageProblems(diagnostics: ItemCheckResponse["diagnostics"]): Record<number, number> {
  return problemsByBlock(diagnostics.flatMap((d) => (d.pagePointer ? [{ ...d, pointer: d.pagePointer }] : [])));
}
