import { isRecord } from "../isRecord.ts";
import type { ContentCollections } from "./contentTypes.ts";
import { isListSource, listItems, type ListSource } from "./collectionLists.ts";

/** Where a paged page is and where its neighbours are: set by the builder, not written in a config. */
export interface Pager {
  /** 1 for the page at the file's own address. */
  number: number;
  count: number;
  previous?: string;
  next?: string;
}

/** The first list of a page value that says "perPage" (a page has at most one paged list). */
export function pagedList(value: unknown): ListSource | undefined {
  if (isListSource(value)) return typeof value.perPage === "number" ? (value as unknown as ListSource) : undefined;
  const children = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  for (const child of children) {
    const found = pagedList(child);
    if (found) return found;
  }
  return undefined;
}

/** "/blog" for page 1, "/blog/page/2" after it ("/page/2" under the home page). */
export function pagedRoute(route: string, number: number): string {
  if (number === 1) return route;
  return `${route === "/" ? "" : route}/page/${number}`;
}

/**
 * The pages a paged list makes of its page: as many as its items fill (at least one, so an empty list still has
 * its page), each with the addresses of the pages before and after it.
 */
export function pagesOfList(route: string, list: ListSource, collections: ContentCollections): Pager[] {
  const perPage = list.perPage!;
  const count = Math.max(1, Math.ceil(listItems(list, collections).length / perPage));
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1;
    return {
      number,
      count,
      ...(number > 1 ? { previous: pagedRoute(route, number - 1) } : {}),
      ...(number < count ? { next: pagedRoute(route, number + 1) } : {}),
    };
  });
}
