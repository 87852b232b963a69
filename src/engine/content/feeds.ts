import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import type { ContentCollection, ContentCollections, ContentItem } from "./contentTypes.ts";
import { itemUrl, itemValue } from "./expandTemplate.ts";

/** A feed of a collection's pages, as the build writes it (scripts/lib/build/rssFeed.ts). */
export interface ContentFeed {
  /** Its address: "/blog/rss.xml". */
  path: string;
  /** The pages that link to it: the template's and the page at this address ("/blog"). */
  pagesUnder: string;
  title: string;
  description?: string;
  /** Newest first. */
  items: { title: string; url: string; date: string; summary?: string }[];
}

const isoDate = /^\d{4}-\d{2}-\d{2}/;

/**
 * The feed a page template asks for ("feed"), from `built`: the items of its collection whose pages the template
 * makes and search engines may list (src/engine/stages/collections/itemTemplate.ts: no draft, no noindex page, and
 * in a language's template only the items it translates: the others' pages are fallback copies of the default
 * language's); what they lack.
 */
export function feedOf(
  prefix: string,
  spec: unknown,
  collection: ContentCollection,
  collections: ContentCollections,
  built: readonly ContentItem[],
): { feed?: ContentFeed; issues: Issue[] } {
  if (!isRecord(spec) || typeof spec.title !== "string") return { issues: [] };
  const dateField = typeof spec.date === "string" ? spec.date : "date";
  const summaryField = typeof spec.summary === "string" ? spec.summary : "summary";
  const issues: Issue[] = [];
  const items: ContentFeed["items"] = [];
  for (const item of built) {
    const url = itemUrl(item, collections);
    if (url === undefined) continue;
    const date = itemValue(item, dateField.split("."), collections);
    const title = itemValue(item, ["title"], collections);
    // a date or title the collection's schema refused is told at the item, once
    if (item.refusedFields?.some((field) => field === dateField.split(".")[0] || field === "title")) continue;
    if (!date.found || typeof date.value !== "string" || !isoDate.test(date.value) || !title.found) {
      issues.push({
        code: "feed-item-incomplete",
        pointer: "/feed",
        at: "key",
        message: `feed: the item "${item.slug}" of "${collection.name}" (${item.file}) has no ${!title.found ? '"title"' : `date in "${dateField}" (YYYY-MM-DD)`}, which a feed entry needs.`,
        hint: `Give every item a "title" and a "${dateField}" (make them required in ${collection.schemaFile}), or name the date field with "date".`,
      });
      continue;
    }
    const summary = itemValue(item, summaryField.split("."), collections);
    items.push({
      title: String(title.value),
      url,
      date: date.value as string,
      ...(summary.found && typeof summary.value === "string" ? { summary: summary.value } : {}),
    });
  }
  items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || (a.url < b.url ? -1 : 1));
  const feed: ContentFeed = {
    path: `${prefix === "/" ? "" : prefix}/rss.xml`,
    pagesUnder: prefix,
    title: spec.title,
    ...(typeof spec.description === "string" ? { description: spec.description } : {}),
    items,
  };
  return { feed, issues };
}
