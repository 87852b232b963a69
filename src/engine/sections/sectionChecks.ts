import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { closest, didYouMean } from "../suggest.ts";
import { walkBlocks } from "../blocks/walkBlocks.ts";
import { declaredInputs } from "./sectionLanguages.ts";
import { siteSectionUses } from "./siteSections.ts";
import { namePattern } from "../names.ts";

/** A site's linked sections as read (sections/<name>.json), by name: those of one language (sectionsInLanguage). */
export type SectionTable = ReadonlyMap<string, { file: string; data: unknown }>;

/**
 * The section files that exist but could not be read (not JSON: their own message says so), by name, each its
 * file as messages show it: a use of one is told so, not that the section does not exist.
 */
export type UnreadableSections = ReadonlyMap<string, string>;

const blocksOf = (config: unknown): unknown[] =>
  isRecord(config) && Array.isArray(config.blocks) ? config.blocks : [];

/**
 * The uses of linked sections in one file's blocks (a page's, or a section's own): each names a section of the
 * site (did-you-mean), gives only the inputs it declares and every one it requires. In a section, a use that
 * leads back to it (directly or through others) is a loop, named in full.
 * `self`: the name of the section being checked, when the file is one.
 */
export function sectionUseIssues(
  config: unknown,
  sections: SectionTable,
  self?: string,
  unreadable: UnreadableSections = new Map(),
): Issue[] {
  const issues: Issue[] = [];
  walkBlocks(blocksOf(config), ({ block, pointer, path }) => {
    if (block.type !== "section" || typeof block.ref !== "string") return;
    issues.push(...issuesOfUse(block, pointer, path, sections, unreadable));
    if (self !== undefined && sections.has(block.ref)) {
      const loop = loopBack(block.ref, self, sections);
      if (loop)
        issues.push({
          code: "section-loop",
          pointer: `${pointer}/ref`,
          at: "value",
          message: `${path}.ref: the section "${self}" would hold itself: ${[self, ...loop].join(" → ")}.`,
          hint: "Remove one of the uses in that loop: a section cannot contain itself.",
          // one loop, found from each of its sections: one problem, its other places listed under it
          cause: `section loop ${[...new Set([self, ...loop])].sort().join(" ")}`,
        });
    }
  });
  return issues;
}

/**
 * The site-wide uses of site.json "sections" (src/engine/sections/siteSections.ts), checked as a page's uses are,
 * and each page their "except" names: one of the site's pages (did-you-mean). `pageNames`: every address an
 * "except" may name (each page's, and its default-language page's).
 */
export function siteSectionIssues(
  site: unknown,
  sections: SectionTable,
  pageNames: ReadonlySet<string>,
  unreadable: UnreadableSections = new Map(),
): Issue[] {
  const issues: Issue[] = [];
  for (const { use, pointer, path } of siteSectionUses(site)) {
    if (typeof use.ref === "string") issues.push(...issuesOfUse(use, pointer, path, sections, unreadable));
    const except = Array.isArray(use.except) ? use.except : [];
    except.forEach((route, index) => {
      if (typeof route !== "string" || !route.startsWith("/") || pageNames.has(route)) return;
      issues.push({
        code: "unknown-except-page",
        pointer: `${pointer}/except/${index}`,
        at: "value",
        message: `${path}.except[${index}]: no page is at "${route}", so this leaves out no page.`,
        hint: `${didYouMean(route, [...pageNames].sort())} Name a page by its address ("/contact"), as in its "route" or its file's place under pages/.`.trim(),
      });
    });
  }
  return issues;
}

/** One use of a section (in a page's blocks, a section's, or site.json): it names a section, with its inputs. */
function issuesOfUse(
  use: Record<string, unknown>,
  pointer: string,
  path: string,
  sections: SectionTable,
  unreadable: UnreadableSections,
): Issue[] {
  const issues: Issue[] = [];
  const ref = String(use.ref);
  const section = sections.get(ref);
  const unread = section ? undefined : unreadable.get(ref);
  if (unread !== undefined)
    return [
      {
        code: "unreadable-section",
        pointer: `${pointer}/ref`,
        at: "value",
        message: `${path}.ref: the section "${ref}" cannot be read: ${unread} has a problem of its own (said there), so its blocks and inputs are unknown.`,
        hint: `Fix ${unread}; this use is checked once it can be read.`,
        cause: `section file ${unread}`,
      },
    ];
  // not a name at all ("order-for-events.json", "sections/…"): the page's schema says so, with the name to write
  if (!section && !namePattern.test(ref)) return [];
  if (!section) {
    // a section whose file cannot be read is still one of the site's names
    const names = [...new Set([...sections.keys(), ...unreadable.keys()])].sort();
    return [
      {
        code: "unknown-section",
        pointer: `${pointer}/ref`,
        at: "value",
        message: `${path}.ref: there is no section "${ref}" (no file sections/${ref}.json).`,
        hint: `${didYouMean(ref, names)} ${names.length ? `The sections: ${names.join(", ")}.` : "The site has no sections yet: write sections/<name>.json with its blocks."}`.trim(),
      },
    ];
  }
  const declared = declaredInputs(section.data);
  const given = isRecord(use.inputs) ? use.inputs : {};
  // the inputs a misspelt one meant: the one mistake is said there, not again as an input left out
  const meant = new Set<string>();
  for (const name of Object.keys(given)) {
    if (declared.has(name)) continue;
    const known = [...declared.keys()];
    // a near-miss of an input this use already gives is not that input: suggested among those it does not give
    const notGiven = known.filter((input) => !Object.hasOwn(given, input));
    const near = closest(name, notGiven);
    if (near !== undefined) meant.add(near);
    const needed = near !== undefined && declared.get(near)?.required ? " (the section needs it)" : "";
    issues.push({
      code: "undeclared-section-input",
      pointer: `${pointer}/inputs/${name}`,
      at: "key",
      message: `${path}.inputs.${name}: the section "${ref}" has no input "${name}" (${section.file}).`,
      hint: `${near !== undefined ? `Did you mean "${near}"${needed}?` : ""} ${known.length ? `Its inputs: ${known.join(", ")}.` : 'It declares no inputs: remove this one, or declare it in the section\'s "inputs".'}`.trim(),
    });
  }
  for (const [name, { required }] of declared) {
    if (!required || name in given || meant.has(name)) continue;
    issues.push({
      code: "missing-section-input",
      pointer: isRecord(use.inputs) ? `${pointer}/inputs` : pointer,
      at: isRecord(use.inputs) ? "key" : "value",
      message: `${path}: the section "${ref}" needs the input "${name}", which this use does not give.`,
      hint: `Add "inputs": { "${name}": "…" } (${section.file} says what it is for).`,
    });
  }
  return issues;
}

/** The chain of sections from `from` back to `target` (["b", "a"] for a → b → a), if any. */
function loopBack(
  from: string,
  target: string,
  sections: SectionTable,
  seen = new Set<string>(),
): string[] | undefined {
  if (from === target) return [from];
  if (seen.has(from)) return undefined;
  seen.add(from);
  const section = sections.get(from);
  let found: string[] | undefined;
  walkBlocks(blocksOf(section?.data), ({ block }) => {
    if (found || block.type !== "section" || typeof block.ref !== "string") return;
    const rest = loopBack(block.ref, target, sections, seen);
    if (rest) found = [from, ...rest];
  });
  return found;
}

/**
 * A main heading (a hero's title) in a site-wide section: every page has its own, so every page that shows the
 * section would have two. `lists`: site.json's uses at each place, their sections' blocks put in.
 */
export function siteSectionHeadingIssues(
  lists: Record<string, readonly unknown[]>,
  pageHeadingTypes: ReadonlySet<string>,
): Issue[] {
  const issues: Issue[] = [];
  for (const [place, list] of Object.entries(lists))
    list.forEach((use, index) => {
      if (!isRecord(use)) return;
      const heading = [] as string[];
      walkBlocks(Array.isArray(use.blocks) ? use.blocks : [], ({ block }) => {
        if (typeof block.type === "string" && pageHeadingTypes.has(block.type)) heading.push(block.type);
      });
      if (!heading.length) return;
      issues.push({
        code: "second-page-heading",
        pointer: `/sections/${place}/${index}/ref`,
        at: "value",
        message: `sections.${place}[${index}].ref: the section "${String(use.ref)}" shows a main heading (its ${heading[0]} block), and it is shown on every page, which has its own: each would have two.`,
        hint: 'Use a block with an ordinary heading in that section (for example "cta"), or place it on the pages that need it with a "section" block.',
      });
    });
  return issues;
}
