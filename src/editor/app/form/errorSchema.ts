import type { ErrorSchema } from "@rjsf/utils";
import { parsePointer } from "../../../engine/jsonPointer";
import type { EditorDiagnostic } from "../../shared/api";
import { fieldWords } from "./fieldWords";

/**
 * The problems of one form (the part of the file under `base`, e.g. "/blocks/2") as RJSF's error schema,
 * so each message shows at its field, in the words of a field (fieldWords). "missing required field" problems
 * show at the missing field.
 */
export function errorSchemaFor(diagnostics: EditorDiagnostic[], base: string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const d of diagnostics) {
    if (d.pointer === undefined || (d.pointer !== base && !d.pointer.startsWith(base + "/"))) continue;
    const segments = parsePointer(d.pointer.slice(base.length));
    const missing =
      d.code === "missing-field"
        ? (d.missing?.field ?? /missing required field "([^"]+)"/.exec(d.message)?.[1])
        : undefined;
    if (missing) segments.push(missing);
    let node = root;
    for (const segment of segments) node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(fieldWords(d));
  }
  return root as ErrorSchema;
}
