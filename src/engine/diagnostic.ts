/** One problem found in a config file, located for the person who has to fix it. */
export interface Diagnostic {
  /** Path relative to the repository root (or the current directory), with forward slashes. */
  file: string;
  /** 1-based line of the offending key or value. */
  line: number;
  /** 1-based column of the offending key or value. */
  column: number;
  /** Plain-words explanation, starting with the field it concerns. */
  message: string;
  /** JSON pointer of the field concerned ("/blocks/1/title"; "" for the whole file), when known. */
  pointer?: string;
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  ${d.message}`;
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
