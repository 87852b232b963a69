import { type Diagnostic, formatDiagnostic, formatDiagnostics, formatWarning, withDocsAt } from "./diagnostic.ts";
import { docsShown } from "./projectPaths.ts";

/*
 * The located lines a person reads (the commands, the dev server's terminal, overlay and error page): the CLI's
 * lines of diagnostic.ts, each "see docs/…" naming the docs where the reader finds them (docsShown: the installed
 * package's, in a site repository). Kept apart from diagnostic.ts, which the editor's browser code reads too.
 */

/** A list's lines: one each, those sharing a cause as one with their other places (formatDiagnostics). */
export const diagnosticLines = (list: Diagnostic[]): string[] => formatDiagnostics(list, docsShown());

export const diagnosticLine = (d: Diagnostic): string => withDocsAt(formatDiagnostic(d), docsShown());

export const warningLine = (w: Diagnostic): string => withDocsAt(formatWarning(w), docsShown());

/** Any other text of a message, its docs named as the reader finds them. */
export const withDocsShown = (text: string): string => withDocsAt(text, docsShown());
