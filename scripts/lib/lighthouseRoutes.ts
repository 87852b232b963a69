import { pageRoutes } from "../../src/engine/routePaths";
import { resolveConfigSet } from "../../src/engine/resolve/resolveConfigSet";
import { schemasDir } from "../../src/engine/projectPaths";
import { validateConfigDir, validConfigSet } from "../../src/engine/validateConfigDir";

/** A page the build writes: its address and the page file it is made from (a template for an item's page). */
export interface BuiltPageRef {
  route: string;
  file: string;
  /** The language whose page is served here from the default language's file (a page that language lacks). */
  fallbackFrom?: string;
}

/**
 * Every page a site's build writes (page files, pages made from collections, paged lists, other languages and the
 * pages a language is served from the default language), as resolved for the build. A site whose configs do not
 * validate gives its page files' routes: its build then says what is wrong.
 */
export function builtPages(configDir: string): BuiltPageRef[] {
  const valid = validConfigSet(validateConfigDir(configDir, schemasDir));
  if (!valid) return pageRoutes(configDir).map((route) => ({ route, file: route }));
  return resolveConfigSet(valid).pages.map(({ route, file, fallbackFrom }) => ({
    route,
    file,
    ...(fallbackFrom ? { fallbackFrom } : {}),
  }));
}

/** Every route of the pages, sorted: what `--routes` accepts. */
export function allRoutes(pages: readonly BuiltPageRef[]): string[] {
  return [...new Set(pages.map((page) => page.route))].sort();
}

/**
 * One page of each kind, sorted by route: the first route of each page file (a page file is one page; a template,
 * or a paged list, gives its first), pages served from another language's file left out (they are that page).
 */
export function oneRoutePerKind(pages: readonly BuiltPageRef[]): string[] {
  const first = new Map<string, string>();
  for (const page of pages) {
    if (page.fallbackFrom) continue;
    const seen = first.get(page.file);
    if (seen === undefined || page.route < seen) first.set(page.file, page.route);
  }
  return [...first.values()].sort();
}
