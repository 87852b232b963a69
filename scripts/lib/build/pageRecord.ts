import path from "node:path";
import type { PageSummary } from "../siteCheck/pageSummary";
import type { ProblemPlace } from "../siteCheck/parsedPage";
import type { Problem } from "../siteCheck/problem";

/**
 * What the site check keeps of a page, in a form JSON holds compactly: ids as a list, no absolute file path, and each
 * link as [href, offset in the page's HTML, index into `linkPlaces`], the places written once (every link of the
 * header has the same).
 */
export type StoredSummary = Omit<PageSummary, "file" | "ids" | "links"> & {
  ids: string[];
  links: [href: string, offset: number, place: number][];
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
  // the site check gives each place of a page one object (parsedPage.ts locate): known by it, then by its value
  const byObject = new Map<ProblemPlace, number>();
  const byValue = new Map<string, number>();
  const stored = links.map(({ href, offset, place }): [string, number, number] => {
    let index = byObject.get(place);
    if (index === undefined) {
      const key = JSON.stringify(place);
      index = byValue.get(key) ?? linkPlaces.push(place) - 1;
      byValue.set(key, index);
      byObject.set(place, index);
    }
    return [href, offset, index];
  });
  return { ...rest, ids: [...ids], links: stored, linkPlaces };
}

/** The summary the site check reads, for the page's file in the site folder `outDir`. */
export function pageSummary({ links, linkPlaces, ...stored }: StoredSummary, outDir: string): PageSummary {
  return {
    ...stored,
    file: path.join(outDir, stored.rel),
    ids: new Set(stored.ids),
    links: links.map(([href, offset, place]) => ({ href, offset, place: linkPlaces[place] })),
  };
}
