import type { SiteSection } from "../../generated/config-types.ts";
import type { AddressedPage } from "../i18n/pageAddresses.ts";
import { defaultLanguageRoute, type SiteLanguages } from "../i18n/siteLanguages.ts";
import { isRecord } from "../isRecord.ts";
import { expandSections, type ResolvedSections } from "./expandSections.ts";

/**
 * Site-wide places (site.json "sections"): linked sections shown on every page right after the header or right
 * before the footer, but on the pages a use's "except" names (and their translations). They are put into each
 * page's blocks when the configs are resolved, as { "type": "section", … } uses, so a page's resolved config (its
 * cache key) holds them and every stage (pictures, islands, structured data, render) sees them like a page's own.
 */

/** The two places, in the order they are read in site.json. */
export const sitePlaces = ["afterHeader", "beforeFooter"] as const;
export type SitePlace = (typeof sitePlaces)[number];

/** One use of site.json "sections" with its place there ("sections.beforeFooter[0]"). */
export interface SiteSectionUse {
  place: SitePlace;
  index: number;
  use: Record<string, unknown>;
  /** JSON pointer in site.json: "/sections/beforeFooter/0". */
  pointer: string;
  /** The same as people read it: "sections.beforeFooter[0]". */
  path: string;
}

/** Every use site.json's "sections" lists (objects only: anything else is the schema's message). */
export function siteSectionUses(site: unknown): SiteSectionUse[] {
  const sections = isRecord(site) && isRecord(site.sections) ? site.sections : {};
  return sitePlaces.flatMap((place) => {
    const list = Array.isArray(sections[place]) ? (sections[place] as unknown[]) : [];
    return list.flatMap((use, index) =>
      isRecord(use)
        ? [{ place, index, use, pointer: `/sections/${place}/${index}`, path: `sections.${place}[${index}]` }]
        : [],
    );
  });
}

/**
 * The addresses an "except" entry may name for a page: its own, and its default-language page's (the one its
 * translations share), so "/contact" leaves out /contact and /es/contact alike.
 */
export function exceptNamesOf(page: AddressedPage, languages: SiteLanguages): string[] {
  return [...new Set([page.route, defaultLanguageRoute(page.fileRoute ?? page.route, languages)])];
}

/** A site-wide use as a page shows it: a linked section's use. */
type SectionUse = { type: "section"; ref: string; inputs?: Record<string, string | undefined> };

/**
 * The section uses a page shows at each place (a not-found page, with no route: all of them), from a valid
 * site.json: siteSectionListsOf's lists without the uses the page goes without.
 */
export function siteSectionsOf(
  site: { sections?: { afterHeader?: SiteSection[]; beforeFooter?: SiteSection[] } },
  page: AddressedPage | undefined,
  languages: SiteLanguages,
): Record<SitePlace, SectionUse[]> {
  const lists = siteSectionListsOf(site, page, languages);
  const shown = (place: SitePlace) =>
    (lists[place].filter((use) => use !== null) as SectionUse[]).map(({ inputs, ...use }) =>
      inputs ? { ...use, inputs } : use,
    );
  return { afterHeader: shown("afterHeader"), beforeFooter: shown("beforeFooter") };
}

/**
 * site.json's uses at each place as a page shows them, read from a site.json not yet known to be valid (the
 * cross-checks): a { "type": "section" } use each, and null where the page goes without it, so each keeps its index.
 */
export function siteSectionListsOf(
  site: unknown,
  page: AddressedPage | undefined,
  languages: SiteLanguages,
): Record<SitePlace, unknown[]> {
  const names = page ? exceptNamesOf(page, languages) : [];
  const lists: Record<SitePlace, unknown[]> = { afterHeader: [], beforeFooter: [] };
  for (const { place, index, use } of siteSectionUses(site)) {
    const except = Array.isArray(use.except) ? use.except : [];
    lists[place][index] = except.some((route) => names.includes(route as string))
      ? null
      : { type: "section", ref: use.ref, inputs: use.inputs };
  }
  for (const place of sitePlaces) lists[place] = Array.from(lists[place], (use) => use ?? null);
  return lists;
}

/** Each place's uses with their sections' blocks put in (expandSections), as the page will show them. */
export function expandedSiteLists(
  lists: Record<SitePlace, unknown[]>,
  sections: ResolvedSections,
): Record<SitePlace, unknown[]> {
  return {
    afterHeader: expandSections(lists.afterHeader, sections),
    beforeFooter: expandSections(lists.beforeFooter, sections),
  };
}
