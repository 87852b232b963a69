import type { ResolvedConfigSet } from "../engine/resolve/resolveConfigSet";
import { notFoundPrerenderPath } from "../engine/routePaths";
import type { PageToRender } from "./pageContext";

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
  if (entry) return { route, file: entry.file, page: entry.config, status: 200 };
  const notFound = [...site.notFound].sort((a, b) => b.prefix.length - a.prefix.length).find((n) => `${route}/`.startsWith(n.prefix));
  if (!notFound) return undefined;
  const prerendered = route === notFoundPrerenderPath(notFound.prefix);
  return { route: undefined, file: notFound.file, page: notFound.config, status: prerendered ? 200 : 404 };
}
