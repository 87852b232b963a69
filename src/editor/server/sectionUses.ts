import path from "node:path";
import { listConfigFiles } from "../../engine/configFiles.ts";
import { walkBlocks } from "../../engine/blocks/walkBlocks.ts";
import { languageOfRoute, siteLanguagesOf } from "../../engine/i18n/siteLanguages.ts";
import { isRecord } from "../../engine/isRecord.ts";
import { declaredInputs, sectionKey, sectionsInLanguage } from "../../engine/sections/sectionLanguages.ts";
import { siteSectionListsOf, siteSectionUses } from "../../engine/sections/siteSections.ts";
import type { FileInfo, SectionFileUses, SectionInputDeclaration, SectionsResponse } from "../shared/api.ts";
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

/** The inputs a section file declares, as far as they read (a broken declaration is the validator's to tell). */
export function inputFields(section: unknown): Record<string, SectionInputDeclaration> {
  return Object.fromEntries(
    [...declaredInputs(section)].map(([name, { required, description }]) => [
      name,
      { ...(description ? { description } : {}), ...(required ? { required: true } : {}) },
    ]),
  );
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
      inputs: inputFields(data),
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
    // a not-found page is named by its file, as the site check names it ("/404.html", "/es/404.html")
    const route = page.kind === "page" ? (page.route ?? "/") : `${(page.route ?? "/").replace(/\/?$/, "/")}404.html`;
    const value = parse(readText(path.join(configDir, page.path)));
    // as the build shows them: a not-found page has every site-wide band (no address for "except" to name)
    const lists = siteSectionListsOf(site, page.kind === "page" ? { route } : undefined, languages);
    const siteWide = [...lists.afterHeader, ...lists.beforeFooter].flatMap((use) =>
      isRecord(use) && typeof use.ref === "string" ? [use.ref] : [],
    );
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
