import type { Block } from "../../../generated/config-types";
import { fillInputs } from "../../../engine/sections/expandSections";
import { languageOfRoute, siteLanguages } from "../../../engine/i18n/siteLanguages";
import { isRecord } from "../../../engine/isRecord";
import type { SectionFileUses, SectionsResponse } from "../../shared/api";

/**
 * The section file a page at `route` shows for `ref`: its language's own (sections/<language>/<ref>.json) where
 * there is one, else the default language's; none when no file has that name.
 */
export function sectionFileFor(ref: string, route: string, sections: SectionsResponse): SectionFileUses | undefined {
  const languages = siteLanguages({ languages: sections.languages });
  const language = languageOfRoute(route, languages);
  const named = sections.sections.filter((s) => s.name === ref);
  return (
    (language !== languages.default
      ? named.find((s) => s.language?.toLowerCase() === language.toLowerCase())
      : undefined) ?? named.find((s) => s.language === undefined)
  );
}

/** The blocks one use of a section shows: the section's, each {input.<name>} filled with the use's inputs. */
export function detachedBlocks(use: Record<string, unknown>, section: unknown): Block[] | undefined {
  if (!isRecord(section) || !Array.isArray(section.blocks) || section.blocks.length === 0) return undefined;
  const inputs = isRecord(use.inputs) ? use.inputs : {};
  return fillInputs(structuredClone(section.blocks), inputs) as Block[];
}

/**
 * The blocks with the use at `index` replaced, in place, by what it shows: in sequence where a list of blocks is
 * (a page's, a slot's); wrapped in one group only where one block must stand (`single`).
 */
export function detachAt(blocks: readonly Block[], index: number, shown: readonly Block[], single = false): Block[] {
  const replacement =
    single && shown.length > 1 ? [{ type: "group", blocks: [...shown] } as unknown as Block] : [...shown];
  return [...blocks.slice(0, index), ...replacement, ...blocks.slice(index + 1)];
}

/** "/, /order and 3 more": the addresses of the pages, the first few. */
export function pageList(pages: ReadonlyArray<{ route: string }>, shown = 8): string {
  const routes = pages.map((p) => p.route);
  return routes.length <= shown
    ? routes.join(", ")
    : `${routes.slice(0, shown).join(", ")} and ${routes.length - shown} more`;
}

/** How far a section file reaches, in words: "used on 2 pages: /, /order", "used on every page …". */
export function reachOf(section: SectionFileUses): string {
  const count = section.pages.length;
  const pages =
    count === 0 ? "used on no page" : `used on ${count} page${count === 1 ? "" : "s"}: ${pageList(section.pages)}`;
  if (!section.siteWide.length) return pages;
  const places = section.siteWide
    .map((use) => `site.json ${use.path}${use.except.length ? `, but ${use.except.join(", ")}` : ""}`)
    .join("; ");
  return `${pages} (every page, site-wide: ${places})`;
}
