// html-validate 10's accessibility helpers (inAccessibilityTree, isPresentation, classifyNodeText,
// haveAccessibleText), on the view of markupView.ts. Kept step for step as html-validate has them, quirks
// included, so the rules built on them report what html-validate reports.
import type { ViewElement } from "./markupView";

/**
 * When a check runs. html-validate works out which elements are interactive (an <a> with href, an <img> with
 * usemap…) only once the whole page is parsed; a check made while parsing (text-content) sees every element
 * that can be interactive as interactive. Whether an element is role="presentation" is then cached, and the
 * checks made after parsing (wcag/h37) see the cached answer.
 */
export type Phase = "parsing" | "parsed";

const alwaysInteractive = new Set(["button", "details", "embed", "iframe", "keygen", "label", "select", "textarea"]);
const interactiveWhen: Record<string, (el: ViewElement) => boolean> = {
  a: (el) => el.attrs.has("href"),
  audio: (el) => el.attrs.has("controls"),
  img: (el) => el.attrs.has("usemap"),
  input: (el) => el.attrs.get("type") !== "hidden",
  object: (el) => el.attrs.has("usemap"),
  video: (el) => el.attrs.has("controls"),
};

function isInteractive(el: ViewElement, phase: Phase): boolean {
  if (alwaysInteractive.has(el.tag)) return true;
  const when = interactiveWhen[el.tag];
  if (!when) return false;
  return phase === "parsing" || when(el);
}

function isPresentation(el: ViewElement, phase: Phase): boolean {
  if (el.presentation === undefined) {
    const role = el.attrs.get("role");
    el.presentation =
      !isInteractive(el, phase) && !el.attrs.has("tabindex") && (role === "presentation" || role === "none");
  }
  return el.presentation;
}

export function inAccessibilityTree(el: ViewElement, phase: Phase): boolean {
  if (el.ariaHidden) return false;
  if (isPresentation(el, phase)) return false;
  return !el.htmlHidden && !el.inert && !el.styleHidden;
}

/**
 * Whether an element has text, as html-validate's classifyNodeText (for static markup: empty or not):
 * its text and its descendants', skipping subtrees hidden by `hidden` (and, for `accessible`, aria-hidden).
 */
export function hasText(el: ViewElement, options: { accessible?: boolean; ignoreHiddenRoot?: boolean } = {}): boolean {
  const { accessible = false, ignoreHiddenRoot = false } = options;
  if (!ignoreHiddenRoot && el.htmlHidden) return false;
  if (!ignoreHiddenRoot && accessible && el.ariaHidden) return false;
  if (el.tag === "select" || el.tag === "textarea") return false;
  return someText(el, accessible);
}

function someText(el: ViewElement, accessible: boolean): boolean {
  for (const child of el.children) {
    if (typeof child === "string") {
      if (/\S/.test(child)) return true;
    } else if (!child.htmlHiddenSelf && !(accessible && child.ariaHiddenSelf) && someText(child, accessible)) {
      return true;
    }
  }
  return false;
}

/** html-validate's haveAccessibleText: text, a label, an image's alt — on the element or in its subtree. */
export function haveAccessibleText(el: ViewElement, phase: Phase): boolean {
  if (!inAccessibilityTree(el, phase)) return false;
  if (el.children.some((child) => typeof child === "string" && child.trim() !== "")) return true;
  if (nonEmpty(el, "aria-label") || nonEmpty(el, "aria-labelledby")) return true;
  if (el.tag === "img" && nonEmpty(el, "alt")) return true;
  if (el.tag === "selectedcontent") return true;
  if (el.tag === "input" && !el.attrs.has("value") && /submit|reset/.test(el.attrs.get("type") ?? "")) return true;
  return el.children.some((child) => typeof child !== "string" && haveAccessibleText(child, phase));
}

function nonEmpty(el: ViewElement, name: string): boolean {
  const value = el.attrs.get(name);
  return value !== null && value !== undefined && /.+/.test(value);
}

/** An attribute with a value that is not "": html-validate's hasAltText / hasAriaLabel. */
export function hasValue(el: ViewElement, name: string): boolean {
  const value = el.attrs.get(name);
  return value !== null && value !== undefined && value !== "";
}
