/**
 * A translated page's own address (its "address": pages/en/boutiques.json served at /en/shops): where a page file's
 * pages go, what is wrong with an address, which page translates which, and where a link written to the default
 * language's page leads from a page in another language (its translation).
 */
import type { Issue } from "../explainErrors.ts";
import { knownLanguage } from "./languageTable.ts";
import {
  defaultLanguageRoute,
  languageOfRoute,
  languagePrefix,
  routeInLanguage,
  type SiteLanguages,
} from "./siteLanguages.ts";
import { nameLike, namePattern } from "../names.ts";

/**
 * The address a page file's pages are under, by its place in pages/: "pages/en/boutiques.json" and
 * "pages/en/boutiques/index.json" → "/en/boutiques", a template "pages/en/boutiques/[slug].json" → "/en/boutiques"
 * (its pages are /en/boutiques/<slug>), "pages/index.json" → "/".
 */
export function fileAddress(inside: string): string {
  const segments = inside
    .replace(/^pages\//, "")
    .replace(/\.json$/, "")
    .split("/");
  if (segments.length && /^\[.+\]$/.test(segments.at(-1)!)) segments.pop();
  if (segments.at(-1) === "index") segments.pop();
  return `/${segments.join("/")}`;
}

/** A route of a page file's pages moved from the file's address to the one the page names: ("/en/boutiques/2", …). */
export function movedRoute(route: string, from: string, to: string): string {
  if (route === from) return to;
  return route.startsWith(`${from === "/" ? "" : from}/`)
    ? `${to}${route.slice(from === "/" ? 0 : from.length)}`
    : route;
}

/**
 * What is wrong with the "address" of the page file whose own address is `fileRoute`, or undefined when it can be
 * served: only a translated page names one, under its language's prefix, in the letters an address is made of.
 */
export function addressProblem(address: string, fileRoute: string, languages: SiteLanguages): Issue | undefined {
  const language = languageOfRoute(fileRoute, languages);
  const prefix = languagePrefix(language);
  const problem = (message: string, hint: string): Issue => ({
    code: "bad-page-address",
    pointer: "/address",
    at: "value",
    cause: address,
    message: `address: ${message}`,
    hint,
  });
  if (language === languages.default)
    return problem(
      `only a translated page (pages/<language>/…) names its own address; this page is in the default language (${languages.default}), whose addresses are its files' places.`,
      `Remove "address", or rename the file: pages${fileRoute === "/" ? "/index" : fileRoute}.json is served at "${fileRoute}".`,
    );
  if (fileRoute === prefix)
    return problem(
      `a language's home page is always at "${prefix}", the prefix of its other pages.`,
      'Remove "address" from this page.',
    );
  const name = knownLanguage(language)?.name ?? language;
  if (address === prefix)
    return problem(
      `"${prefix}" is the address of the ${name} home page (pages${prefix}/index.json).`,
      `Choose an address under it: "${prefix}/…".`,
    );
  if (!address.startsWith(`${prefix}/`))
    return problem(
      `"${address}" does not start with "${prefix}/", where the ${name} pages are.`,
      `Write the whole address, starting with its language: "${prefix}/${suggestedSegments(address.replace(/^\/+/, "")) || "…"}".`,
    );
  const bad = address
    .slice(prefix.length + 1)
    .split("/")
    .find((part) => !namePattern.test(part));
  if (bad !== undefined)
    return problem(
      bad === ""
        ? `"${address}" has an empty part (two slashes in a row, or a slash at its end).`
        : `"${bad}" in "${address}" has characters an address cannot have.`,
      `Use lower-case letters, digits and dashes between the slashes${bad ? ` (for example "${suggestedSegments(bad) || "shops"}")` : ""}: "${prefix}/${suggestedSegments(address.slice(prefix.length + 1)) || "…"}".`,
    );
  return undefined;
}

/** Words written as an address's parts: "Nos Boutiques" → "nos-boutiques", "Café/Thé" → "cafe/the". */
function suggestedSegments(text: string): string {
  return text
    .split("/")
    .map((part) => nameLike(part, ""))
    .filter(Boolean)
    .join("/");
}

/** A page as its language's translations are told from: its address, and its file's when it names another. */
export interface AddressedPage {
  route: string;
  /** The address its file's place gives (pages/en/boutiques.json → /en/boutiques), when "address" moved it. */
  fileRoute?: string;
}

/**
 * Each page's translations by the default language's route: "/boutiques" → { fr: "/boutiques", en: "/en/shops" }.
 * pages/en/x.json translates pages/x.json, whatever address either names.
 */
export function translationTable(
  pages: readonly AddressedPage[],
  languages: SiteLanguages,
): Map<string, Record<string, string>> {
  const table = new Map<string, Record<string, string>>();
  for (const page of pages) {
    const own = page.fileRoute ?? page.route;
    const key = defaultLanguageRoute(own, languages);
    const translations = table.get(key) ?? {};
    translations[languageOfRoute(own, languages)] = page.route;
    table.set(key, translations);
  }
  return table;
}

/**
 * Where a link leads from a page in `language`: a link to a page of the default language that this language
 * translates leads to the translation ("/boutiques" → "/en/shops", "/#bread" → "/ar#bread"); any other link as
 * written. On a default-language page, every link is as written.
 */
export function linkInLanguage(
  href: string,
  language: string,
  table: ReadonlyMap<string, Record<string, string>>,
  languages: SiteLanguages,
): string {
  if (language === languages.default || !href.startsWith("/") || href.startsWith("//")) return href;
  const split = /^([^?#]*)(.*)$/.exec(href)!;
  const path = split[1].length > 1 ? split[1].replace(/\/+$/, "") : split[1];
  if (languageOfRoute(path, languages) !== languages.default) return href;
  const translation = table.get(path)?.[language];
  if (translation === undefined || table.get(path)?.[languages.default] !== path) return href;
  return `${translation}${split[2]}`;
}

/**
 * The address a language's page of a default-language route would have without "address" ("/es/order"), and the one
 * it has: where a link written to the first goes wrong.
 */
export function movedTranslations(
  table: ReadonlyMap<string, Record<string, string>>,
  languages: SiteLanguages,
): Map<string, string> {
  const moved = new Map<string, string>();
  for (const [route, translations] of table)
    for (const [code, address] of Object.entries(translations)) {
      const unmoved = routeInLanguage(route, code, languages);
      if (address !== unmoved) moved.set(unmoved, address);
    }
  return moved;
}
