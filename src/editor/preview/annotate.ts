import { normalizeText, textFieldsOf } from "./textFields";

/** The attribute naming the field a text of the preview comes from (a JSON pointer inside its block). */
export const FIELD_ATTRIBUTE = "data-editor-field";
/** The attribute naming a block's index in the page, on the preview's wrapper around each block. */
export const BLOCK_ATTRIBUTE = "data-editor-block";

/**
 * Marks each text of a rendered block with the field it comes from, after the block was rendered: every text
 * node whose text is one of the block's texts (see textFieldsOf) names that field on its element. Nothing in
 * the renderers knows of it, so every block type is mapped the same way, and it exists only in the preview's
 * DOM (the built pages never run this). Only the element holding the text is marked: an attribute changes
 * neither layout nor paint.
 */
export function annotateTextFields(root: Element, resolved: unknown, written: unknown): void {
  for (const marked of root.querySelectorAll(`[${FIELD_ATTRIBUTE}]`)) marked.removeAttribute(FIELD_ATTRIBUTE);
  const fields = textFieldsOf(resolved, written);
  const used = new Map<string, number>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.hasAttribute(FIELD_ATTRIBUTE) || element.closest("[data-island] form")) continue;
    const text = normalizeText(node.nodeValue ?? "");
    const pointers = text && fields.get(text);
    if (!pointers) continue;
    // the same text in several fields: the n-th time it is shown is the n-th field
    const n = used.get(text) ?? 0;
    used.set(text, n + 1);
    element.setAttribute(FIELD_ATTRIBUTE, pointers[Math.min(n, pointers.length - 1)]);
  }
}

/** The block index and field of what is under an element of the preview. */
export function locate(target: EventTarget | null): { index: number; field?: string; element: Element } | undefined {
  if (!(target instanceof Element)) return undefined;
  const block = target.closest(`[${BLOCK_ATTRIBUTE}]`);
  if (!block) return undefined;
  const index = Number(block.getAttribute(BLOCK_ATTRIBUTE));
  const text = target.closest(`[${FIELD_ATTRIBUTE}]`);
  const field = text && block.contains(text) ? (text.getAttribute(FIELD_ATTRIBUTE) ?? undefined) : undefined;
  return { index, field, element: field ? text! : block };
}

/** The element a block's box is drawn from (its wrapper has display: contents and no box of its own). */
export function blockBox(index: number): Element | undefined {
  const wrapper = document.querySelector(`[${BLOCK_ATTRIBUTE}="${index}"]`);
  return wrapper?.firstElementChild ?? undefined;
}
