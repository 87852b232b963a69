import type { PageLanguage } from "./pageLanguages.ts";
import { defaultLanguageRoute, routeInLanguage, type SiteLanguages } from "./siteLanguages.ts";

/**
 * Where the language switch of a page leads, per language: the page's translation; else, when the site serves
 * missing pages from the default language, that page at the language's address; else the language's home.
 * A not-found page (no route) leads to each language's home.
 */
export function switchTargets(
  page: PageLanguage & { route: string | undefined },
  languages: SiteLanguages,
): Record<string, string> {
  const defaultRoute =
    page.route === undefined ? undefined : (page.translations[languages.default] ?? fallbackSource(page, languages));
  return Object.fromEntries(
    languages.all.map((code) => {
      const own = page.route === undefined ? undefined : page.translations[code];
      if (own) return [code, own];
      if (defaultRoute !== undefined && languages.fallback === "default-language")
        return [code, routeInLanguage(defaultRoute, code, languages)];
      return [code, routeInLanguage("/", code, languages)];
    }),
  );
}

/** A fallback page's default-language route (its translations are the default page's). */
function fallbackSource(page: PageLanguage & { route: string | undefined }, languages: SiteLanguages) {
  return page.fallbackFrom && page.route ? defaultLanguageRoute(page.route, languages) : undefined;
}
