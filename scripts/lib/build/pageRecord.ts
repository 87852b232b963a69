import path from "node:path";
import type { PageSummary } from "../siteCheck/pageSummary";
import type { ProblemPlace } from "../siteCheck/parsedPage";
import type { Problem } from "../siteCheck/problem";

/**
 * What the site check keeps of a page, in a form JSON holds compactly: ids as a list, no absolute file path, and each
 * link as [href, shown, index into `linkPlaces`], the places written once (every link of the header has the same).
 */
export type StoredSummary = Omit<PageSummary, "file" | "ids" | "links"> & {
  ids: string[];
  links: [href: string, shown: string, place: number][];
  linkPlaces: ProblemPlace[];
};

/**
 * Everything the build needs of one rendered page besides its HTML: kept in the page cache beside the HTML, in a
 * shard's manifest, and in memory for the steps over all pages (_headers, the shared stylesheet, the site check).
 */
export interface PageRecord {
  rel: string;
  route: string;
  notFoundPrefix?: string;
  key: string;
  /** sha256 of the finished HTML: a cached or shipped copy that differs is refused. */
  htmlHash: string;
  /** The page's inline scripts' CSP hashes ("'sha256-…'"), in page order. */
  scriptHashes: string[];
  /** Hash of the CSS every page shares (one stylesheet file): every page of a build must name the same. */
  sharedCss: string;
  /** Hash of the page's own CSS (its own stylesheet file, shared by pages with the same), if it has any. */
  pageCss?: string;
  /** The page's own site-check problems. */
  problems: Problem[];
  summary: StoredSummary;
  /**
   * What the sitemap says of the page (set by the build after the page is rendered or reused; none on a 404).
   * `language` and `translations` (language → route) make the sitemap one per language with hreflang alternates.
   */
  sitemap?: { lastmod: string; noindex?: true; language?: string; translations?: Record<string, string> };
}

export function storedSummary({ file: _file, ids, links, ...rest }: PageSummary): StoredSummary {
  const linkPlaces: ProblemPlace[] = [];
  const placeIndex = new Map<string, number>();
  const stored = links.map(({ href, shown, place }): [string, string, number] => {
    const key = JSON.stringify(place);
    let index = placeIndex.get(key);
    if (index === undefined) {
      index = linkPlaces.push(place) - 1;
      placeIndex.set(key, index);
    }
    return [href, shown, index];
  });
  return { ...rest, ids: [...ids], links: stored, linkPlaces };
}

/** The summary the site check reads, for the page's file in the site folder `outDir`. */
export function pageSummary({ links, linkPlaces, ...stored }: StoredSummary, outDir: string): PageSummary {
  return {
    ...stored,
    file: path.join(outDir, stored.rel),
    ids: new Set(stored.ids),
    links: links.map(([href, shown, place]) => ({ href, shown, place: linkPlaces[place] })),
  };
}
