import { useEffect } from "react";
import { fieldId, focusField, onFocusRequest, takeFocusRequest } from "../search/focusRequest";
import { selectLine, selectRange } from "./textLines";

/**
 * A place in this item asked for (a problem chosen in the site's list, a search hit): its field is focused, or, in a
 * Markdown item's text, the line of a problem or the words found are selected in the text box.
 */
export function useItemFocus(address: string, loaded: boolean, bodyLine: number | undefined) {
  useEffect(() => {
    if (!loaded) return;
    const show = () => {
      const request = takeFocusRequest(address);
      if (!request) return;
      if (request.pointer === "/body" && request.offset !== undefined) {
        const { offset, length = 0 } = request;
        const tryBody = (tries: number) => {
          const box = document.getElementById("item-body") as HTMLTextAreaElement | null;
          if (box) selectRange(box, offset, length);
          else if (tries > 0) requestAnimationFrame(() => tryBody(tries - 1));
        };
        tryBody(240);
      } else if (request.line !== undefined && bodyLine !== undefined && request.line >= bodyLine) {
        const line = request.line - bodyLine + 1;
        const tryBody = (tries: number) => {
          const box = document.getElementById("item-body") as HTMLTextAreaElement | null;
          if (box) selectLine(box, line);
          else if (tries > 0) requestAnimationFrame(() => tryBody(tries - 1));
        };
        tryBody(240);
      } else if (request.pointer) {
        focusField(fieldId("item", request.pointer));
      }
    };
    show();
    return onFocusRequest(show);
  }, [address, loaded, bodyLine]);
}
