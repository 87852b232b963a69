import type { Issue } from "../explainErrors.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import { childPointer } from "../jsonPointer.ts";
import { didYouMean } from "../suggest.ts";
import { declaredInputs } from "./sectionLanguages.ts";

/** How a section's text names one of its inputs: {input.<name>} (src/engine/sections/expandSections.ts fills it). */
const inputPlaceholder = /^\{input\.([a-z][a-zA-Z0-9]*)\}$/;
const inputPlaceholders = /\{input\.([a-z][a-zA-Z0-9]*)\}/g;

/**
 * A section's unknown-placeholder issues without its {input.<name>}s: each use fills those (the ones the section does
 * not declare are told by undeclaredInputIssues, which knows the inputs its uses give).
 */
export function withoutInputPlaceholders(issues: Issue[]): Issue[] {
  return issues.filter((i) => !(i.code === "unknown-placeholder" && inputPlaceholder.test(i.placeholder ?? "")));
}

/** Whether two sections (a translation and its original) declare inputs of the same names. */
export function sameInputNames(a: unknown, b: unknown): boolean {
  const names = (section: unknown) => [...declaredInputs(section).keys()].sort().join("\n");
  return names(a) === names(b);
}

/**
 * Each {input.<name>} of a section's texts that names none of the inputs it declares: it would show nothing on every
 * page that uses it, told at its text with the inputs there are.
 */
export function undeclaredInputIssues(section: unknown): Issue[] {
  const declared = [...declaredInputs(section).keys()];
  const issues: Issue[] = [];
  // each undeclared name once a text, however often the text names it
  const told = new Set<string>();
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === "string") {
      for (const [, name] of value.matchAll(inputPlaceholders)) {
        const key = `${pointer}\0${name}`;
        if (declared.includes(name) || told.has(key)) continue;
        told.add(key);
        const near = didYouMean(name, declared);
        issues.push({
          code: "unknown-placeholder",
          pointer,
          at: "value",
          message: `${fieldPath(pointer)}: "{input.${name}}" names no input of this section, so it would show nothing on every page that uses it.`,
          hint: `${near ? `${near} ` : ""}${
            declared.length
              ? `Its inputs: ${declared.join(", ")}; or declare "${name}" in its "inputs".`
              : `It declares no inputs: add "inputs": { "${name}": { "description": "…" } } to it.`
          }`,
        });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, childPointer(pointer, i)));
    else if (isRecord(value))
      for (const [key, item] of Object.entries(value)) if (key !== "inputs") visit(item, childPointer(pointer, key));
  };
  if (isRecord(section)) visit(section.blocks, "/blocks");
  return issues;
}
