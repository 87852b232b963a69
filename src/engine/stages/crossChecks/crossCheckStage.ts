/**
 * Stage 5, cross-checks: what one file says about the others. Each address taken by one page file only; every link
 * to a page, anchor, site link, file or embed host that exists (src/engine/checks/links/); the pages as a set (one
 * main heading each, titles of their own: src/engine/checks/page/pageSetChecks.ts); the languages' pages and
 * writing directions (src/engine/i18n/); the public files the build would replace or that differ by case only.
 * Its output is the config set, its problems in the order found.
 */
import { anchorsOfPages, checkLinks, type LinkTargets, siteFacts } from "../../checks/links/crossChecks.ts";
import { pageSetChecks } from "../../checks/page/pageSetChecks.ts";
import { publicNamesByCase } from "../../checks/publicFiles/publicNamesByCase.ts";
import { listPublicFiles, publicLinksToNothing, replacedPublicFiles } from "../../checks/publicFiles/publicFiles.ts";
import { type ConfigSet, emptyConfigSet } from "../../configSet.ts";
import { businessPlaceIssues } from "../../content/businessPlace.ts";
import { textsNotTranslated } from "../../content/collectionsInLanguage.ts";
import { directionWarnings, siteDirectionWarnings } from "../../i18n/directionChecks.ts";
import { languageSetWarnings } from "../../i18n/languageSetChecks.ts";
import { linkInLanguage, movedTranslations, translationTable } from "../../i18n/pageAddresses.ts";
import { languageOfRoute } from "../../i18n/siteLanguages.ts";
import { sitePublicDir } from "../../projectPaths.ts";
import type { MadeFolder } from "../collections/collectionsStage.ts";
import type { ParsedFolder } from "../parse/parseStage.ts";
import type { ReadFolder } from "../read/readStage.ts";
import type { CheckedConfig } from "../schema/schemaStage.ts";
import type { ValidationRun } from "../validationRun.ts";
import { pageTable } from "./pageTable.ts";
import { isRecord } from "../../isRecord.ts";
import { expandSections } from "../../sections/expandSections.ts";
import { siteSectionHeadingIssues } from "../../sections/sectionChecks.ts";
import { sectionCrossChecks } from "./sectionCrossChecks.ts";
import { exceptNamesOf, expandedSiteLists, siteSectionListsOf } from "../../sections/siteSections.ts";
import { sectionAnchorIssues } from "../../checks/page/sectionAnchors.ts";

export function crossCheckStage(
  run: ValidationRun,
  folder: ReadFolder,
  parsed: ParsedFolder,
  made: MadeFolder,
  loaded: CheckedConfig[],
): ConfigSet {
  const { diagnostics, warnings, cwd } = run;
  const { languages } = parsed;
  const site = loaded.find((l) => l.file.what.kind === "site");
  const publicDir = run.options.publicDir ?? sitePublicDir(run.configDir);
  const publicFiles = listPublicFiles(publicDir);
  diagnostics.push(...publicLinksToNothing(publicDir, cwd));
  const facts = site ? siteFacts(site.data, publicFiles) : undefined;
  const builtFiles = { languages: languages.all, feeds: (made.feeds ?? []).map((feed) => feed.path) };
  warnings.push(
    ...replacedPublicFiles(publicFiles, publicDir, cwd, builtFiles),
    ...publicNamesByCase(publicFiles, publicDir, cwd),
  );
  const table = pageTable(run, loaded, parsed, languages);
  const result: ConfigSet = {
    ...emptyConfigSet(folder.files.length),
    diagnostics,
    warnings,
    site: site?.data,
    pages: table.pages,
    notFound: table.notFound,
    siteFile: site?.file.display,
    content: made.collections,
    feeds: made.feeds,
    linksByFile: Object.fromEntries(loaded.map((l) => [l.file.display, l.checked.links])),
  };
  // linked sections (sections/<name>.json, sections/<language>/<name>.json): each use names one of its language
  // and gives its inputs; a section holds no loop
  const pageNames = new Set(table.pages.flatMap((page) => exceptNamesOf(page, languages)));
  const sections = sectionCrossChecks(run, loaded, site, pageNames, languages, folder.files);
  if (sections.all.size)
    result.sections = Object.fromEntries([...sections.all].map(([key, s]) => [key, { file: s.file, config: s.data }]));
  const anchors = anchorsOfPages();
  const translations = translationTable(table.pages, languages);
  const moved = movedTranslations(translations, languages);
  for (const entry of loaded) {
    const fileRoute = entry.checked.route;
    const language = fileRoute === undefined ? languages.default : languageOfRoute(fileRoute, languages);
    const targets: LinkTargets = {
      lead: (route) => linkInLanguage(route, language, translations, languages),
      moved,
    };
    // a page that names its address is there: its "#anchor" links are to itself
    const route = fileRoute === undefined ? undefined : (table.served.get(fileRoute) ?? fileRoute);
    const file = { ...entry.checked, route };
    run.report(entry.file, entry.ast, checkLinks(file, table.reachable, facts, anchors, targets));
  }
  // a page with problems of its own is not judged as a whole yet: an unknown block type may be its heading
  const withProblems = new Set(diagnostics.map((d) => d.file));
  const pageSet = [
    // the later pages of a paged list are its first page again with other items, their titles numbered at render
    ...result.pages
      .filter((p) => !p.pager || p.pager.number === 1)
      .map((p) => ({ file: p.file, route: p.route, notFound: false, config: p.config })),
    ...result.notFound.map((p) => ({ file: p.file, route: p.prefix, notFound: true, config: p.config })),
  ].map((entry) => ({
    ...entry,
    checkHeading: !withProblems.has(entry.file),
    language: languageOfRoute(entry.route, languages),
  }));
  const loadedByFile = new Map<string, CheckedConfig>();
  for (const entry of loaded) if (!loadedByFile.has(entry.file.display)) loadedByFile.set(entry.file.display, entry);
  // the pages as visitors get them: with the blocks of the linked sections they use, in their language
  const blocksIn = (language: string) => sections.blocksByLanguage.get(language) ?? new Map<string, unknown[]>();
  const expanded = pageSet.map((entry) =>
    isRecord(entry.config) && Array.isArray(entry.config.blocks) && sections.all.size
      ? {
          ...entry,
          config: { ...entry.config, blocks: expandSections(entry.config.blocks, blocksIn(entry.language)) },
        }
      : entry,
  );
  for (const { file, issues } of pageSetChecks(expanded, run.store.pageHeadingTypes(), site?.data)) {
    const entry = loadedByFile.get(file);
    if (entry) run.report(entry.file, entry.ast, issues);
  }
  // a main heading in a site-wide section would be every page's second
  if (site) {
    const lists = expandedSiteLists(siteSectionListsOf(site.data, undefined, languages), blocksIn(languages.default));
    run.report(site.file, site.ast, siteSectionHeadingIssues(lists, run.store.pageHeadingTypes()));
  }
  // anchors repeated across a page and its linked sections, site.json's site-wide ones included (told once each)
  const told = new Set<string>();
  for (const entry of expanded) {
    if (!entry.checkHeading || !isRecord(entry.config) || !Array.isArray(entry.config.blocks)) continue;
    const addressed = entry.notFound ? undefined : { route: entry.route };
    const siteLists = expandedSiteLists(siteSectionListsOf(site?.data, addressed, languages), blocksIn(entry.language));
    const blocks = entry.config.blocks;
    const pageFile = entry.file;
    for (const { file, issue } of sectionAnchorIssues({
      file: pageFile,
      blocks,
      ...(site ? { site: { file: site.file.display, lists: siteLists } } : {}),
    })) {
      const key = `${file}\n${issue.pointer}\n${issue.message}`;
      const owner = file === site?.file.display ? site : loadedByFile.get(file);
      if (told.has(key) || !owner) continue;
      told.add(key);
      run.report(owner.file, owner.ast, [issue]);
    }
  }
  for (const { file, issues } of languageSetWarnings(site?.data, result.pages, result.linksByFile)) {
    const entry = loadedByFile.get(file);
    if (entry) run.report(entry.file, entry.ast, issues, warnings);
  }
  for (const { file, issues } of directionWarnings(site?.data, result.pages, (code) =>
    textsNotTranslated(made.collections, code),
  )) {
    const entry = loadedByFile.get(file);
    if (entry) run.report(entry.file, entry.ast, issues, warnings);
  }
  if (site) run.report(site.file, site.ast, siteDirectionWarnings(site.data), warnings);
  if (site) run.report(site.file, site.ast, businessPlaceIssues(site.data, made.collections));
  return result;
}
