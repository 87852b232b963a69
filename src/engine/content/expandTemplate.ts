import type { Issue } from "../explainErrors.ts";
import { setField } from "../setField.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import type { ContentCollections, ContentItem } from "./contentTypes.ts";
import { joinPointer } from "../jsonPointer.ts";
import { formatValue, type FormatContext, type WrittenFormat } from "../formats/formatValue.ts";
import { findUnknownPlaceholders } from "../placeholders.ts";
import { placeholderIssues } from "../checks/text/placeholderChecks.ts";

/**
 * {item.field}, {item.a.b}, {item.clinic.name} (a field of the referenced item): the item's value; after a bar, the
 * format it is shown with: {item.price|currency:CAD}, {item.date|date:long} (src/engine/formats/formatValue.ts).
 */
const itemPlaceholder = /\{item((?:\.[A-Za-z0-9_-]+)+)(?:\|([A-Za-z][A-Za-z0-9_-]*)(?::([A-Za-z0-9_-]+))?)?\}/g;
const wholeItemPlaceholder = /^\{item((?:\.[A-Za-z0-9_-]+)+)(?:\|([A-Za-z][A-Za-z0-9_-]*)(?::([A-Za-z0-9_-]+))?)?\}$/;

/** Whether a text names the item, as written or with spaces ("{item.title}", "{ item.title }"). */
const namesItem = (text: string) => /\{\s*item\./.test(text);

/**
 * An "unknown-placeholder" issue about an {item.…}: expandTemplate has said it where it fills the item's values
 * (a field missing, an unknown format, spaces), or left it for the item to say.
 */
export function saidWhereFilled(issue: Pick<Issue, "code" | "message">): boolean {
  return issue.code === "unknown-placeholder" && /"\{\s*item\./.test(issue.message);
}

const formatOf = (name?: string, arg?: string): WrittenFormat | undefined =>
  name === undefined ? undefined : arg === undefined ? { name } : { name, arg };

/** The line and column (1-based) of a character of a text, as a text value's problems are placed inside it. */
function positionInText(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const lastBreak = before.lastIndexOf("\n");
  return { line: before.split("\n").length, column: index - lastBreak };
}

type Lookup =
  | {
      found: true;
      value: unknown;
      /** The item's field holding it was refused (told at the item): a format that does not fit it says nothing. */
      refused?: true;
      bodyOf?: ContentItem;
      /** The collection whose field holds the value, and the field's path in its items ("diet", "address.city"). */
      owner: string;
      field: string;
    }
  | {
      found: false;
      missing: string;
      /**
       * The value is in an item of a collection whose schema cannot be used, or in a field the item's collection
       * refused or that names no item (said there): nothing to say here.
       */
      unusable?: true;
    };

/**
 * The value a path names in an item: its fields, "slug", "body" (a Markdown item's text), and through a reference
 * field the fields of the referenced item.
 */
export function itemValue(item: ContentItem, path: string[], collections: ContentCollections): Lookup {
  let current: ContentItem = item;
  let value: unknown = undefined;
  let fieldStart = 0;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (i === 0 || value === current.data) {
      const ref = collections[current.collection]?.references.find((r) => r.field === key && !r.many);
      const own =
        key === "slug"
          ? current.slug
          : key === "url"
            ? itemUrl(current, collections)
            : key === "body" && current.body !== undefined
              ? current.body
              : current.data[key];
      const refused = current.refusedFields?.includes(key) === true;
      if (own === undefined)
        return {
          found: false,
          missing: path.slice(0, i + 1).join("."),
          ...(refused ? { unusable: true as const } : {}),
        };
      if (ref && typeof own === "string" && i < path.length - 1) {
        const target = collections[ref.collection]?.bySlug[own];
        if (!target)
          return {
            found: false,
            missing: path.slice(0, i + 1).join("."),
            ...(refused || collections[ref.collection]?.unusable ? { unusable: true as const } : {}),
          };
        current = target;
        value = target.data;
        fieldStart = i + 1;
        continue;
      }
      value = own;
      if (key === "body" && own === current.body && i === path.length - 1)
        return { found: true, value, bodyOf: current, owner: current.collection, field: key };
      continue;
    }
    if (!isRecord(value) || !Object.hasOwn(value, key))
      return { found: false, missing: path.slice(0, i + 1).join(".") };
    value = value[key];
  }
  const field = path.slice(fieldStart).join(".");
  const refused = current.refusedFields?.includes(path[fieldStart]) === true;
  return { found: true, value, owner: current.collection, field, ...(refused ? { refused: true as const } : {}) };
}

/** The address of an item's page, when a page template makes one for its collection. */
export function itemUrl(item: ContentItem, collections: ContentCollections): string | undefined {
  const collection = collections[item.collection];
  // a language's template may name its own address: there are the pages of the items it translates
  const prefix =
    item.language !== undefined && collection?.translatedPagePrefix !== undefined
      ? collection.translatedPagePrefix
      : collection?.pagePrefix;
  if (prefix === undefined || item.draft) return undefined;
  const slug = item.addressSlug ?? item.slug;
  return prefix === "/" ? `/${slug}` : `${prefix}/${slug}`;
}

/**
 * A page template's value for one item: every {item.…} in its texts filled in. A text that is only one
 * placeholder takes the item's value as it is, so a field that takes a list or a group can take it from the item
 * ("items": "{item.services}"); the item's values are shared, not copied. What the item lacks is an issue at the
 * template's field, naming the item. `bodies` says which fields took a Markdown item's whole body ("{item.body}"),
 * so a problem inside it can be placed in the item's .md file; `refused`, where a field took whole a value the
 * item's collection refused (told at the item: the page's check says nothing more there).
 */
export function expandTemplate(
  template: unknown,
  item: ContentItem,
  collections: ContentCollections,
  base = "",
  context: FormatContext = { language: "en" },
): { value: unknown; issues: Issue[]; bodies: Map<string, ContentItem>; refused: string[] } {
  const issues: Issue[] = [];
  // where a value the item's collection refused was put whole (from the template's root): told at the item
  const refused: string[] = [];
  /** A coded value's words: the page's language's (site.json translations), else the collection schema's titles. */
  const labelsOf = (owner: string, field: string) => {
    const words = collections[owner]?.fields?.labels[field];
    return (code: string): string | undefined =>
      words && Object.hasOwn(words, code) ? (context.labels?.[code] ?? words[code]) : undefined;
  };
  const bodies = new Map<string, ContentItem>();
  const missing = (pointer: string, written: string, name: string) =>
    issues.push({
      code: "item-field-missing",
      pointer,
      at: "value",
      message: `${fieldPath(pointer)}: "${written}" names "${name}", which the item "${item.slug}" of "${item.collection}" (${item.file}) does not have.`,
      hint: `Give that item a "${name.split(".").at(-1)}", make the field required in the collection's schema, or remove "${written}" from the template.`,
    });
  /** A found value written as text: with its format, or a coded value's words; a problem is an issue at the text. */
  const shown = (
    found: Extract<Lookup, { found: true }>,
    written: string,
    format: WrittenFormat | undefined,
    pointer: string,
    text: string,
    index: number,
  ): string | undefined => {
    const result = formatValue(found.value, format, context, labelsOf(found.owner, found.field));
    if ("text" in result) return result.text;
    const problem = result.problem;
    // a value the item's collection refused (a date not written YYYY-MM-DD) is told at the item, once
    if (found.refused) return undefined;
    const inText = positionInText(text, index);
    if (format === undefined) {
      issues.push({
        code: "item-field-not-text",
        pointer,
        at: "value",
        message: `${fieldPath(pointer)}: "${written}" is ${Array.isArray(found.value) ? "a list" : "not a text"} in the item "${item.slug}" of "${item.collection}", so it cannot stand inside a text.`,
        hint: Array.isArray(found.value)
          ? `Write "${written.slice(0, -1)}|list}" to show it as a text, or write "${written}" alone as the whole value of a field that takes a list.`
          : `Write "${written}" alone as the whole value of a field that takes a group, or name one of its texts ("${written.slice(0, -1)}.<field>}").`,
      });
    } else {
      issues.push({
        code: problem.code,
        pointer,
        at: "value",
        inText,
        message: `${fieldPath(pointer)}: "${written}": ${problem.message}`,
        ...(problem.hint ? { hint: problem.hint } : {}),
      });
    }
    return undefined;
  };
  const fill = (text: string, pointer: string): unknown => {
    // an {item.…} written otherwise than it is read ("{item.price | currency}") reaches the page as written
    for (const found of findUnknownPlaceholders(text))
      if (found.name.startsWith("item.") && !wholeItemPlaceholder.test(found.written))
        for (const issue of placeholderIssues(found.written, pointer))
          issues.push({ ...issue, inText: positionInText(text, found.index) });
    const whole = wholeItemPlaceholder.exec(text);
    if (whole) {
      const found = itemValue(item, whole[1].slice(1).split("."), collections);
      if (!found.found) {
        if (!found.unusable) missing(pointer, text, found.missing);
        return text;
      }
      if (found.refused) refused.push(pointer.slice(base.length));
      if (found.bodyOf) bodies.set(pointer, found.bodyOf);
      const format = formatOf(whole[2], whole[3]);
      // alone, a value keeps its type (a list, a group) unless a format or its words are asked for
      const labels = typeof found.value === "string" && labelsOf(found.owner, found.field)(found.value);
      if (format === undefined && !labels) return found.value;
      return shown(found, text, format, pointer, text, 0) ?? text;
    }
    return text.replace(itemPlaceholder, (written, path: string, name?: string, arg?: string, index = 0) => {
      const found = itemValue(item, path.slice(1).split("."), collections);
      if (!found.found) {
        if (!found.unusable) missing(pointer, written, found.missing);
        return written;
      }
      return shown(found, written, formatOf(name, arg), pointer, text, index) ?? written;
    });
  };
  if (typeof template === "string") {
    return { value: namesItem(template) ? fill(template, base) : template, issues, bodies, refused };
  }
  if (template === null || typeof template !== "object") return { value: template, issues, bodies, refused };
  // only the texts that name the item are visited, and only the groups and lists holding one are copied
  let value: unknown = template;
  const copies = new Set<unknown>();
  for (const place of placeholderPlaces(template)) {
    const filled = fill(place.text, base + joinPointer(place.keys));
    if (filled !== place.text) value = setInCopies(value, place.keys, filled, copies);
  }
  return { value, issues, bodies, refused };
}

/**
 * The item fields a template's texts name, each once, in the order met: "{item.author.name}" names "author";
 * "slug", "url" and "body" (an item's name, its page, a Markdown item's text) are named too. The editor asks a new
 * item for them.
 */
export function itemFieldsNamed(template: unknown): string[] {
  const texts =
    typeof template === "string"
      ? [template]
      : isRecord(template) || Array.isArray(template)
        ? placeholderPlaces(template).map((p) => p.text)
        : [];
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(itemPlaceholder)) names.add(match[1].slice(1).split(".")[0]);
  return [...names];
}

/** Each text of a template that names the item ({item.…}), by its keys from the template's root. */
interface PlaceholderPlace {
  keys: readonly (string | number)[];
  text: string;
}

/** A template's texts naming the item, found once: a page template serves every item of its collection. */
const placesOfTemplate = new WeakMap<object, readonly PlaceholderPlace[]>();

/** The texts of a template that name the item, in the order of a walk through it (so its issues come in that order). */
function placeholderPlaces(template: object): readonly PlaceholderPlace[] {
  const known = placesOfTemplate.get(template);
  if (known) return known;
  const places: PlaceholderPlace[] = [];
  const keys: (string | number)[] = [];
  const visit = (node: unknown) => {
    if (typeof node === "string") {
      if (namesItem(node)) places.push({ keys: [...keys], text: node });
    } else if (Array.isArray(node)) {
      node.forEach((child: unknown, index) => {
        keys.push(index);
        visit(child);
        keys.pop();
      });
    } else if (isRecord(node)) {
      for (const key of Object.keys(node)) {
        keys.push(key);
        visit(node[key]);
        keys.pop();
      }
    }
  };
  visit(template);
  placesOfTemplate.set(template, places);
  return places;
}

/**
 * `root` with the value at `keys` set to `value`: each group or list on the way copied once (the copies this
 * expansion made are in `copies`, and are written into from then on); the template itself is never changed.
 */
function setInCopies(root: unknown, keys: readonly (string | number)[], value: unknown, copies: Set<unknown>): unknown {
  const copyOf = (node: unknown): Record<string | number, unknown> => {
    if (copies.has(node)) return node as Record<string | number, unknown>;
    const copy = Array.isArray(node) ? node.slice() : { ...(node as Record<string, unknown>) };
    copies.add(copy);
    return copy as Record<string | number, unknown>;
  };
  const top = copyOf(root);
  let holder = top;
  keys.forEach((key, index) => {
    const next = index === keys.length - 1 ? value : copyOf(holder[key]);
    setField(holder, key, next);
    holder = next as Record<string | number, unknown>;
  });
  return top;
}
