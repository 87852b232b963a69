/** Where line `line` (from 1) of `text` starts and ends, as offsets (the last line when there are fewer). */
export function lineRange(text: string, line: number): { start: number; end: number } {
  let start = 0;
  for (let i = 1; i < line; i++) {
    const next = text.indexOf("\n", start);
    if (next < 0) break;
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return { start, end: end < 0 ? text.length : end };
}

/** Selects line `line` of a text box and scrolls it into view. */
export function selectLine(box: HTMLTextAreaElement, line: number): void {
  const { start, end } = lineRange(box.value, line);
  box.focus();
  box.setSelectionRange(start, end);
  const height = box.scrollHeight / Math.max(1, box.value.split("\n").length);
  box.scrollTop = Math.max(0, (line - 3) * height);
}

/** Selects `length` characters of a text box from `start` (words a search found) and scrolls them into view. */
export function selectRange(box: HTMLTextAreaElement, start: number, length: number): void {
  box.scrollIntoView({ block: "center" });
  box.focus();
  box.setSelectionRange(start, start + length);
  const line = box.value.slice(0, start).split("\n").length;
  const height = box.scrollHeight / Math.max(1, box.value.split("\n").length);
  box.scrollTop = Math.max(0, (line - 3) * height);
}
