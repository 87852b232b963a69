import { useEffect, useRef } from "react";
import type { Block } from "../../generated/config-types";
import type { BlockSchemaInfo } from "../shared/api";
import { pastedBlocks } from "./pastedBlocks";

/** Whether a copy or paste there is about text being edited (a field, a dialog), not about blocks. */
function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest("input, textarea, select, [contenteditable], [role=dialog], [role=alertdialog]") !== null
  );
}

interface Options {
  schemas: readonly BlockSchemaInfo[];
  /** The selected block and its position, when there is one. */
  selected: () => { block: Block; index: number; title: string } | undefined;
  /** Puts blocks after the selected one and selects the first of them; returns its position. */
  insert: (blocks: Block[]) => number | undefined;
  setStatus: (text: string) => void;
}

/**
 * Ctrl/Cmd+C outside a text field copies the selected block as JSON (for another page, another site, a file);
 * Ctrl/Cmd+V outside a text field pastes blocks after the selected one: JSON from this editor, from a file or
 * from the /_blocks gallery, checked against the block schemas first. Inside text fields both keep their usual
 * meaning.
 */
export function useBlockClipboard(options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      if (isTextTarget(event.target) || document.getSelection()?.toString()) return;
      const current = latest.current.selected();
      if (!current || !event.clipboardData) return;
      event.preventDefault();
      event.clipboardData.setData("text/plain", JSON.stringify(current.block, null, 2));
      latest.current.setStatus(
        `Copied block ${current.index + 1} (${current.title}): paste it on any page with Ctrl+V`,
      );
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTextTarget(event.target) || !event.clipboardData) return;
      event.preventDefault();
      const result = pastedBlocks(event.clipboardData.getData("text/plain"), latest.current.schemas);
      if ("problem" in result) return latest.current.setStatus(result.problem);
      const at = latest.current.insert(result.blocks as unknown as Block[]);
      if (at === undefined) return;
      const count = result.blocks.length;
      const types = result.blocks.map((b) => String(b.type)).join(", ");
      latest.current.setStatus(`Pasted ${count === 1 ? "1 block" : `${count} blocks`} (${types}) as block ${at + 1}`);
    };
    document.addEventListener("copy", onCopy);
    document.addEventListener("paste", onPaste);
    return () => {
      document.removeEventListener("copy", onCopy);
      document.removeEventListener("paste", onPaste);
    };
  }, []);
}
