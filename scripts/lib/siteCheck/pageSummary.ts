import type { BuiltPage } from "./builtPages";
import { pageDescription, pageTitle } from "./pageRules";
import type { ParsedPage, ProblemPlace } from "./parsedPage";

/**
 * A link to this site ("/…" or "#…") and where it sits: its place for a problem, and its offset in the page's HTML,
 * where a link with a problem is read again to show it (linkRules.ts): a page's sixty links of the header and
 * footer are described only when one is broken.
 */
export interface InternalLink {
  href: string;
  place: ProblemPlace;
  /** Where the link's start tag begins in the page's HTML (the page's file holds the same text). */
  offset: number;
}

/**
 * What the checks across pages (links, anchors, unique titles) need of one page. Kept instead of the parsed
 * page, whose tree is dropped once its own checks are done: a thousand trees held at once cost more in
 * garbage collection than in parsing.
 */
export interface PageSummary extends BuiltPage {
  ids: Set<string>;
  links: InternalLink[];
  title?: string;
  description?: string;
  /** The page's language (`<html lang>`), lower-cased: pages in different languages may share a title. */
  lang?: string;
  /** True when the page's canonical address is another page of the site (a page served in another language's place). */
  canonicalElsewhere?: true;
  place: ProblemPlace;
}

export function summarize(page: ParsedPage): PageSummary {
  const links = page.found.withHref
    .map((link) => ({ link, href: (link.getAttribute("href") ?? "").trim() }))
    .filter(({ href }) => href.startsWith("#") || (href.startsWith("/") && !href.startsWith("//")))
    .map(({ link, href }) => ({ href, place: page.locate(link), offset: link.range[0] }));
  const { file, rel, route, notFoundPrefix, ids } = page;
  return {
    file,
    rel,
    route,
    notFoundPrefix,
    ids,
    links,
    title: pageTitle(page),
    description: pageDescription(page),
    lang: page.found.html?.getAttribute("lang")?.toLowerCase() || undefined,
    ...(canonicalElsewhere(page) ? { canonicalElsewhere: true as const } : {}),
    place: page.locate(),
  };
}

function canonicalElsewhere(page: ParsedPage): boolean {
  const href = page.found.canonical?.getAttribute("href");
  if (!href) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return trim(new URL(href, "https://site.invalid").pathname) !== trim(page.route);
}
