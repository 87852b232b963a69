import { routeInLanguage, type SiteLanguages } from "../i18n/siteLanguages.ts";
import type { ContentCollections, ContentItem } from "./contentTypes.ts";
import { emptyTable } from "./emptyTable.ts";

const views = new WeakMap<ContentCollections, Map<string, ContentCollections>>();

/**
 * The collections as a page in `language` reads them (its template's items, its lists, the items they reference):
 * each item translated where the language has its translation. An item it lacks is shown from the default
 * language with fallback "default-language" (its page is the default page served at the language's address), and
 * is left out of its lists with "none" (a reference still finds it). Item pages are at the language's addresses.
 */
export function collectionsInLanguage(
  collections: ContentCollections,
  language: string,
  languages: SiteLanguages,
): ContentCollections {
  if (language === languages.default) return collections;
  const known = views.get(collections) ?? new Map<string, ContentCollections>();
  views.set(collections, known);
  const seen = known.get(language);
  if (seen) return seen;
  const view: ContentCollections = emptyTable();
  for (const [name, collection] of Object.entries(collections)) {
    const own = collection.translations?.[language] ?? {};
    const shown = collection.items.map((item) => own[item.slug] ?? item);
    view[name] = {
      ...collection,
      items: languages.fallback === "none" ? shown.filter((item) => item.language === language) : shown,
      bySlug: Object.assign(emptyTable<ContentItem>(), collection.bySlug, own),
      ...(collection.pagePrefix === undefined
        ? {}
        : { pagePrefix: routeInLanguage(collection.pagePrefix, language, languages) }),
      ...(collection.pagePrefixes?.[language] === undefined
        ? {}
        : { translatedPagePrefix: collection.pagePrefixes[language] }),
    };
  }
  known.set(language, view);
  return view;
}

/**
 * The texts of the items a language shows from the default language (no translation yet): already counted as
 * missing translations, so the checks of that language's text (src/engine/i18n/directionChecks.ts) pass them by.
 */
export function textsNotTranslated(collections: ContentCollections, language: string): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === "string") texts.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(collect);
  };
  for (const collection of Object.values(collections))
    for (const item of collection.items) if (!collection.translations?.[language]?.[item.slug]) collect(item.data);
  return texts;
}
