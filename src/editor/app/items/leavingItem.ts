import type { Doc } from "../documents";
import { parseItemAddress } from "../itemAddress";

/**
 * Whether going from the open address to `next` inside the editor asks first: only when an item is open, it has
 * unsaved changes, and `next` is somewhere else (another item, a page, the start screen). Pages never ask: their
 * unsaved changes stay drafts the top bar names, as they always did.
 */
export function asksBeforeLeaving(
  store: { get(path: string): Doc | undefined },
  current: string | undefined,
  next: string | undefined,
): boolean {
  if (!current || !parseItemAddress(current)) return false;
  if ((next || undefined) === current) return false;
  return store.get(current)?.dirty === true;
}
