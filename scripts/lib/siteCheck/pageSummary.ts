import type { BuiltPage } from "./builtPages";
import { pageDescription, pageTitle } from "./pageRules";
import { describeElement, type ParsedPage, type ProblemPlace } from "./parsedPage";

/** A link to this site ("/…" or "#…"), where it sits and how to show it in a message. */
export interface InternalLink {
  href: string;
  place: ProblemPlace;
  shown: string;
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
  place: ProblemPlace;
}

export function summarize(page: ParsedPage): PageSummary {
  const links = page.found.withHref
    .map((link) => ({ link, href: (link.getAttribute("href") ?? "").trim() }))
    .filter(({ href }) => href.startsWith("#") || (href.startsWith("/") && !href.startsWith("//")))
    .map(({ link, href }) => ({ href, place: page.locate(link), shown: describeElement(link) }));
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
    place: page.locate(),
  };
}
