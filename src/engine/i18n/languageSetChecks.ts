import { fieldPath } from "../fieldPath.ts";
import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import type { LinkUse } from "../links.ts";
import { knownLanguage } from "./languageTable.ts";
import { translationTable } from "./pageAddresses.ts";
import {
  defaultLanguageRoute,
  languageOfRoute,
  languagePrefix,
  routeInLanguage,
  siteLanguages,
} from "./siteLanguages.ts";

interface PageAt {
  route: string;
  /** The address its file gives, when the page names another (src/engine/i18n/pageAddresses.ts). */
  fileRoute?: string;
  file: string;
}

/**
 * Warnings across the pages of a site in several languages: a page folder named like a language the site does not
 * declare (pages/fr/ with no "fr": it may be a section, so a warning), and a link from a page in one language to a
 * page that language lacks (visitors get the default language's page, or its fallback). A link to a page the
 * language translates leads to the translation (pageAddresses.ts linkInLanguage): nothing to say.
 */
export function languageSetWarnings(
  site: unknown,
  pages: readonly PageAt[],
  linksByFile: Readonly<Record<string, LinkUse[]>>,
): { file: string; issues: Issue[] }[] {
  if (!isRecord(site)) return [];
  const declared = Array.isArray(site.languages) ? site.languages.filter((c) => typeof c === "string") : [];
  const languages = siteLanguages({ languages: declared.length ? declared : undefined });
  const found: { file: string; issues: Issue[] }[] = [];
  const prefixes = new Set(languages.all.map(languagePrefix));
  const warnedFolders = new Set<string>();
  for (const page of pages) {
    const folder = /^\/([a-z]{2})(?:\/|$)/.exec(page.route)?.[1];
    const language = folder ? knownLanguage(folder) : undefined;
    if (!folder || !language || prefixes.has(`/${folder}`) || warnedFolders.has(folder)) continue;
    warnedFolders.add(folder);
    found.push({
      file: page.file,
      issues: [
        {
          pointer: "",
          at: "value",
          code: "undeclared-language-folder",
          message: `(file) pages/${folder}/ is named like ${language.name}, but site.json "languages" does not declare "${folder}": its pages are served as ${languages.default} pages under /${folder}.`,
          hint: `Add "${folder}" to "languages" in site.json if these are ${language.name} pages; else ignore this.`,
        },
      ],
    });
  }
  if (languages.all.length < 2) return found;
  const routes = new Set(pages.map((p) => p.route));
  const translations = translationTable(pages, languages);
  for (const page of pages) {
    const language = languageOfRoute(page.route, languages);
    if (language === languages.default) continue;
    const name = knownLanguage(language)?.name ?? language;
    const issues: Issue[] = [];
    for (const use of linksByFile[page.file] ?? []) {
      if (use.embed || use.file || !use.href.startsWith("/")) continue;
      const target = use.href.split(/[?#]/)[0].replace(/(.)\/+$/, "$1");
      if (!routes.has(target) || languageOfRoute(target, languages) !== languages.default) continue;
      if (translations.get(target)?.[language] !== undefined) continue;
      const translated = routeInLanguage(defaultLanguageRoute(target, languages), language, languages);
      issues.push({
        pointer: use.pointer,
        at: "value",
        code: "link-to-untranslated",
        message: `${fieldPath(use.pointer)}: this ${name} page links to "${target}", which has no ${name} translation (pages${translated}.json).`,
        hint:
          languages.fallback === "none"
            ? "Translate that page, or link to it knowingly: visitors get it in the default language."
            : `Translate that page; until then the build serves it at "${translated}" from the default language, with a "not translated yet" notice.`,
      });
    }
    if (issues.length) found.push({ file: page.file, issues });
  }
  return found;
}
