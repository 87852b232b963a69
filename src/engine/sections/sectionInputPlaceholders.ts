import type { Issue } from "../explainErrors.ts";
import { fieldPath } from "../fieldPath.ts";
import { didYouMean } from "../suggest.ts";
import { declaredInputs } from "./sectionLanguages.ts";

/** How a section's text names one of its inputs: {input.<name>} (src/engine/sections/expandSections.ts fills it). */
const inputPlaceholder = /^\{input\.([a-z][a-zA-Z0-9]*)\}$/;

/**
 * A section's unknown-placeholder issues, its inputs known: an {input.<name>} it declares is no problem (each use
 * fills it); one it does not declare would show nothing on every page, and is told so, with its inputs.
 */
export function sectionInputPlaceholders(issues: Issue[], section: unknown): Issue[] {
  const declared = [...declaredInputs(section).keys()];
  return issues.flatMap((issue) => {
    const name = issue.code === "unknown-placeholder" ? inputPlaceholder.exec(issue.placeholder ?? "")?.[1] : undefined;
    if (name === undefined) return [issue];
    if (declared.includes(name)) return [];
    const near = didYouMean(name, declared);
    return [
      {
        ...issue,
        message: `${fieldPath(issue.pointer)}: "{input.${name}}" names no input of this section, so it would show nothing on every page that uses it.`,
        hint: `${near ? `${near} ` : ""}${
          declared.length
            ? `Its inputs: ${declared.join(", ")}; or declare "${name}" in its "inputs".`
            : `It declares no inputs: add "inputs": { "${name}": { "description": "…" } } to it.`
        }`,
      },
    ];
  });
}
