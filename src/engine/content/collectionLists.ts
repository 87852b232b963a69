import type { ListSource } from "../../generated/config-types.ts";
import type { Issue } from "../explainErrors.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import { childPointer } from "../jsonPointer.ts";
import { didYouMean } from "../suggest.ts";
import type { ContentCollections, ContentItem } from "./contentTypes.ts";
import { expandTemplate, itemValue, saidWhereFilled } from "./expandTemplate.ts";
import { mapChildren } from "./mapChildren.ts";
import type { FormatContext } from "../formats/formatValue.ts";
import { buildToday } from "../formats/today.ts";
import { comparisonIssues, isComparison, passes, readsToday } from "./listComparisons.ts";
import { placeInItem } from "./itemPlaces.ts";

/**
 * A list taken from a collection, written where a block takes a list (cards, quotes, logos, people, links):
 * { "collection": "posts", "where": { "tags": "news" }, "sort": "-date", "limit": 6, "each": { …one entry… } }.
 * "each" is one entry of the block's list with {item.…} placeholders; without it each entry is the item's own
 * fields as written (its "draft" left out), for a collection whose items have the shape the block lists; "sort" names a field ("-" first: newest or
 * largest first; dates are compared as dates); "where" keeps the items whose field equals the value (or whose list
 * holds it), or passes a comparison ({ "date": { "after": "today" } }: ./listComparisons.ts).
 */
export type { ListSource };

const listKeys = new Set(["collection", "each", "where", "sort", "limit", "perPage"]);
const listOptions = "collection, each, where, sort, limit, perPage";

/**
 * A list source: an object naming a "collection", with "each" an object or left out. The top of a file is never
 * one (a page template names its collection there).
 */
export function isListSource(node: unknown, pointer = "/"): node is Record<string, unknown> {
  return (
    pointer !== "" &&
    isRecord(node) &&
    typeof node.collection === "string" &&
    (node.each === undefined || isRecord(node.each))
  );
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A sort key made once per item (not per comparison): a date as its time, so dates compare as dates. */
type SortKey = { value: unknown; time?: number };

const sortKey = (value: unknown): SortKey =>
  typeof value === "string" && isoDate.test(value) ? { value, time: Date.parse(value) } : { value };

function compare(a: SortKey | undefined, b: SortKey | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (typeof a.value === "number" && typeof b.value === "number") return a.value - b.value;
  if (a.time !== undefined && b.time !== undefined) return a.time - b.time;
  return String(a.value).localeCompare(String(b.value));
}

/**
 * Per set of collections (one validation), each list's items once, and for each field a "where" names, the items
 * by value: a site's 200 index pages and 400 tag pages each ask, and must not each scan and sort every item.
 */
interface ListMemo {
  lists: Map<string, ContentItem[]>;
  byValue: Map<string, Map<unknown, ContentItem[]>>;
}
const memos = new WeakMap<ContentCollections, ListMemo>();

function memoOf(collections: ContentCollections): ListMemo {
  let memo = memos.get(collections);
  if (!memo) memos.set(collections, (memo = { lists: new Map(), byValue: new Map() }));
  return memo;
}

const isPrimitive = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** The items not drafts whose field holds `wanted` (equals it, or a list holding it), from the field's index. */
function itemsWith(collection: string, field: string, wanted: unknown, collections: ContentCollections): ContentItem[] {
  const memo = memoOf(collections);
  const indexKey = `${collection}\u0000${field}`;
  let index = memo.byValue.get(indexKey);
  if (!index) {
    index = new Map();
    for (const item of collections[collection].items) {
      if (item.draft) continue;
      const found = itemValue(item, field.split("."), collections);
      if (!found.found) continue;
      for (const value of new Set(Array.isArray(found.value) ? found.value : [found.value])) {
        if (!isPrimitive(value)) continue;
        const list = index.get(value);
        if (list) list.push(item);
        else index.set(value, [item]);
      }
    }
    memo.byValue.set(indexKey, index);
  }
  return index.get(wanted) ?? [];
}

/**
 * The items a list source shows, in order: drafts left out, filtered, sorted, limited. Computed once per source
 * and set of collections; the list returned is shared, never to be changed.
 */
export function listItems(
  source: ListSource,
  collections: ContentCollections,
  today = buildToday(),
): readonly ContentItem[] {
  const collection = collections[source.collection];
  if (!collection) return [];
  const memo = memoOf(collections);
  const memoKey = JSON.stringify([
    source.collection,
    source.where ?? null,
    source.sort ?? null,
    source.limit ?? null,
    // a list of the items after "today" is another list tomorrow (the dev server runs past midnight)
    readsToday(source.where) ? today : null,
  ]);
  const known = memo.lists.get(memoKey);
  if (known) return known;
  let items: ContentItem[] | undefined;
  for (const [field, wanted] of Object.entries(source.where ?? {})) {
    if (items === undefined && isPrimitive(wanted)) {
      items = itemsWith(source.collection, field, wanted, collections);
      continue;
    }
    items = (items ?? collection.items.filter((item) => !item.draft)).filter((item) => {
      const found = itemValue(item, field.split("."), collections);
      if (!found.found) return false;
      if (isComparison(wanted)) return passes(found.value, wanted, today);
      return Array.isArray(found.value) ? found.value.includes(wanted) : found.value === wanted;
    });
  }
  items ??= collection.items.filter((item) => !item.draft);
  if (source.sort) {
    const descending = source.sort.startsWith("-");
    const path = source.sort.replace(/^-/, "").split(".");
    const keyed = items.map((item) => {
      const found = itemValue(item, path, collections);
      return { item, key: found.found && found.value !== undefined ? sortKey(found.value) : undefined };
    });
    keyed.sort((a, b) => {
      if (a.key === undefined || b.key === undefined) return compare(a.key, b.key);
      return descending ? compare(b.key, a.key) : compare(a.key, b.key);
    });
    items = keyed.map((k) => k.item);
  }
  const shown = source.limit === undefined ? items : items.slice(0, source.limit);
  memo.lists.set(memoKey, shown);
  return shown;
}

/**
 * A page's value with every list source replaced by its entries ("each" filled for each item), and what the
 * sources get wrong. `pageItem` fills {item.…} in "where" on a template's page (the physios of this clinic).
 * A paged list ("perPage") shows the items of page `pageNumber` (1 when not given).
 */
export function expandLists(
  value: unknown,
  collections: ContentCollections,
  pageItem?: ContentItem,
  pageNumber = 1,
  context?: FormatContext,
): { value: unknown; issues: Issue[]; broken: string[]; asIs: ItemsAsIs[] } {
  const issues: Issue[] = [];
  const broken: string[] = [];
  const asIs: ItemsAsIs[] = [];
  const walk = (node: unknown, pointer: string): unknown => {
    if (isListSource(node, pointer)) return expand(node, pointer);
    return mapChildren(node, pointer, walk);
  };
  const expand = (node: Record<string, unknown>, pointer: string): unknown => {
    // a collection whose schema cannot be used: its schema's file says so, and its lists wait until it is mended
    if (collections[node.collection as string]?.unusable) {
      broken.push(pointer);
      return node;
    }
    const problem = sourceProblem(node, pointer, collections, pageItem !== undefined);
    const compared =
      problem || !isRecord(node.where)
        ? []
        : comparisonIssues(node.where, collections[node.collection as string], childPointer(pointer, "where"));
    if (problem || compared.length) {
      issues.push(...(problem ? [problem] : compared));
      broken.push(pointer);
      return node;
    }
    let source = node as unknown as ListSource;
    if (pageItem && source.where) {
      const where = expandTemplate(source.where, pageItem, collections, childPointer(pointer, "where"), context);
      issues.push(...where.issues);
      source = { ...source, where: where.value as ListSource["where"] };
    }
    const all = listItems(source, collections);
    const shown = source.perPage ? all.slice((pageNumber - 1) * source.perPage, pageNumber * source.perPage) : all;
    const each = source.each;
    asIs.push({ pointer, items: shown, ...(each ? { each: true as const } : {}) });
    if (!each) return shown.map((item) => withoutDraft(item.data));
    return shown.map((item, index) => {
      const entry = expandTemplate(each, item, collections, childPointer(pointer, "each"), context);
      issues.push(...entry.issues);
      // a value the item's collection refused, taken whole, is told at the item: the block's check says nothing there
      broken.push(...entry.refused.map((place) => childPointer(pointer, index) + place));
      return entry.value;
    });
  };
  return { value: walk(value, ""), issues, broken, asIs };
}

/** A list taken from a collection: where it is in the page, and the items it holds, in order. */
export interface ItemsAsIs {
  pointer: string;
  items: readonly ContentItem[];
  /** Its entries are its "each" filled for each item (else they are the items' fields as they are). */
  each?: true;
}

/**
 * The schema's issues about an item of a list taken as it is, said of that item: the block checks the fields it
 * reads, and the fix is in the collection (or an "each" that maps its fields). An {item.…} left in a list's entry
 * is not said again there: its "each" said why.
 */
export function namingListItems(issues: Issue[], lists: readonly ItemsAsIs[]): Issue[] {
  if (lists.length === 0) return issues;
  // an {item.…} an entry still holds was said at "each", where it is written (missing field, unknown format)
  const saidAtEach = (issue: Issue) =>
    saidWhereFilled(issue) && lists.some((list) => list.each && issue.pointer.startsWith(`${list.pointer}/`));
  return issues
    .filter((issue) => !saidAtEach(issue))
    .map((issue) => {
      for (const list of lists) {
        if (list.each) continue;
        const index = /^\/(\d+)(\/|$)/.exec(issue.pointer.slice(list.pointer.length))?.[1];
        const item =
          issue.pointer.startsWith(list.pointer) && index !== undefined ? list.items[Number(index)] : undefined;
        if (!item) continue;
        const atItem = issueAtItem(issue, list, index!, item);
        if (atItem) return atItem;
        const fix = `Give the items of "${item.collection}" the fields this block reads, or map them to those fields with "each" (docs/content.md).`;
        return {
          ...issue,
          message: `${issue.message} This list is the items of "${item.collection}" as they are: this one is "${item.slug}" (${item.file}).`,
          hint: issue.hint ? `${issue.hint} ${fix}` : fix,
        };
      }
      return issue;
    });
}

/**
 * A problem inside an item's own fields (a list showing the items as they are), told at the item's file, line and
 * column, once however many pages list it: the message is the same from every page, so the validation says it once,
 * its hint naming each page that shows it and as which field (`listedBy`, src/engine/stages/problemOrder.ts). Undefined when the item's place is not known (an item translated for a language).
 */
function issueAtItem(issue: Issue, list: ItemsAsIs, index: string, item: ContentItem): Issue | undefined {
  const inside = issue.pointer.slice(`${list.pointer}/${index}`.length);
  // a problem with the entry as a whole (a field the block needs) or a field the block does not take may be fixed
  // by an "each" that maps the fields: said at the page
  if (inside === "" || issue.at === "key") return undefined;
  const pointer = item.pointer + inside;
  const position = placeInItem(item, pointer);
  if (!position || issue.inFile !== undefined) return undefined;
  const pagePath = fieldPath(issue.pointer);
  const prefix = `${pagePath}: `;
  if (!issue.message.startsWith(prefix)) return undefined;
  const itemPath = pointer === "" ? "(top level)" : fieldPath(pointer);
  return {
    ...issue,
    pointer,
    inFile: item.file,
    position,
    message: `${itemPath}: ${issue.message.slice(prefix.length)} (the item "${item.slug}" of "${item.collection}")`,
    listedBy: pagePath,
  };
}

/** An item's fields as an entry of a list: "draft" is the collection's business, never the block's. */
function withoutDraft(data: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(data, "draft")) return data;
  const { draft: _draft, ...fields } = data;
  return fields;
}

/** The schema's issues at or inside a list source that is itself wrong: they all follow from its one problem. */
export function withoutIssuesOfBrokenLists(issues: Issue[], broken: readonly string[]): Issue[] {
  if (broken.length === 0) return issues;
  return issues.filter((i) => !broken.some((p) => i.pointer === p || i.pointer.startsWith(`${p}/`)));
}

function sourceProblem(
  node: Record<string, unknown>,
  pointer: string,
  collections: ContentCollections,
  onTemplate: boolean,
): Issue | undefined {
  const name = node.collection as string;
  if (!collections[name]) {
    return {
      code: "list-without-collection",
      pointer: childPointer(pointer, "collection"),
      at: "value",
      message: `${fieldPath(childPointer(pointer, "collection"))}: the site has no collection "${name}" to take this list from.`,
      hint:
        didYouMean(name, Object.keys(collections)).trim() ||
        "Add collections/<name>.schema.json and its items (see docs/content.md).",
    };
  }
  const unknown = Object.keys(node).find((key) => !listKeys.has(key));
  const wrong =
    unknown !== undefined
      ? {
          key: unknown,
          message: `"${unknown}" is not an option of a list taken from a collection.`,
          hint: `${didYouMean(unknown, listKeys).trim()} Options: ${listOptions}.`.trim(),
        }
      : node.sort !== undefined && typeof node.sort !== "string"
        ? {
            key: "sort",
            message: "sort names one field of the items, as a text.",
            hint: 'For example "-date" (newest first) or "title".',
          }
        : node.limit !== undefined && !(Number.isInteger(node.limit) && (node.limit as number) > 0)
          ? {
              key: "limit",
              message: "limit is how many items to show at most: a whole number above 0.",
              hint: "For example 6.",
            }
          : node.perPage !== undefined && !(Number.isInteger(node.perPage) && (node.perPage as number) > 0)
            ? {
                key: "perPage",
                message: "perPage is how many items each page of the list shows: a whole number above 0.",
                hint: "For example 10.",
              }
            : node.perPage !== undefined && onTemplate
              ? {
                  key: "perPage",
                  message: "a list on a page template ([slug].json) cannot be paged.",
                  hint: 'Page the list on a page of its own (pages/blog.json), or write "limit" here.',
                }
              : node.where !== undefined && !isRecord(node.where)
                ? {
                    key: "where",
                    message: 'where is a group of fields and the values to keep: { "category": "news" }.',
                    hint: undefined,
                  }
                : undefined;
  if (!wrong) return undefined;
  const at = childPointer(pointer, wrong.key);
  return {
    code: "bad-list-option",
    pointer: at,
    at: unknown !== undefined ? "key" : "value",
    message: `${fieldPath(at)}: ${wrong.message}`,
    ...(wrong.hint ? { hint: wrong.hint } : {}),
  };
}
