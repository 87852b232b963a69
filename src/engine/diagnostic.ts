import type { DiagnosticCode } from "./diagnosticCodes.ts";

export type { DiagnosticCode };

/** What was found, and how to fix it: the words of a diagnostic before it is located. */
export interface Problem {
  /** Which kind of problem (src/engine/diagnosticCodes.ts lists them all). */
  code: DiagnosticCode;
  /** Plain-words explanation of what is wrong, starting with the field it concerns. */
  message: string;
  /** How to fix it, printed after the message, when there is something to say. */
  hint?: string;
  /**
   * What one change can break in many places names it here, the same in each ("page /old" for every link to a
   * deleted page), so the CLI prints one message for it, listing the places.
   */
  cause?: string;
  /**
   * For a missing required field: its name, the first sentence of its description and an example value, so each
   * reader words the fix its own way (a JSON file, a Markdown item's front matter, a field of the editor's form).
   */
  missing?: { field: string; about?: string; example?: unknown };
}

/** One problem found in a config file, located for the person who has to fix it. */
export interface Diagnostic extends Problem {
  /** Path relative to the repository root (or the current directory), with forward slashes. */
  file: string;
  /** 1-based line of the offending key or value. */
  line: number;
  /** 1-based column of the offending key or value. */
  column: number;
  /** JSON pointer of the field concerned ("/blocks/1/title"; "" for the whole file), when known. */
  pointer?: string;
  /**
   * For a problem told at an item: each page that lists it, with the field that shows it; merged when the same
   * problem comes from several pages, then written into the hint (src/engine/stages/problemOrder.ts).
   */
  shownOn?: { page: string; field: string }[];
}

/** The message and its hint as one line of text: "… is not in public/. Put it at public/… or fix the path." */
export function problemText(p: Pick<Problem, "message" | "hint">): string {
  return p.hint ? `${p.message} ${p.hint}` : p.message;
}

/**
 * A text's pages of the builder's docs ("see docs/content.md") as found from where it is read: `docs` is the
 * folder holding them, as the reader sees it ("node_modules/config-page-builder/docs/" in a site repository, where
 * the site has no docs/ of its own); unchanged without it.
 */
export function withDocsAt(text: string, docs: string | undefined): string {
  return docs === undefined ? text : text.replace(/(^|[\s("'`])docs\/([\w-]+\.md)/g, `$1${docs}$2`);
}

/** The CLI's line: `FILE:LINE:COL  message hint`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  ${problemText(d)}`;
}

/** A warning's line: `FILE:LINE:COL  warning: message hint` (it stops nothing). */
export function formatWarning(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  warning: ${problemText(d)}`;
}

/** Where a diagnostic is: `FILE:LINE:COL`. */
const place = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}`;

/** Diagnostics with the same cause, in the order given: one problem, in one place or several. */
export function groupByCause(list: Diagnostic[]): Diagnostic[][] {
  const groups: Diagnostic[][] = [];
  const byCause = new Map<string, Diagnostic[]>();
  for (const d of list) {
    const group = d.cause === undefined ? undefined : byCause.get(`${d.code} ${d.cause}`);
    if (group) {
      group.push(d);
      continue;
    }
    const started = [d];
    groups.push(started);
    if (d.cause !== undefined) byCause.set(`${d.code} ${d.cause}`, started);
  }
  return groups;
}

/**
 * The CLI's lines for a list of diagnostics (`docs`: where the builder's docs are, withDocsAt): one line each, except that diagnostics sharing a cause (every link to
 * a deleted page) are one message, at the first place, followed by a line listing the other places.
 */
export function formatDiagnostics(list: Diagnostic[], docs?: string): string[] {
  return groupByCause(list).flatMap(([first, ...others]) =>
    others.length
      ? [
          withDocsAt(formatDiagnostic(first), docs),
          `    Also in ${others.length} more place${others.length === 1 ? "" : "s"}: ${others.map(place).join(", ")}.`,
        ]
      : [withDocsAt(formatDiagnostic(first), docs)],
  );
}

/** "3 problems in 2 files", or "1 problem, in 4 places in 3 files" when some share a cause. */
export function countProblems(list: Diagnostic[]): string {
  const problems = groupByCause(list).length;
  const files = new Set(list.map((d) => d.file)).size;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const places = list.length > problems ? `, in ${list.length} places` : "";
  return `${plural(problems, "problem")}${places} in ${plural(files, "file")}`;
}

/** A hint made of parts, some of them empty (" Did you mean …?" or ""); undefined when all are. */
export function joinHint(...parts: (string | undefined)[]): string | undefined {
  const text = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(" ");
  return text || undefined;
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Thrown by loaders and the build when configs are invalid; its message is the CLI's output. */
export class ConfigError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(
      `${countProblems(diagnostics).replace("problem", "config problem")}:\n` +
        formatDiagnostics(sortDiagnostics(diagnostics)).join("\n"),
    );
    this.name = "ConfigError";
  }
}
