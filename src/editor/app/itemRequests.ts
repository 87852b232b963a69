import { useEffect, useRef } from "react";
import { fieldId, focusField, onFocusRequest, takeFocusRequest, type FocusRequest } from "./search/focusRequest";

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
 * What an item's editor is asked from elsewhere, acted on once it has read its item (`ready`): a search hit
 * (focus a field, or select the words found in its Markdown text, `#item-body`) and a restored version
 * (`onRestore`, which makes it unsaved changes).
 */
export function useItemRequests(address: string, ready: boolean, onRestore: (item: RestoredItem) => void): void {
  const restore = useRef(onRestore);
  useEffect(() => {
    restore.current = onRestore;
  });
  useEffect(() => {
    if (!ready) return;
    const focus = () => {
      const request = takeFocusRequest(address);
      if (request) focusItemField(request);
    };
    const restored = () => {
      if (pendingRestore?.address !== address) return;
      const { item } = pendingRestore;
      pendingRestore = undefined;
      restore.current(item);
    };
    focus();
    restored();
    restoreListeners.add(restored);
    const stop = onFocusRequest(focus);
    return () => {
      stop();
      restoreListeners.delete(restored);
    };
  }, [address, ready]);
}

function focusItemField(request: FocusRequest): void {
  if (request.pointer !== "/body") return focusField(fieldId("item", request.pointer));
  const select = (tries: number) => {
    const box = document.getElementById("item-body");
    if (!(box instanceof HTMLTextAreaElement)) {
      if (tries > 0) requestAnimationFrame(() => select(tries - 1));
      return;
    }
    const start = request.offset ?? 0;
    box.scrollIntoView({ block: "center" });
    box.focus();
    box.setSelectionRange(start, start + (request.length ?? 0));
    // the box scrolled so the selection shows: its line's place in the text
    const line = box.value.slice(0, start).split("\n").length - 1;
    const height = parseFloat(getComputedStyle(box).lineHeight) || 20;
    box.scrollTop = Math.max(0, line * height - box.clientHeight / 2);
  };
  select(240);
}
