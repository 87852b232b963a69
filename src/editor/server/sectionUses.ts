import path from "node:path";
import { listConfigFiles } from "../../engine/configFiles.ts";
import { walkBlocks } from "../../engine/blocks/walkBlocks.ts";
import { languageOfRoute, siteLanguagesOf } from "../../engine/i18n/siteLanguages.ts";
import { isRecord } from "../../engine/isRecord.ts";
import { sectionKey, sectionsInLanguage } from "../../engine/sections/sectionLanguages.ts";
import { exceptNamesOf, siteSectionUses } from "../../engine/sections/siteSections.ts";
import type { FileInfo, SectionFileUses, SectionsResponse } from "../shared/api.ts";
import { readText } from "./configFolder.ts";

function parse(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The names of the sections a list of blocks uses ({ "type": "section", "ref": … }, in slots too). */
export function refsIn(blocks: unknown): string[] {
  const refs: string[] = [];
  if (Array.isArray(blocks))
    walkBlocks(blocks, ({ block }) => {
      if (block.type === "section" && typeof block.ref === "string") refs.push(block.ref);
    });
  return refs;
}

/**
 * Where each linked section file is shown, read from the folder as saved: the pages that use it (directly,
 * through a section they use, or through site.json's site-wide places, but the pages a use's "except" leaves
 * out), each page taking its own language's file where there is one (sectionsInLanguage). `files`: the folder's
 * pages with their addresses (listFiles).
 */
export function sectionUses(configDir: string, files: readonly FileInfo[]): SectionsResponse {
  const configs = listConfigFiles(configDir);
  const site = parse(readText(configs.find((f) => f.what.kind === "site")?.absolute ?? ""));
  const languages = siteLanguagesOf(site);
  const sections = new Map<string, SectionFileUses & { refs: string[] }>();
  const pathByKey = new Map<string, string>();
  for (const file of configs) {
    if (file.what.kind !== "section") continue;
    const { name, language } = file.what;
    const data = parse(readText(file.absolute));
    sections.set(file.inside, {
      path: file.inside,
      name,
      ...(language ? { language } : {}),
      pages: [],
      siteWide: [],
      refs: refsIn(isRecord(data) ? data.blocks : undefined),
    });
    pathByKey.set(sectionKey(name, language), file.inside);
  }
  const siteUses = siteSectionUses(site);
  for (const use of siteUses)
    for (const section of sections.values())
      if (section.name === use.use.ref)
        section.siteWide.push({
          path: use.path,
          except: Array.isArray(use.use.except) ? use.use.except.filter((e) => typeof e === "string") : [],
        });

  for (const page of files) {
    if (page.kind !== "page" && page.kind !== "not-found") continue;
    const route = page.route ?? "/";
    const value = parse(readText(path.join(configDir, page.path)));
    const names = exceptNamesOf({ route }, languages);
    const siteWide =
      page.kind === "page"
        ? siteUses
            .filter(({ use }) => !(Array.isArray(use.except) && use.except.some((e) => names.includes(e as string))))
            .map(({ use }) => use.ref)
            .filter((ref): ref is string => typeof ref === "string")
        : [];
    const table = sectionsInLanguage(pathByKey, languageOfRoute(route, languages), languages);
    const queue = [...refsIn(isRecord(value) ? value.blocks : undefined), ...siteWide];
    const seen = new Set<string>();
    while (queue.length) {
      const name = queue.shift()!;
      const file = table.get(name);
      if (seen.has(name) || !file) continue;
      seen.add(name);
      const section = sections.get(file)!;
      section.pages.push({ route, path: page.path });
      queue.push(...section.refs);
    }
  }
  return {
    languages: languages.all,
    sections: [...sections.values()]
      .map(({ refs: _refs, ...section }) => ({
        ...section,
        pages: section.pages.sort((a, b) => a.route.localeCompare(b.route)),
      }))
      .sort((a, b) => a.path.localeCompare(b.path)),
  };
}
