import { useCallback, useEffect, useState } from "react";
import type { Block, PageConfig } from "../../generated/config-types";
import type { PreviewReply } from "../preview/messages";
import { fieldIdFor, moveBlock, setAtPointer } from "./canvasEdits";

interface Options {
  /** Applies a change to the page through the same path as the forms (undo history, validation). */
  update: (change: (page: PageConfig) => PageConfig, key?: string) => void;
  select: (index: number) => void;
}

/**
 * What the page editor does with what is done on its preview: a click selects the block, scrolls to its form
 * and focuses the field of the text clicked; a text edited in place is written to its field; a block dragged
 * in the preview moves. Every change goes through `update`, as the forms' changes do.
 */
export function usePreviewCanvas({ update, select }: Options): (reply: PreviewReply) => void {
  const [focus, setFocus] = useState<{ index: number; field?: string; serial: number }>();
  useEffect(() => {
    if (!focus) return;
    // the selected block's form renders with this commit; look for it over a few frames
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const form = document.querySelector<HTMLElement>(`[data-block-form="${focus.index}"]`);
      if (!form) {
        if (++tries < 30) frame = requestAnimationFrame(attempt);
        return;
      }
      const field = focus.field === undefined ? undefined : fieldElement(form, `block${focus.index}`, focus.field);
      if (field) {
        field.focus({ preventScroll: true });
        field.scrollIntoView({ block: "center" });
      } else {
        form.scrollIntoView({ block: "start" });
      }
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  return useCallback(
    (reply: PreviewReply) => {
      if (reply.kind === "select") {
        select(reply.index);
        setFocus((before) => ({ index: reply.index, field: reply.field, serial: (before?.serial ?? 0) + 1 }));
      } else if (reply.kind === "edit") {
        update(
          (page) => ({ ...page, blocks: setAtPointer(page.blocks, `/${reply.index}${reply.field}`, reply.value) }),
          `block${reply.index}:preview${reply.field}`,
        );
        select(reply.index);
      } else if (reply.kind === "move") {
        let moved = reply.from;
        update((page) => {
          const result = moveBlock<Block>(page.blocks, reply.from, reply.gap);
          moved = result.index;
          return { ...page, blocks: result.blocks };
        });
        select(moved);
      }
    },
    [update, select],
  );
}

/**
 * The form control of a field, or of the nearest field holding it that has one (a rich text piece may be
 * shown by a control of its paragraph).
 */
function fieldElement(form: HTMLElement, idPrefix: string, pointer: string): HTMLElement | undefined {
  let at = pointer;
  while (at !== "") {
    const element = form.querySelector<HTMLElement>(`[id="${CSS.escape(fieldIdFor(idPrefix, at))}"]`);
    if (element && element.matches("input, textarea, select, button, [contenteditable], [tabindex]")) return element;
    at = at.slice(0, at.lastIndexOf("/"));
  }
  return undefined;
}
