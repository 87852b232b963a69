import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import type { ContentCollection } from "./contentTypes.ts";

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
