import type { Issue } from "../../explainErrors.ts";
import { isRecord } from "../../isRecord.ts";
import { fillKnownPlaceholders, placeholderValuesIn } from "../../placeholders.ts";
import { allBlocks, type BlockVisit } from "../../blocks/walkBlocks.ts";

/** A page or not-found config, as read, with the file it came from. */
export interface PageSetEntry {
  file: string;
  /** "/pricing"; for a not-found page, the section it answers for ("/integrations/"). */
  route: string;
  notFound: boolean;
  config: unknown;
  /** The page's language code: pages in different languages may share a title or description. */
  language?: string;
  /** False to leave out the main-heading check (a page with problems of its own). */
  checkHeading?: boolean;
}

/** Issues of one file, found by looking at all the pages together. */
export interface FileIssues {
  file: string;
  issues: Issue[];
}

/**
 * What the built site's check (scripts/lib/siteCheck) would refuse about the pages, said at the config's line
 * before any build: each page has exactly one main heading, and its search title and description are its own.
 * `pageHeadingTypes`: the block types whose title is the page's main heading (their schemas say
 * "x-page-heading": true). `site`: site.json as read, whose values fill the {placeholders} of titles and descriptions
 * before they are compared, as pages show them.
 */
export function pageSetChecks(
  entries: PageSetEntry[],
  pageHeadingTypes: ReadonlySet<string>,
  site?: unknown,
): FileIssues[] {
  const byFile = new Map<string, Issue[]>();
  const add = (file: string, issue: Issue) => byFile.set(file, [...(byFile.get(file) ?? []), issue]);
  for (const entry of entries) {
    if (entry.checkHeading === false) continue;
    for (const issue of headingIssues(entry, pageHeadingTypes)) add(entry.file, issue);
  }
  // as pages show them: {product}, {phone}… filled from site.json as read ({year} is every page's year: as written)
  const values = placeholderValuesIn(site);
  const shown = (text: string) => fillKnownPlaceholders(text, values);
  for (const field of ["title", "description"] as const) {
    for (const [file, issue] of duplicateSeoIssues(entries, field, shown)) add(file, issue);
  }
  return [...byFile].map(([file, issues]) => ({ file, issues }));
}

const blocksOf = (config: unknown): unknown[] =>
  isRecord(config) && Array.isArray(config.blocks) ? config.blocks : [];
const typeOf = (block: unknown) => (isRecord(block) && typeof block.type === "string" ? block.type : undefined);

function headingIssues(entry: PageSetEntry, pageHeadingTypes: ReadonlySet<string>): Issue[] {
  const blocks = blocksOf(entry.config);
  if (!blocks.length) return []; // an empty or missing list has its own message
  // through every slot: a hero inside a column is a main heading too, and one inside a linked section (its blocks
  // put in by the caller) is told at the section's use, the place written in the page
  const headings = allBlocks(blocks).flatMap((visit) => {
    const type = typeOf(visit.block);
    if (!type || !pageHeadingTypes.has(type)) return [];
    let use: BlockVisit | undefined;
    for (let up = visit.parent; up; up = up.parent) if (up.block.type === "section") use = up;
    if (!use) return [{ pointer: visit.pointer, path: visit.path, type }];
    return [{ pointer: use.pointer, path: `${use.path} (the section "${String(use.block.ref)}")`, type }];
  });
  const kinds = [...pageHeadingTypes].sort().join(", ");
  if (headings.length === 0) {
    return [
      {
        code: "no-page-heading",
        pointer: "/blocks",
        at: "key",
        message: `blocks: the page has no main heading: none of its blocks shows one (the blocks that do: ${kinds}).`,
        hint: 'Start the page with one, for example { "type": "hero", "title": "…" }: its title is the heading visitors, search engines and screen readers read first.',
      },
    ];
  }
  const [first, ...others] = headings;
  return others.map(({ pointer, path, type }) => ({
    code: "second-page-heading",
    pointer,
    at: "value",
    message: `${path}: a second main heading: this ${type} block shows its title as the page's main heading, and ${first.path} (${first.type}) already does. A page has exactly one.`,
    hint: `Keep one of them; for a second banner further down, use a block with an ordinary heading (for example "cta").`,
  }));
}

/**
 * Pages that share a search title or description. Not-found pages may share them with each other (they are one
 * page for different sections), not with other pages. Pages in different languages may share them (a French page
 * and its English translation both titled by a proper name): the language tells them apart. Each page of a group gets the message, with one cause, so
 * the CLI prints it once listing the places.
 */
function duplicateSeoIssues(
  entries: PageSetEntry[],
  field: "title" | "description",
  shown: (text: string) => string,
): Array<[string, Issue]> {
  const groups = new Map<string, PageSetEntry[]>();
  const written = new Map<PageSetEntry, string>();
  for (const entry of entries) {
    const seo = isRecord(entry.config) && isRecord(entry.config.seo) ? entry.config.seo : undefined;
    const value = seo?.[field];
    if (typeof value !== "string" || !value.trim()) continue;
    written.set(entry, value);
    const key = shown(value);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const found: Array<[string, Issue]> = [];
  for (const [asShown, group] of groups) {
    for (const entry of group) {
      const others = group.filter(
        (o) => o !== entry && !(entry.notFound && o.notFound) && o.language === entry.language,
      );
      if (!others.length) continue;
      // the text as this page writes it, and as pages show it when that differs ("About {product}": "About Acme")
      const value = written.get(entry)!;
      const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
      const quoted = `"${cut(value)}"${value === asShown ? "" : ` ("${cut(asShown)}" on the page)`}`;
      const where = others.map((o) => `${o.notFound ? "the not-found page of " : ""}${o.route} (${o.file})`).join(", ");
      found.push([
        entry.file,
        {
          code: field === "title" ? "duplicate-page-title" : "duplicate-page-description",
          cause: `${field} ${asShown}`,
          pointer: `/seo/${field}`,
          at: "value",
          message: `seo.${field}: ${quoted} is also the ${field} of ${where}, so ${field === "title" ? "search results and browser tabs" : "search results"} cannot tell the pages apart.`,
          hint: `Give each page its own ${field}.`,
        },
      ]);
    }
  }
  return found;
}
