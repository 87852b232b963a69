import { fieldId } from "../search/focusRequest";

const focusable = "input, textarea, select, button, [tabindex]";
/** A value in a CSS attribute selector, quoted. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * The form's element for the place at `pointer` (a block inside a block: "/columns/0/blocks/1"): its first field,
 * else the element with its id; or the JSON box that holds it (the form shows a value it has no fields for as
 * its JSON, a nested block's parent too). None when the form does not show it (yet).
 */
export function formPlace(idPrefix: string, pointer: string, root: ParentNode = document): HTMLElement | null {
  const byId = (id: string) => root.querySelector<HTMLElement>(`[id=${quoted(id)}]`);
  const id = fieldId(idPrefix, pointer);
  const own = byId(id);
  if (own?.matches(focusable)) return own;
  const inside = [...root.querySelectorAll<HTMLElement>(`[id^=${quoted(`${id}_`)}]`)].find(
    (element) => element.matches(focusable) && element.getAttribute("type") !== "hidden",
  );
  if (inside ?? own) return inside ?? own;
  const parts = pointer.split("/").slice(1);
  for (let length = parts.length - 1; length > 0; length--) {
    const box = byId(fieldId(idPrefix, `/${parts.slice(0, length).join("/")}`));
    if (box?.matches("textarea")) return box;
  }
  return null;
}

/**
 * Opens the folded lists on the way to `pointer` ("Show blocks" buttons controlling `<id>__items`), from the
 * outside in; true when one was opened (the form shows more on its next render).
 */
export function unfoldTowards(idPrefix: string, pointer: string, root: ParentNode = document): boolean {
  const parts = pointer.split("/").slice(1);
  for (let length = 1; length <= parts.length; length++) {
    const id = fieldId(idPrefix, `/${parts.slice(0, length).join("/")}`);
    const fold = root.querySelector<HTMLElement>(`[aria-controls=${quoted(`${id}__items`)}][aria-expanded="false"]`);
    if (fold) {
      fold.click();
      return true;
    }
  }
  return false;
}

/**
 * Shows a block's place inside the selected block's form once the form has rendered it: folded lists on the way
 * opened, its first field focused and scrolled to; if the form never shows it, the form itself is scrolled to.
 */
export function showFormPlace(
  idPrefix: string,
  pointer: string,
  fallback: () => HTMLElement | null,
  tries = 120,
): void {
  const place = formPlace(idPrefix, pointer);
  if (place) {
    place.scrollIntoView({ block: "center" });
    if (place.matches(focusable)) place.focus({ preventScroll: true });
    return;
  }
  if (tries <= 0) return void fallback()?.scrollIntoView({ block: "start" });
  unfoldTowards(idPrefix, pointer);
  requestAnimationFrame(() => showFormPlace(idPrefix, pointer, fallback, tries - 1));
}
