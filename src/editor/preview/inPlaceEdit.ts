/**
 * Edits one text of the preview where it is shown: the element becomes editable as plain text and shows the
 * field as written (placeholders such as {product} unfilled). Enter, Tab or leaving it commits, Escape
 * cancels. The element's text is replaced outside React, so the caller mounts the block afresh afterwards.
 */
export function editInPlace(
  element: HTMLElement,
  written: string,
  finish: (value: string | undefined) => void,
): () => void {
  let done = false;
  const end = (commit: boolean) => {
    if (done) return;
    done = true;
    element.removeEventListener("keydown", onKey, true);
    element.removeEventListener("blur", onBlur);
    element.removeEventListener("paste", onPaste);
    element.removeAttribute("contenteditable");
    // one line: line breaks typed or pasted become spaces
    const value = (element.textContent ?? "").replace(/\s*\n\s*/g, " ");
    finish(commit ? value : undefined);
  };
  const onKey = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === "Escape") {
      event.preventDefault();
      end(false);
    } else if (event.key === "Enter") {
      event.preventDefault();
      end(true);
    } else if (event.key === "Tab") {
      end(true);
    }
  };
  const onBlur = () => end(true);
  const onPaste = (event: ClipboardEvent) => {
    // plain text only, whatever was copied
    event.preventDefault();
    const text = event.clipboardData?.getData("text/plain") ?? "";
    element.ownerDocument.execCommand("insertText", false, text.replace(/\s*\n\s*/g, " "));
  };
  element.setAttribute("contenteditable", "plaintext-only");
  element.textContent = written;
  element.addEventListener("keydown", onKey, true);
  element.addEventListener("blur", onBlur);
  element.addEventListener("paste", onPaste);
  element.focus();
  const selection = element.ownerDocument.getSelection();
  selection?.selectAllChildren(element);
  return () => end(false);
}
