import type { ContentCollections } from "../content/contentTypes.ts";
import { isRecord } from "../isRecord.ts";
import type { SiteLanguages } from "./siteLanguages.ts";

/** A coded value whose words a language lacks: its default language's words are shown there. */
export interface MissingLabel {
  language: string;
  /** The value as written in the items ("contains-nuts"), the collection and field whose schema gives its words. */
  code: string;
  collection: string;
  field: string;
  /** The default language's words, shown instead. */
  shown: string;
}

/**
 * The words of coded values (a collection schema's "oneOf" titles) that a language's site.json
 * "translations.<language>.labels" does not give, for each language other than the default.
 */
export function missingLabels(
  site: unknown,
  collections: ContentCollections,
  languages: SiteLanguages,
): MissingLabel[] {
  const translations = isRecord(site) && isRecord(site.translations) ? site.translations : {};
  return languages.all.slice(1).flatMap((language) => {
    const own = translations[language];
    const labels = isRecord(own) && isRecord(own.labels) ? own.labels : {};
    return Object.values(collections).flatMap((collection) =>
      Object.entries(collection.fields?.labels ?? {}).flatMap(([field, words]) =>
        Object.entries(words)
          .filter(([code]) => typeof labels[code] !== "string")
          .map(([code, shown]) => ({ language, code, collection: collection.name, field, shown })),
      ),
    );
  });
}
