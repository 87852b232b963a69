import { problemText } from "../../../engine/diagnostic";
import { fieldPath } from "../../../engine/fieldPath";
import type { EditorDiagnostic } from "../../shared/api";

/**
 * A problem as it reads at its field in a form: the CLI's words and place, without the field's path in front
 * (the field is where it shows: "blocks[1].title: must not be empty." reads "Must not be empty."). A missing
 * required field is one to fill in, with the schema's example: the CLI's fix ("Add it, for example: "title": …")
 * speaks of a file's keys, which a form has none of.
 */
export function fieldWords(d: EditorDiagnostic): string {
  const where = `(${d.path}:${d.line}:${d.column})`;
  if (d.code === "missing-field" && d.missing) {
    const { example } = d.missing;
    const shown = typeof example === "string" ? example : example === undefined ? "" : JSON.stringify(example);
    return `Required: fill this in.${shown ? ` For example: ${shown}` : ""} ${where}`;
  }
  const text = problemText(d);
  const prefix = d.pointer === undefined ? undefined : `${fieldPath(d.pointer)}: `;
  if (!prefix || !text.startsWith(prefix) || text.length === prefix.length) return `${text} ${where}`;
  const rest = text.slice(prefix.length);
  return `${rest[0].toUpperCase()}${rest.slice(1)} ${where}`;
}
