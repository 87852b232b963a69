import path from "node:path";
import { type Diagnostic } from "./diagnostic.ts";
import { diagnosticLines } from "./diagnosticLines.ts";
import { workingDir } from "./projectPaths.ts";

/** What Vite's error overlay shows for config problems: the CLI's lines, pointing at the first problem. */
export interface OverlayError {
  message: string;
  stack: string;
  plugin: string;
  id: string;
  loc: { file: string; line: number; column: number };
}

/**
 * A diagnostic names its file from the folder the command was started in (shownPath), which the dev server's
 * process is not (it runs in the builder's folder): the overlay's link is the file's whole path from there.
 */
export function overlayError(diagnostics: readonly Diagnostic[]): OverlayError {
  const first = diagnostics[0];
  const file = path.resolve(workingDir(), first.file);
  return {
    message: diagnosticLines([...diagnostics]).join("\n"),
    stack: "",
    plugin: "pages-config",
    id: file,
    loc: { file, line: first.line, column: first.column },
  };
}
