/** A place in a file to show: the search asks for it, the file's editor selects the block and focuses the field. */
export interface FocusRequest {
  path: string;
  /** JSON pointer of the field ("/blocks/2/title", "/seo/title", "/support/email"). */
  pointer: string;
  /** The line of the file, for a place no field shows (a Markdown item's text). */
  line?: number;
  /** Where to put the cursor inside a long text (an item's Markdown text), and how much to select from there. */
  offset?: number;
  length?: number;
}

let pending: FocusRequest | undefined;
const listeners = new Set<() => void>();

export function requestFocus(request: FocusRequest): void {
  pending = request;
  listeners.forEach((listener) => listener());
}

/** The pending request for this file, taken (so it is acted on once). */
export function takeFocusRequest(path: string): FocusRequest | undefined {
  if (pending?.path !== path) return undefined;
  const request = pending;
  pending = undefined;
  return request;
}

export function onFocusRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The id the form gives the field at `pointer` inside a form whose ids start with `idPrefix`. */
export function fieldId(idPrefix: string, pointer: string): string {
  const parts = pointer
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  return [idPrefix, ...parts].join("_");
}

/** Focuses the field once its form has rendered it (a form builds in the next frames); else shows its form. */
export function focusField(id: string, fallback?: () => HTMLElement | null, tries = 240): void {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ block: "center" });
    element.focus();
    return;
  }
  if (tries > 0) requestAnimationFrame(() => focusField(id, fallback, tries - 1));
  else fallback?.()?.scrollIntoView({ block: "start" });
}
