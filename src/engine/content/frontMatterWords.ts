import { stringify } from "yaml";
import type { Issue } from "../explainErrors.ts";
import { expectedType } from "../describeValue.ts";
import { fieldPath } from "../fieldPath.ts";
import { parsePointer, valueAtPointer } from "../jsonPointer.ts";

/**
 * A Markdown item's problems in the words of what its owner wrote: YAML front matter, not JSON. The schema's checks
 * word their fixes for a JSON file (`Add it, for example: "title": "…"`, "text in double quotes", "null"); in a
 * front matter a field is a line `title: …`, text needs no quotes, and an empty line `title:` is read as null.
 */
export function inFrontMatterWords(issues: Issue[], data: unknown): Issue[] {
  return issues.map((issue) => {
    if (issue.code === "missing-field" && issue.missing) return missingLine(issue, issue.missing);
    if (issue.code === "wrong-type") return wrongTypeInYaml(issue, valueAtPointer(data, issue.pointer));
    return issue;
  });
}

/** `title` missing: a line to add, written as the front matter writes it. */
function missingLine(issue: Issue, missing: NonNullable<Issue["missing"]>): Issue {
  const where = issue.pointer === "" ? "front matter" : fieldPath(issue.pointer);
  const message = `${where}: missing required field "${missing.field}"${missing.about ? ` (${missing.about})` : ""}.`;
  const parent = lastKey(issue.pointer);
  const place =
    issue.pointer === ""
      ? " to the front matter (between the --- lines)"
      : parent
        ? ` under "${parent}:", indented as its other fields are`
        : ` to ${where}`;
  const line = missing.example === undefined ? undefined : yamlLine(missing.field, missing.example);
  const hint = line
    ? `Add a line${place}, for example: ${line}`
    : `Add a line "${missing.field}: "${place}, followed by its value.`;
  return { ...issue, message, hint };
}

/** A front matter's empty line (`title:`, read as null), and "text" that needs no double quotes in YAML. */
function wrongTypeInYaml(issue: Issue, found: unknown): Issue {
  const key = lastKey(issue.pointer);
  if (found === null && key !== undefined && issue.pointer !== "") {
    return {
      ...issue,
      message: `${fieldPath(issue.pointer)}: has no value (the line "${key}:" is empty).`,
      hint: `Write its value after "${key}:" on the same line, or remove the line if the field is optional.`,
    };
  }
  const quoted = expectedType("string");
  if (!issue.message.includes(`expected ${quoted}`)) return issue;
  // a number or true/false where text goes: in YAML, quotes are what make it text
  return { ...issue, message: issue.message.replace(`expected ${quoted}`, "expected text") };
}

/** The last key of a pointer ("/image/alt" → "alt"); undefined for a list's place ("/tags/0") or the top. */
function lastKey(pointer: string): string | undefined {
  const last = parsePointer(pointer).at(-1);
  return last === undefined || /^\d+$/.test(last) ? undefined : last;
}

/** `title: Fresh bread` (a list or a group in [ ] and { }, on one line), or undefined when it is not one line. */
function yamlLine(field: string, example: unknown): string | undefined {
  const value = stringify(example, { collectionStyle: "flow", lineWidth: 0 }).trim();
  return value.includes("\n") ? undefined : `${field}: ${value}`;
}
