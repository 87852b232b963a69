import type { SiteConfig } from "../../generated/config-types.ts";

/** The language of a site in one language (no "languages" in site.json): what <html lang> always said. */
export const singleLanguage = "en";

export interface SiteLanguages {
  /** The first declared language, served at "/". */
  default: string;
  /** Every declared language, the default first. */
  all: string[];
  fallback: "default-language" | "none";
}

export function siteLanguages(site: Pick<SiteConfig, "languages" | "fallback">): SiteLanguages {
  const all = site.languages?.length ? [...new Set(site.languages)] : [singleLanguage];
  return { default: all[0], all, fallback: site.fallback ?? "default-language" };
}

/** The languages of a site.json value not yet checked (the content step needs them first): what it can tell. */
export function siteLanguagesOf(site: unknown): SiteLanguages {
  const value = (typeof site === "object" && site !== null ? site : {}) as Record<string, unknown>;
  const declared = Array.isArray(value.languages) ? value.languages.filter((c) => typeof c === "string") : [];
  const fallback = value.fallback === "none" ? "none" : "default-language";
  return siteLanguages({ languages: declared.length ? declared : undefined, fallback });
}

/** The declared code a file or folder names, compared without case ("pt-br" is "pt-BR"), or undefined. */
export function declaredLanguage(code: string, languages: { all: readonly string[] }): string | undefined {
  return languages.all.find((declared) => declared.toLowerCase() === code.toLowerCase());
}

/** The address prefix of a language other than the default: "es" → "/es", "pt-BR" → "/pt-br". */
export function languagePrefix(code: string): string {
  return `/${code.toLowerCase()}`;
}

/** The language a route belongs to: the one whose prefix starts it, else the default. */
export function languageOfRoute(route: string, languages: SiteLanguages): string {
  const other = languages.all
    .slice(1)
    .find((code) => route === languagePrefix(code) || route.startsWith(`${languagePrefix(code)}/`));
  return other ?? languages.default;
}

/** The route of the same page in the default language: "/es/order" → "/order", "/es" → "/". */
export function defaultLanguageRoute(route: string, languages: SiteLanguages): string {
  const language = languageOfRoute(route, languages);
  if (language === languages.default) return route;
  return route.slice(languagePrefix(language).length) || "/";
}

/** The route of a default-language page in another language: ("/order", "es") → "/es/order". */
export function routeInLanguage(route: string, language: string, languages: SiteLanguages): string {
  if (language === languages.default) return route;
  return route === "/" ? languagePrefix(language) : `${languagePrefix(language)}${route}`;
}

/** The not-found section prefix in another language: ("/", "es") → "/es/". */
export function prefixInLanguage(prefix: string, language: string, languages: SiteLanguages): string {
  return language === languages.default ? prefix : `${languagePrefix(language)}${prefix}`;
}

/** The same prefix as seen by the default language: "/es/" → "/", "/es/help/" → "/help/". */
export function defaultLanguagePrefix(prefix: string, languages: SiteLanguages): string {
  const route = defaultLanguageRoute(prefix.replace(/\/$/, "") || "/", languages);
  return route === "/" ? "/" : `${route}/`;
}

/**
 * The site settings as a language shows them: the settings its "translations" entry gives replace the default
 * language's ones of the same name; the builder's words are merged one by one.
 */
export function siteInLanguage(site: SiteConfig, language: string): SiteConfig {
  const own = site.translations?.[language];
  if (!own) return site;
  const { words, ...settings } = own;
  return { ...site, ...settings, words: { ...site.words, ...words } };
}
