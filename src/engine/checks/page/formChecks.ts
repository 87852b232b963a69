import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { isRecord } from "../../isRecord.ts";
import { allBlocks } from "../../blocks/walkBlocks.ts";

/**
 * Mistakes in a form block's fields that the schema cannot see: a field (a consent box above all) with no
 * label, a choice field without options, two options with one value, a default that is none of the options,
 * a date or number range that ends before it starts.
 */
export function formChecks(page: unknown): Issue[] {
  const blocks = isRecord(page) && Array.isArray(page.blocks) ? page.blocks : [];
  return allBlocks(blocks).flatMap(({ block, pointer }) =>
    block.type === "form" && Array.isArray(block.fields)
      ? block.fields.flatMap((field, f) => (isRecord(field) ? fieldIssues(field, `${pointer}/fields/${f}`) : []))
      : [],
  );
}

const choiceInputs = new Set(["select", "radio"]);

function fieldIssues(field: Record<string, unknown>, pointer: string): Issue[] {
  const issues: Issue[] = [];
  const input = typeof field.input === "string" ? field.input : "text";
  const add = (at: string, code: Issue["code"], message: string, hint: string) =>
    issues.push({ pointer: at, at: "value", code, message: `${fieldPath(at)}: ${message}`, hint });

  if (input !== "hidden" && field.label === undefined)
    add(
      pointer,
      "field-without-label",
      input === "checkbox"
        ? "this tick box has no label, so visitors cannot tell what they agree to."
        : "this field has no label, so visitors (and screen readers) cannot tell what to write.",
      input === "checkbox"
        ? 'Add "label", for example "label": "I agree to the", with "labelLink": { "label": "privacy policy", "href": "/privacy" }.'
        : 'Add "label": the words shown above the field.',
    );

  const options = Array.isArray(field.options) ? field.options.filter(isRecord) : undefined;
  if (choiceInputs.has(input) && !options)
    add(
      pointer,
      "choice-without-options",
      `a "${input}" field needs "options" to choose from.`,
      'Add "options": [{ "value": "…", "label": "…" }, …].',
    );

  const values = (options ?? []).map((option) => option.value);
  values.forEach((value, i) => {
    const first = values.indexOf(value);
    if (typeof value === "string" && first < i)
      add(
        `${pointer}/options/${i}/value`,
        "duplicate-option-value",
        `"${value}" is already the value of options[${first}], so the answer could not tell the two apart.`,
        "Give each option its own value.",
      );
  });

  if (typeof field.default === "string" && !values.includes(field.default))
    add(
      `${pointer}/default`,
      "default-not-an-option",
      `"${field.default}" is not the value of any of this field's options.`,
      values.length ? `Use one of: ${values.map((v) => JSON.stringify(v)).join(", ")}.` : 'Add "options" first.',
    );

  const rangeIssue = (low: string, high: string, what: string) => {
    const a = field[low];
    const b = field[high];
    if ((typeof a === "number" && typeof b === "number") || (typeof a === "string" && typeof b === "string"))
      if (a > b)
        add(
          `${pointer}/${high}`,
          "range-reversed",
          `the ${what} ends (${JSON.stringify(b)}) before it starts ("${low}": ${JSON.stringify(a)}), so no answer would be accepted.`,
          `Swap the two, or correct one: "${high}" must not be before "${low}".`,
        );
  };
  rangeIssue("earliest", "latest", "range of days");
  rangeIssue("min", "max", "range of numbers");
  return issues;
}
