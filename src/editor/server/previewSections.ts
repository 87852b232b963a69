import { type ConfigFile, schemaFor } from "../../engine/configFiles.ts";
import type { SiteLanguages } from "../../engine/i18n/siteLanguages.ts";
import { isRecord } from "../../engine/isRecord.ts";
import { resolveConfig, type ResolveContext } from "../../engine/resolve/resolveConfig.ts";
import type { SchemaStore } from "../../engine/schemaStore.ts";
import type { ResolvedSections } from "../../engine/sections/expandSections.ts";
import { sectionKey, sectionsByLanguage } from "../../engine/sections/sectionLanguages.ts";
import { siteSectionListsOf, sitePlaces, type SitePlace } from "../../engine/sections/siteSections.ts";

/**
 * The site's linked sections as the preview shows them in a page: each section file's blocks resolved as
 * resolveConfigSet resolves them (placeholders filled, links final), by language (a translation in place of the
 * default language's file). A file that cannot be read yet is left out: its use shows nothing until it reads,
 * and the validator says why.
 */
export function previewSections(
  store: SchemaStore,
  files: readonly ConfigFile[],
  read: (file: ConfigFile) => string | undefined,
  context: ResolveContext,
  languages: SiteLanguages,
): ReadonlyMap<string, ResolvedSections> {
  const all = new Map<string, readonly unknown[]>();
  for (const file of files) {
    if (file.what.kind !== "section") continue;
    let value: unknown;
    try {
      value = JSON.parse(read(file) ?? "");
    } catch {
      continue;
    }
    if (!isRecord(value) || !Array.isArray(value.blocks)) continue;
    const links = store.linksIn(schemaFor(file.what)!, value);
    all.set(sectionKey(file.what.name, file.what.language), resolveConfig(value, links, context).blocks as unknown[]);
  }
  return sectionsByLanguage(all, languages);
}

/**
 * site.json's site-wide section uses a page at `route` shows, at each place (a not-found page, with no route: all
 * of them), read from site.json as being edited; each with its place in site.json ("sections.afterHeader[0]").
 */
export function siteBandUses(
  site: unknown,
  route: string | undefined,
  languages: SiteLanguages,
): Record<SitePlace, Array<{ path: string; use: unknown }>> {
  const lists = siteSectionListsOf(site, route === undefined ? undefined : { route }, languages);
  const shown = (place: SitePlace) =>
    lists[place].flatMap((use, index) => (use === null ? [] : [{ path: `sections.${place}[${index}]`, use }]));
  return Object.fromEntries(sitePlaces.map((place) => [place, shown(place)])) as Record<
    SitePlace,
    Array<{ path: string; use: unknown }>
  >;
}
