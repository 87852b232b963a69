import { joinHint } from "../../diagnostic.ts";
import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { formatNameProblem, formatNames } from "../../formats/formatValue.ts";
import { findUnknownPlaceholders, placeholderNames } from "../../placeholders.ts";
import { didYouMean } from "../../suggest.ts";

const knownPlaceholders = placeholderNames.map((name) => `{${name}}`);
const known = new Set<string>(placeholderNames);

/**
 * Every {placeholder} of a text that the site would show as written, each an issue at the text's field: an unknown
 * name (did-you-mean), a known one with spaces or a format, an {item.…} outside a page template or a list's "each".
 */
export function placeholderIssues(text: string, pointer: string): Issue[] {
  const issues: Issue[] = [];
  for (const { written, name, format, arg } of findUnknownPlaceholders(text)) {
    issues.push({
      code: "unknown-placeholder",
      pointer,
      at: "value",
      message: `${fieldPath(pointer)}: "${written}" is not a placeholder the site fills in, so visitors would see it as written.`,
      hint: hintFor(written, name, format, arg),
      placeholder: written,
    });
  }
  return issues;
}

function hintFor(
  written: string,
  name: string,
  format: string | undefined,
  arg: string | undefined,
): string | undefined {
  const spaced = /\s/.test(written);
  if (name.startsWith("item.")) {
    const tidy = `{${name}${format === undefined ? "" : `|${format}${arg === undefined ? "" : `:${arg}`}`}}`;
    if (spaced) return `Write it without spaces: "${tidy}".`;
    const wrongFormat = format === undefined ? undefined : formatNameProblem({ name: format, arg });
    if (format === "") return `Name a format after the bar (${formatNames.join(", ")}), or remove the bar.`;
    if (wrongFormat) return joinHint(wrongFormat.message, wrongFormat.hint);
    return 'An {item.…} is filled in only on a page template (pages/…/[slug].json) and in a list\'s "each" (docs/content.md).';
  }
  if (format !== undefined) {
    return known.has(name)
      ? `"{${name}}" takes no format: write "{${name}}".`
      : joinHint(didYouMean(`{${name}}`, knownPlaceholders), `Known placeholders: ${knownPlaceholders.join(", ")}.`);
  }
  if (known.has(name)) return `Write it without spaces: "{${name}}".`;
  return joinHint(didYouMean(`{${name}}`, knownPlaceholders), `Known placeholders: ${knownPlaceholders.join(", ")}.`);
}
