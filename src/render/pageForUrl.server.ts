import type { BrokenConfig } from "../engine/brokenConfigs";
import type { ResolvedConfigSet } from "../engine/resolve/resolveConfigSet";
import { notFoundPrerenderPath } from "../engine/routePaths";
import type { PageToRender } from "./pageContext";
import type { PageLanguage } from "../engine/i18n/pageLanguages";

/** "/pricing/" and "/pricing" are the same page. */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * The config behind an address: its page, or else the not-found config whose section matches it best
 * ("/integrations/x" → not-found/integrations.json before not-found/index.json), with status 404 — except at
 * the address where the build pre-renders that not-found page ("/404", "/integrations/404").
 */
export function pageForUrl(site: ResolvedConfigSet, pathname: string): PageToRender | undefined {
  const route = trimSlash(decodeURIComponent(pathname));
  const entry = site.pages.find((p) => p.route === route);
  if (entry)
    return { route, file: entry.file, page: entry.config, status: 200, trail: entry.trail, ...languageOf(entry) };
  const notFound = nearestNotFound(site.notFound, route);
  if (!notFound) return undefined;
  const prerendered = route === notFoundPrerenderPath(notFound.prefix);
  return {
    route: undefined,
    file: notFound.file,
    page: notFound.config,
    status: prerendered ? 200 : 404,
    ...languageOf(notFound),
  };
}

const languageOf = ({ language, translations, fallbackFrom, alternates }: PageLanguage): PageLanguage => ({
  language,
  translations,
  ...(fallbackFrom === undefined ? {} : { fallbackFrom }),
  ...(alternates === undefined ? {} : { alternates }),
});

/**
 * The invalid config (dev server) that would answer an address: its page file, or the not-found file that
 * would answer it when no page does and that file's section matches best. Undefined when the address is
 * answered by a valid config.
 */
export function brokenConfigFor(
  site: ResolvedConfigSet,
  broken: readonly BrokenConfig[],
  pathname: string,
): BrokenConfig | undefined {
  const route = trimSlash(decodeURIComponent(pathname));
  const page = broken.find((b) => "route" in b.at && b.at.route === route);
  if (page || site.pages.some((p) => p.route === route)) return page;
  const sections = [
    ...site.notFound.map((n) => ({ prefix: n.prefix, broken: undefined })),
    ...broken.flatMap((b) => ("notFoundPrefix" in b.at ? [{ prefix: b.at.notFoundPrefix, broken: b }] : [])),
  ];
  return nearestNotFound(sections, route)?.broken;
}

function nearestNotFound<T extends { prefix: string }>(sections: readonly T[], route: string): T | undefined {
  return [...sections].sort((a, b) => b.prefix.length - a.prefix.length).find((n) => `${route}/`.startsWith(n.prefix));
}
