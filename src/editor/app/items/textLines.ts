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
