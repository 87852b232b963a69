/**
 * The cross-checks of linked sections (sections/<name>.json, and sections/<language>/<name>.json in another
 * language): each translation is in one of the site's languages and declares its section's inputs; each use (in a
 * page, a section, site.json) names a section its language has and gives its inputs; a section holds no loop.
 * Gives the sections each language's pages use, for the checks of pages as visitors get them.
 */
import type { ConfigFile } from "../../configFiles.ts";
import { isRecord } from "../../isRecord.ts";
import { declaredLanguage, languageOfRoute, type SiteLanguages } from "../../i18n/siteLanguages.ts";
import {
  sectionUseIssues,
  siteSectionIssues,
  type SectionTable,
  type UnreadableSections,
} from "../../sections/sectionChecks.ts";
import { sectionKey, sectionsByLanguage, sectionTranslationIssues } from "../../sections/sectionLanguages.ts";
import { sameInputNames, undeclaredInputIssues } from "../../sections/sectionInputPlaceholders.ts";
import type { CheckedConfig } from "../schema/schemaStage.ts";
import type { ValidationRun } from "../validationRun.ts";

export interface SiteSections {
  /** Every section file by key ("<name>", "<language>/<name>"), as the config set keeps them. */
  all: SectionTable;
  /** The sections each language's pages use, by name. */
  byLanguage: ReadonlyMap<string, SectionTable>;
  /** The same, each section's blocks only: what expandSections puts into a use. */
  blocksByLanguage: ReadonlyMap<string, ReadonlyMap<string, readonly unknown[]>>;
}

/** The language whose sections a file's uses name: a section translation's own, else its page's. */
export function languageOfFile(entry: CheckedConfig, languages: SiteLanguages): string {
  const what = entry.file.what;
  if (what.kind === "section")
    return (what.language === undefined ? undefined : declaredLanguage(what.language, languages)) ?? languages.default;
  const route =
    entry.checked.route ?? (what.kind === "not-found" || what.kind === "page-template" ? what.prefix : undefined);
  return route === undefined ? languages.default : languageOfRoute(route, languages);
}

/**
 * `files`: every config file of the folder; a section file among them that was not read (`loaded` lacks it: it is
 * not JSON, said in the file) makes its uses say so, not that the section does not exist.
 */
export function sectionCrossChecks(
  run: ValidationRun,
  loaded: readonly CheckedConfig[],
  site: CheckedConfig | undefined,
  pageNames: ReadonlySet<string>,
  languages: SiteLanguages,
  files: readonly ConfigFile[],
): SiteSections {
  const sectionFiles = loaded.flatMap((l) => (l.file.what.kind === "section" ? [{ ...l, what: l.file.what }] : []));
  const all: SectionTable = new Map(
    sectionFiles.map((l) => [sectionKey(l.what.name, l.what.language), { file: l.file.display, data: l.data }]),
  );
  const read = new Set(sectionFiles.map((l) => l.file.display));
  const unreadableAll = new Map(
    files.flatMap(({ what, display }) =>
      what.kind === "section" && !read.has(display) ? [[sectionKey(what.name, what.language), display] as const] : [],
    ),
  );
  const unreadableByLanguage = sectionsByLanguage<string>(unreadableAll, languages);
  const unreadableIn = (language: string): UnreadableSections => unreadableByLanguage.get(language) ?? unreadableAll;
  for (const entry of sectionFiles) {
    const { name, language } = entry.what;
    if (language !== undefined)
      run.report(entry.file, entry.ast, sectionTranslationIssues(name, language, entry.data, all.get(name), languages));
    // its texts' {input.<name>}s, against the inputs it declares; a translation declaring other inputs than its
    // original's is told that (sectionTranslationIssues), once, not again at each text naming one
    const original = language === undefined ? undefined : all.get(name);
    if (!original || sameInputNames(entry.data, original.data))
      run.report(entry.file, entry.ast, undeclaredInputIssues(entry.data));
  }
  const byLanguage = sectionsByLanguage(all, languages);
  const usesSections = (what: ConfigFile["what"]) =>
    what.kind === "page" || what.kind === "not-found" || what.kind === "page-template" || what.kind === "section";
  for (const entry of loaded) {
    const { what } = entry.file;
    if (!usesSections(what)) continue;
    const language = languageOfFile(entry, languages);
    const table = byLanguage.get(language) ?? all;
    run.report(
      entry.file,
      entry.ast,
      sectionUseIssues(entry.data, table, what.kind === "section" ? what.name : undefined, unreadableIn(language)),
    );
  }
  // site.json's site-wide uses reach every page: checked against each language's sections (told once each)
  if (site) {
    const told = new Set<string>();
    for (const [language, table] of byLanguage) {
      const fresh = siteSectionIssues(site.data, table, pageNames, unreadableIn(language)).filter((issue) => {
        const key = `${issue.pointer}\n${issue.message}`;
        return told.has(key) ? false : (told.add(key), true);
      });
      run.report(site.file, site.ast, fresh);
    }
  }
  const blocksOf = (data: unknown) => (isRecord(data) && Array.isArray(data.blocks) ? data.blocks : []);
  const blocksByLanguage = new Map(
    [...byLanguage].map(([code, table]) => [code, new Map([...table].map(([name, s]) => [name, blocksOf(s.data)]))]),
  );
  return { all, byLanguage, blocksByLanguage };
}
