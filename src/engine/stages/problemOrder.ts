import type { ConfigSet } from "../configSet.ts";
import type { Diagnostic } from "../diagnostic.ts";
import { sortDiagnostics } from "../diagnostic.ts";
import { escapeInvisible } from "../checks/text/invisibleCharacters.ts";

/**
 * The problems of a config set as the person reads them: by file, line and column (in the order found where they
 * share a place), each once, the one about an invisible character in a field alone, control characters printable.
 */
export function inReadingOrder(set: ConfigSet): ConfigSet {
  // Keys and values quoted in messages may hold control characters: print them as \uXXXX, never raw.
  set.warnings = sortDiagnostics(set.warnings.map(withPages)).map(printable);
  set.diagnostics = sortDiagnostics(hiddenCharactersFirst(once(set.diagnostics))).map(printable);
  return set;
}

/**
 * Each problem once: the pages a template makes share its lines, so a check of each page may find the same one; a
 * problem told at an item that several pages list names them all in its hint. A page's list that finds in an item
 * the very problem the item's own collection schema finds there ("status": "Conect" where both take "Connect") is
 * that one problem: the collection's message stays, naming the pages that show the item.
 */
function once(found: Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, Diagnostic>();
  const kept = oneWithItsCollection(found).filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
    const first = seen.get(key);
    if (first) {
      if (first.shownOn && d.shownOn) first.shownOn.push(...d.shownOn);
      return false;
    }
    seen.set(key, d.shownOn ? { ...d, shownOn: [...d.shownOn] } : d);
    return true;
  });
  return kept.map((d) => seen.get(`${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`)!).map(withPages);
}

/** What a page's list adds to a problem it finds in an item (src/engine/content/collectionLists.ts, issueAtItem). */
const toldAtItem = / \(the item "[^"]*" of "[^"]*"\)$/;

/** The problems a page's list finds in an item that its collection's own schema finds too, left to that one. */
function oneWithItsCollection(diagnostics: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic, message: string) => `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${message}`;
  const own = new Map(diagnostics.filter((d) => !d.shownOn).map((d) => [key(d, d.message), d]));
  const pagesOf = new Map<Diagnostic, NonNullable<Diagnostic["shownOn"]>>();
  const rest = diagnostics.filter((d) => {
    const same = d.shownOn && own.get(key(d, d.message.replace(toldAtItem, "")));
    if (!same || !d.shownOn) return true;
    pagesOf.set(same, [...(pagesOf.get(same) ?? []), ...d.shownOn]);
    return false;
  });
  return rest.map((d) => (pagesOf.has(d) ? { ...d, shownOn: pagesOf.get(d) } : d));
}

/** The pages that show a problem told at an item, written into its hint: "Shown as blocks[1].items[0] on …". */
function withPages({ shownOn, ...d }: Diagnostic): Diagnostic {
  if (!shownOn?.length) return d;
  const byField = new Map<string, string[]>();
  for (const { page, field } of shownOn) {
    const pages = byField.get(field) ?? [];
    if (!pages.includes(page)) pages.push(page);
    byField.set(field, pages);
  }
  const parts = [...byField].map(([field, pages]) => `as ${field} on ${listed(pages)}`);
  const shown = `Shown ${parts.join("; ")}.`;
  return { ...d, hint: d.hint ? `${d.hint} ${shown}` : shown };
}

/** "a", "a and b", "a, b and 3 more pages". */
function listed(pages: string[]): string {
  if (pages.length > 4) return `${pages.slice(0, 3).join(", ")} and ${pages.length - 3} more pages`;
  return pages.length === 1 ? pages[0] : `${pages.slice(0, -1).join(", ")} and ${pages.at(-1)}`;
}

const printable = (d: Diagnostic): Diagnostic => ({
  ...d,
  message: escapeInvisible(d.message),
  ...(d.hint ? { hint: escapeInvisible(d.hint) } : {}),
});

/**
 * A field with an invisible or look-alike character gets that one message: the other messages about the same
 * field (a link to no page, an unknown field, a value not in the expected form) all follow from it.
 */
function hiddenCharactersFirst(diagnostics: Diagnostic[]): Diagnostic[] {
  const hidden = new Set(
    diagnostics
      .filter((d) => d.code === "invisible-character" || d.code === "look-alike-character")
      .map((d) => `${d.file}\0${d.pointer}`),
  );
  if (!hidden.size) return diagnostics;
  return diagnostics.filter(
    (d) =>
      d.code === "invisible-character" ||
      d.code === "look-alike-character" ||
      d.pointer === undefined ||
      !hidden.has(`${d.file}\0${d.pointer}`),
  );
}
