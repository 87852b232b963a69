import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { closest } from "../suggest.ts";
import { knownLanguage, knownLanguages, likelyLanguage } from "./languageTable.ts";
import { languagePrefix } from "./siteLanguages.ts";

/**
 * site.json "languages" and "translations": each code a language the builder knows (src/engine/i18n/
 * languageTable.ts), declared once, with an address prefix of its own; translations only for declared
 * languages other than the default. Values the schema refuses are left to its messages.
 */
export function languageChecks(site: unknown): Issue[] {
  if (!isRecord(site)) return [];
  const issues: Issue[] = [];
  const declared = Array.isArray(site.languages) ? site.languages : [];
  const prefixes = new Map<string, string>();
  declared.forEach((code: unknown, index) => {
    if (typeof code !== "string") return;
    const pointer = `/languages/${index}`;
    if (!knownLanguage(code)) {
      const guess = likelyLanguage(code, (codes) => closest(code, codes));
      issues.push({
        pointer,
        at: "value",
        code: "unknown-language",
        message: `languages[${index}]: "${code}" is not a language code the builder knows.${guess ? ` Did you mean "${guess}" (${knownLanguages[guess].name})?` : ""}`,
        hint: 'Use a BCP 47 code: two letters in lower case ("es"), with a region if needed ("pt-BR"). docs/languages.md lists them.',
      });
      return;
    }
    const prefix = languagePrefix(code);
    const first = prefixes.get(prefix);
    if (first !== undefined) {
      const same = first === code;
      issues.push({
        pointer,
        at: "value",
        code: same ? "duplicate-language" : "language-prefix-clash",
        message: same
          ? `languages[${index}]: "${code}" is declared twice.`
          : `languages[${index}]: "${code}" would be served under ${prefix}/, like "${first}".`,
        hint: same ? "Remove the second one." : "Each language needs an address prefix of its own: keep one of them.",
      });
      return;
    }
    prefixes.set(prefix, code);
  });
  const translations = isRecord(site.translations) ? site.translations : {};
  const defaultLanguage = typeof declared[0] === "string" ? declared[0] : undefined;
  for (const code of Object.keys(translations)) {
    const pointer = `/translations/${code.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (code === defaultLanguage) {
      issues.push({
        pointer,
        at: "key",
        code: "undeclared-translation",
        message: `translations.${code}: "${code}" is the default language, whose words are the settings themselves.`,
        hint: `Move these settings to the top level of site.json, and remove translations.${code}.`,
      });
    } else if (!declared.includes(code)) {
      const guess = closest(code, declared.filter((c): c is string => typeof c === "string").slice(1));
      issues.push({
        pointer,
        at: "key",
        code: "undeclared-translation",
        message: `translations.${code}: "${code}" is not one of the site's "languages".${guess ? ` Did you mean "${guess}"?` : ""}`,
        hint: `Add "${code}" to "languages", or rename or remove this entry.`,
      });
    }
  }
  return issues;
}
