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
}

/** The message and its hint as one line of text: "… is not in public/. Put it at public/… or fix the path." */
export function problemText(p: Pick<Problem, "message" | "hint">): string {
  return p.hint ? `${p.message} ${p.hint}` : p.message;
}

/** The CLI's line: `FILE:LINE:COL  message hint`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  ${problemText(d)}`;
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
      `${diagnostics.length} config problem${diagnostics.length === 1 ? "" : "s"}:\n` +
        sortDiagnostics(diagnostics).map(formatDiagnostic).join("\n"),
    );
    this.name = "ConfigError";
  }
}
