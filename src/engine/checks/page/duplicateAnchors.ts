import type { DocumentNode } from "@humanwhocodes/momoa";
import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { type FoundField, findStringFields } from "../../findStringFields.ts";
import { locate } from "../../jsonWithPositions.ts";

/**
 * An "anchor" name used twice in one page: "/#demo" could only ever reach the first. Reported at the second.
 * `ast` gives the page's position tree (asked for only when there is a repeat to report).
 */
export function duplicateAnchors(page: unknown, ast: () => DocumentNode): Issue[] {
  const first = new Map<string, FoundField>();
  const issues: Issue[] = [];
  for (const field of findStringFields(page, "anchor")) {
    const earlier = first.get(field.value);
    if (!earlier) {
      first.set(field.value, field);
      continue;
    }
    const line = locate(ast(), earlier.pointer).value.line;
    const owner = fieldPath(earlier.pointer.replace(/\/anchor$/, ""));
    issues.push({
      pointer: field.pointer,
      at: "value",
      code: "duplicate-anchor",
      message: `${fieldPath(field.pointer)}: "${field.value}" is already the anchor of ${owner} (line ${line}).`,
      hint: "Each section of a page needs its own anchor name.",
    });
  }
  return issues;
}
