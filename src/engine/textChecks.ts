import { joinHint, type Problem } from "./diagnostic.ts";
import type { Issue } from "./explainErrors.ts";
import { everyString } from "./everyString.ts";
import { fieldPath } from "./fieldPath.ts";
import { firstForbiddenCharacter } from "./invisibleCharacters.ts";
import { findUnknownPlaceholders, placeholderNames } from "./placeholders.ts";
import { didYouMean } from "./suggest.ts";

const knownPlaceholders = placeholderNames.map((name) => `{${name}}`);

/** Every field name and text value of a config: no invisible or broken characters, no unknown {placeholders}. */
export function textChecks(data: unknown): Issue[] {
  const issues: Issue[] = [];
  for (const { text, pointer, isKey } of everyString(data)) {
    const where = fieldPath(pointer);
    const bad = firstForbiddenCharacter(text, !isKey);
    if (bad) {
      const what = isKey ? `the field name ${JSON.stringify(text)} contains` : "contains";
      const problem: Problem =
        bad.kind === "control"
          ? {
              code: "control-character",
              message: `${what} an invisible control character (${bad.code}) at character ${bad.position}, often left by copying and pasting.`,
              hint: `Remove it${bad.code === "U+000D" && !isKey ? "; to break a line write \\n" : ""}.`,
            }
          : {
              code: "broken-character",
              message: `${what} a broken character (${bad.code}, half of an emoji or other character) at character ${bad.position}.`,
              hint: "Remove it, or write the whole character.",
            };
      issues.push({ ...problem, pointer, at: isKey ? "key" : "value", message: `${where}: ${problem.message}` });
    }
    if (isKey) continue;
    for (const unknown of findUnknownPlaceholders(text)) {
      const hint = knownPlaceholders.includes(`{${unknown.name}}`)
        ? `Write it without spaces: "{${unknown.name}}".`
        : joinHint(
            didYouMean(`{${unknown.name}}`, knownPlaceholders),
            `Known placeholders: ${knownPlaceholders.join(", ")}.`,
          );
      issues.push({
        code: "unknown-placeholder",
        pointer,
        at: "value",
        message: `${where}: "${unknown.written}" is not a placeholder the site fills in, so visitors would see it as written.`,
        hint,
      });
    }
  }
  return issues;
}
