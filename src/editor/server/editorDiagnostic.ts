import path from "node:path";
import { type Diagnostic, withDocsAt } from "../../engine/diagnostic.ts";
import { docsShown } from "../../engine/projectPaths.ts";
import type { EditorDiagnostic } from "../shared/api.ts";

/**
 * A problem as the editor shows it: its file inside the site's folder, and its pages of the docs where the site's
 * folder has them (the installed package's, in a site repository). The one translation the editor's APIs share.
 */
export function editorDiagnostic(d: Diagnostic, configDir: string): EditorDiagnostic {
  const docs = docsShown(configDir);
  return {
    path: path.relative(configDir, path.resolve(d.file)).split(path.sep).join("/"),
    line: d.line,
    column: d.column,
    code: d.code,
    message: withDocsAt(d.message, docs),
    ...(d.hint ? { hint: withDocsAt(d.hint, docs) } : {}),
    ...(d.missing ? { missing: d.missing } : {}),
  };
}
