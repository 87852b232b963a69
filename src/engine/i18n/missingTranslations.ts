import type { SiteConfig } from "../../generated/config-types.ts";
import { defaultLanguageRoute, languageOfRoute, routeInLanguage, siteLanguages } from "./siteLanguages.ts";

/** The site's own settings a language may give in site.json "translations". */
const translatedSettings = ["navigation", "header", "footer", "banner", "seo"] as const;

export interface MissingTranslation {
  language: string;
  /**
   * "page" a default-language page without its translation; "item" a page made from a collection item that
   * language does not translate; "setting" a site.json setting without one.
   */
  kind: "page" | "item" | "setting";
  /** The route of the default page ("/order"), or the setting's name ("footer"). */
  what: string;
  /** Where the translation would go: "pages/es/order.json", "collections/posts/rye.es.md", or the JSON pointer in site.json. */
  where: string;
}

/** For a page made from a collection item: what its translation into a language needs (the item's, or the template). */
export type ItemPageTranslation = (
  route: string,
  language: string,
) => Pick<MissingTranslation, "kind" | "where"> | undefined;

/** What each language other than the default lacks: pages, and site.json settings it shows in the default language. */
export function missingTranslations(
  site: Pick<SiteConfig, "languages" | "fallback" | "translations"> & Record<string, unknown>,
  routes: readonly string[],
  itemPage: ItemPageTranslation = () => undefined,
): MissingTranslation[] {
  const languages = siteLanguages(site);
  const present = new Set(routes);
  const defaults = routes.filter((route) => languageOfRoute(route, languages) === languages.default);
  return languages.all.slice(1).flatMap((language, index) => {
    const pages = defaults
      .map((route) => ({
        route,
        translated: routeInLanguage(defaultLanguageRoute(route, languages), language, languages),
      }))
      .filter(({ translated }) => !present.has(translated))
      .map(({ route, translated }) => ({
        language,
        kind: "page" as const,
        what: route,
        where: `pages${translated === routeInLanguage("/", language, languages) ? `${translated}/index` : translated}.json`,
        ...itemPage(route, language),
      }));
    const own = site.translations?.[language];
    const settings = translatedSettings
      .filter((name) => site[name] !== undefined && own?.[name] === undefined)
      .map((name) => ({
        language,
        kind: "setting" as const,
        what: name,
        where: own ? `/translations/${language}` : `/languages/${index + 1}`,
      }));
    return [...pages, ...settings];
  });
}
