import { useEffect, useRef } from "react";

/** An item's fields and text as of a version from its history, to become unsaved changes in its editor. */
export interface RestoredItem {
  value: Record<string, unknown>;
  body?: string;
}

let pendingRestore: { address: string; item: RestoredItem } | undefined;
const restoreListeners = new Set<() => void>();

/** Asks the editor of the item at `address` (open now or next) to take these fields as unsaved changes. */
export function requestItemRestore(address: string, item: RestoredItem): void {
  pendingRestore = { address, item };
  restoreListeners.forEach((listener) => listener());
}

/**
 * A version restored from the item's history, acted on once its editor has read the item (`ready`): `onRestore`
 * makes it unsaved changes (one step of undo). A search hit or a problem's place is useItemFocus's.
 */
export function useItemRestore(address: string, ready: boolean, onRestore: (item: RestoredItem) => void): void {
  const restore = useRef(onRestore);
  useEffect(() => {
    restore.current = onRestore;
  });
  useEffect(() => {
    if (!ready) return;
    const restored = () => {
      if (pendingRestore?.address !== address) return;
      const { item } = pendingRestore;
      pendingRestore = undefined;
      restore.current(item);
    };
    restored();
    restoreListeners.add(restored);
    return () => {
      restoreListeners.delete(restored);
    };
  }, [address, ready]);
}
