/** The region a bare language code is most often read in, for og:locale ("en" → "en_US"). */
const usualRegion: Record<string, string> = {
  ar: "SA",
  cs: "CZ",
  da: "DK",
  el: "GR",
  en: "US",
  he: "IL",
  ja: "JP",
  ko: "KR",
  pt: "BR",
  sv: "SE",
  uk: "UA",
  zh: "CN",
};

/**
 * Open Graph's locale (language_TERRITORY) of a page language: "en" → "en_US", "es" → "es_ES", "pt" → "pt_BR",
 * "en-GB" → "en_GB".
 */
export function ogLocale(language: string): string {
  const [lang, region] = language.split(/[-_]/);
  const code = lang.toLowerCase();
  return `${code}_${(region ?? usualRegion[code] ?? code).toUpperCase()}`;
}
