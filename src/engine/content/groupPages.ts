import { distance } from "fastest-levenshtein";
import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import type { ContentCollection, ContentItem } from "./contentTypes.ts";

/** A value as an address segment: "Sourdough & Rye" → "sourdough-rye", "Café" → "cafe". */
export function groupSlug(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface GroupPage {
  slug: string;
  value: string;
  /** The template with every {<name>} in its texts replaced by the value. */
  page: unknown;
}

/**
 * The pages a group template (pages/<path>/[<name>].json with "groupBy": "<field>") makes: one per value of that
 * field among the collection's items that are not drafts (a text, or each text of a list), at <path>/<slug of the
 * value>. Its texts say the value as {<name>}; a list's "where": { "<field>": "{<name>}" } keeps the items having it.
 * Two values with one slug are a problem at "groupBy".
 */
export function groupPages(
  template: unknown,
  name: string,
  field: string,
  collection: ContentCollection,
): { pages: GroupPage[]; issues: Issue[] } {
  const bySlug = new Map<string, string>();
  const issues: Issue[] = [];
  for (const item of collection.items) {
    if (item.draft) continue;
    const raw = item.data[field];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === "string");
    for (const value of values) {
      const slug = groupSlug(value);
      const taken = bySlug.get(slug);
      if (taken === undefined) bySlug.set(slug, value);
      else if (taken !== value && !issues.some((i) => i.message.includes(`"${slug}"`))) {
        issues.push({
          code: "group-slug-collision",
          pointer: "/groupBy",
          at: "value",
          message: `groupBy: the ${field} "${taken}" and "${value}" both make the address segment "${slug}", so they would share one page.`,
          hint: `Write the two alike in the items of "${collection.name}" (the item "${item.slug}" has "${value}"), or make them differ in letters or digits.`,
        });
      }
      if (slug === "" && !issues.some((i) => i.code === "group-value-without-slug")) {
        issues.push({
          code: "group-value-without-slug",
          pointer: "/groupBy",
          at: "value",
          message: `groupBy: the ${field} "${value}" of the item "${item.slug}" of "${collection.name}" has no letter or digit to make its address from.`,
          hint: "Give it at least one letter or digit (a-z, 0-9).",
        });
      }
    }
  }
  const placeholder = `{${name}}`;
  const fill = (node: unknown, value: string): unknown => {
    if (typeof node === "string") return node.split(placeholder).join(value);
    if (Array.isArray(node)) return node.map((child) => fill(child, value));
    if (isRecord(node)) {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) if (key !== "groupBy") out[key] = fill(child, value);
      return out;
    }
    return node;
  };
  const pages = [...bySlug]
    .filter(([slug]) => slug !== "")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, value]) => {
      const filled = fill(template, value) as Record<string, unknown>;
      // the page lists items of the collection; it is not a page of one item
      delete filled.collection;
      return { slug, value, page: filled };
    });
  return { pages, issues };
}

/** A value of the grouped field that one item alone has, written almost like a value other items share. */
export interface LoneValue {
  item: ContentItem;
  /** Where the value is among the item's fields ("/tags/1", or "/category" for a text). */
  pointer: string;
  value: string;
  /** The value it is almost, and how many items have that one. */
  near: string;
  count: number;
}

/**
 * Values of the grouped field that one item alone has and that are one letter from a value at least two items
 * share ("sourdogh" beside "sourdough", "recipe" beside "recipes"): most likely a slip, which makes a page of its
 * own with one item in it and leaves the item off the page it was meant for. Short values (under four letters in
 * their address) are left out: "css" and "js" are different things.
 */
export function loneNearValues(field: string, collection: ContentCollection): LoneValue[] {
  const uses = new Map<string, { value: string; places: { item: ContentItem; pointer: string }[] }>();
  for (const item of collection.items) {
    if (item.draft) continue;
    const raw = item.data[field];
    const list = Array.isArray(raw) ? raw : [raw];
    list.forEach((value, index) => {
      if (typeof value !== "string") return;
      const slug = groupSlug(value);
      const pointer = Array.isArray(raw) ? `/${field}/${index}` : `/${field}`;
      const use = uses.get(slug) ?? { value, places: [] };
      use.places.push({ item, pointer });
      uses.set(slug, use);
    });
  }
  const shared = [...uses].filter(([, use]) => new Set(use.places.map((p) => p.item)).size >= 2);
  const lone: LoneValue[] = [];
  for (const [slug, use] of uses) {
    if (use.places.length !== 1 || slug.length < 4) continue;
    const near = shared.find(([other]) => other.length >= 4 && distance(slug, other) === 1);
    if (!near) continue;
    const [{ item, pointer }] = use.places;
    lone.push({
      item,
      pointer,
      value: use.value,
      near: near[1].value,
      count: new Set(near[1].places.map((p) => p.item)).size,
    });
  }
  return lone;
}
