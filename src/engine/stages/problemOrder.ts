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
  set.warnings = sortDiagnostics(set.warnings).map(printable);
  set.diagnostics = sortDiagnostics(hiddenCharactersFirst(once(set.diagnostics))).map(printable);
  return set;
}

/** Each problem once: the pages a template makes share its lines, so a check of each page may find the same one. */
function once(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
