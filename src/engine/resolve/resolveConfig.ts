import { parsePointer } from "../jsonPointer.ts";
import { setField } from "../setField.ts";
import type { LinkUse } from "../links.ts";
import { fillPlaceholders, type PlaceholderValues } from "./fillPlaceholders.ts";
import { finalHref } from "./finalHref.ts";

export interface ResolveContext {
  placeholders: PlaceholderValues;
  /** site.json "links": name → address. */
  siteLinks: Readonly<Record<string, string>>;
  /**
   * Where a link of this page leads, once final: on a page in another language than the default, a link to a
   * default-language page it translates leads to the translation (src/engine/i18n/pageAddresses.ts).
   */
  lead?: (href: string) => string;
}

/**
 * A config value as visitors get it: every text with its {placeholders} filled, every link (the ones the
 * validator met, by JSON pointer) in its final form. Returns a copy; the input is not changed.
 */
export function resolveConfig<T>(value: T, links: readonly LinkUse[], context: ResolveContext): T {
  const resolved = fillDeep(value, context.placeholders) as T;
  for (const use of links) {
    if (use.file) continue;
    if (use.inText) {
      addMarkdownLink(resolved, use.pointer, use.href, context);
      continue;
    }
    setAt(
      resolved,
      use.pointer,
      leadOf(context)(finalHref(fillPlaceholders(use.href, context.placeholders), context.siteLinks)),
    );
  }
  return resolved;
}

const leadOf = (context: ResolveContext) => context.lead ?? ((href: string) => href);

function fillDeep(node: unknown, values: PlaceholderValues): unknown {
  if (typeof node === "string") return fillPlaceholders(node, values);
  if (Array.isArray(node)) return node.map((child) => fillDeep(child, values));
  if (node && typeof node === "object") {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      const child = fillDeep((node as Record<string, unknown>)[key], values);
      setField(copy, key, child);
    }
    return copy;
  }
  return node;
}

/**
 * A link inside Markdown text stays as written in the text; its final address goes beside the text, in the
 * "markdownLinks" of the object that holds it (written address, placeholders filled → final address), where the
 * Markdown renderer looks it up.
 */
function addMarkdownLink(root: unknown, pointer: string, href: string, context: ResolveContext): void {
  const keys = parsePointer(pointer);
  keys.pop();
  const holder = keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  if (!holder || typeof holder !== "object") return;
  const written = fillPlaceholders(href, context.placeholders);
  const links = ((holder as MarkdownLinksHolder).markdownLinks ??= {});
  links[written] = leadOf(context)(finalHref(written, context.siteLinks));
}

/** What the resolve step adds beside a Markdown text: each link's final address, by the address as written. */
export interface MarkdownLinksHolder {
  markdownLinks?: Record<string, string>;
}

function setAt(root: unknown, pointer: string, value: string): void {
  const keys = parsePointer(pointer);
  const last = keys.pop();
  const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  if (last !== undefined && parent && typeof parent === "object") (parent as Record<string, unknown>)[last] = value;
}
