/** A language a site may declare in site.json "languages": its name (in English and in itself) and direction. */
export interface KnownLanguage {
  name: string;
  /** What the language switch shows: the language's own name. */
  ownName: string;
  dir: "ltr" | "rtl";
}

/**
 * The BCP 47 primary language subtags the builder accepts, with their names and writing direction. A code may
 * add a region ("pt-BR", "es-MX"): the language part must be one of these.
 */
export const knownLanguages: Readonly<Record<string, KnownLanguage>> = {
  ar: { name: "Arabic", ownName: "العربية", dir: "rtl" },
  bg: { name: "Bulgarian", ownName: "Български", dir: "ltr" },
  ca: { name: "Catalan", ownName: "Català", dir: "ltr" },
  cs: { name: "Czech", ownName: "Čeština", dir: "ltr" },
  da: { name: "Danish", ownName: "Dansk", dir: "ltr" },
  de: { name: "German", ownName: "Deutsch", dir: "ltr" },
  el: { name: "Greek", ownName: "Ελληνικά", dir: "ltr" },
  en: { name: "English", ownName: "English", dir: "ltr" },
  es: { name: "Spanish", ownName: "Español", dir: "ltr" },
  et: { name: "Estonian", ownName: "Eesti", dir: "ltr" },
  eu: { name: "Basque", ownName: "Euskara", dir: "ltr" },
  fa: { name: "Persian", ownName: "فارسی", dir: "rtl" },
  fi: { name: "Finnish", ownName: "Suomi", dir: "ltr" },
  fr: { name: "French", ownName: "Français", dir: "ltr" },
  ga: { name: "Irish", ownName: "Gaeilge", dir: "ltr" },
  gl: { name: "Galician", ownName: "Galego", dir: "ltr" },
  he: { name: "Hebrew", ownName: "עברית", dir: "rtl" },
  hi: { name: "Hindi", ownName: "हिन्दी", dir: "ltr" },
  hr: { name: "Croatian", ownName: "Hrvatski", dir: "ltr" },
  hu: { name: "Hungarian", ownName: "Magyar", dir: "ltr" },
  id: { name: "Indonesian", ownName: "Bahasa Indonesia", dir: "ltr" },
  it: { name: "Italian", ownName: "Italiano", dir: "ltr" },
  ja: { name: "Japanese", ownName: "日本語", dir: "ltr" },
  ko: { name: "Korean", ownName: "한국어", dir: "ltr" },
  lt: { name: "Lithuanian", ownName: "Lietuvių", dir: "ltr" },
  lv: { name: "Latvian", ownName: "Latviešu", dir: "ltr" },
  nb: { name: "Norwegian Bokmål", ownName: "Norsk bokmål", dir: "ltr" },
  nl: { name: "Dutch", ownName: "Nederlands", dir: "ltr" },
  pl: { name: "Polish", ownName: "Polski", dir: "ltr" },
  pt: { name: "Portuguese", ownName: "Português", dir: "ltr" },
  ro: { name: "Romanian", ownName: "Română", dir: "ltr" },
  ru: { name: "Russian", ownName: "Русский", dir: "ltr" },
  sk: { name: "Slovak", ownName: "Slovenčina", dir: "ltr" },
  sl: { name: "Slovenian", ownName: "Slovenščina", dir: "ltr" },
  sr: { name: "Serbian", ownName: "Српски", dir: "ltr" },
  sv: { name: "Swedish", ownName: "Svenska", dir: "ltr" },
  th: { name: "Thai", ownName: "ไทย", dir: "ltr" },
  tr: { name: "Turkish", ownName: "Türkçe", dir: "ltr" },
  uk: { name: "Ukrainian", ownName: "Українська", dir: "ltr" },
  ur: { name: "Urdu", ownName: "اردو", dir: "rtl" },
  vi: { name: "Vietnamese", ownName: "Tiếng Việt", dir: "ltr" },
  zh: { name: "Chinese", ownName: "中文", dir: "ltr" },
};

/**
 * Codes people write for a language that are not its code: a country's code or a common abbreviation
 * ("sp" for Spanish, "jp" for Japanese), with the language meant.
 */
const mistakenCodes: Readonly<Record<string, string>> = {
  sp: "es",
  jp: "ja",
  cn: "zh",
  gr: "el",
  dk: "da",
  se: "sv",
  cz: "cs",
  ua: "uk",
  kr: "ko",
  br: "pt",
  ir: "fa",
  il: "he",
  no: "nb",
  ge: "de",
  po: "pl",
};

/** The known code meant by an unknown one: a common mistake, the language's English name, or the nearest code. */
export function likelyLanguage(
  code: string,
  nearest: (candidates: string[]) => string | undefined,
): string | undefined {
  const lower = code.toLowerCase();
  if (Object.hasOwn(mistakenCodes, lower)) return mistakenCodes[lower];
  const byName = Object.entries(knownLanguages).find(([, l]) => l.name.toLowerCase() === lower)?.[0];
  return byName ?? nearest(Object.keys(knownLanguages));
}

/** "es" → Spanish, "pt-BR" → Portuguese; undefined for a code that is not a language the builder knows. */
export function knownLanguage(code: string): KnownLanguage | undefined {
  const match = /^([a-z]{2,3})(?:-([A-Za-z]{2}|[A-Za-z]{4}))?$/.exec(code);
  return match && Object.hasOwn(knownLanguages, match[1]) ? knownLanguages[match[1]] : undefined;
}

/** The writing direction of a declared language ("ltr" for one the table does not know). */
export function languageDirection(code: string): "ltr" | "rtl" {
  return knownLanguage(code)?.dir ?? "ltr";
}
