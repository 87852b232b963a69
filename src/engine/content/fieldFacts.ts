import { isRecord } from "../isRecord.ts";

/**
 * What a collection's schema says of its fields, by field path ("price", "diet", "address.city"): the words of
 * coded values, and what kind of value each field holds. Read once per collection schema.
 */
export interface FieldFacts {
  /**
   * The words of each coded value, in the default language: an enum written as choices with titles
   * ("oneOf": [{ "const": "gluten-free", "title": "Gluten-free" }], or a "description" where there is no title), on
   * the field or on the items of a list field.
   */
  labels: Record<string, Record<string, string>>;
  /** What each declared field holds: "date" for "format": "date"/"date-time", "number", "text", "list", "yes/no", "group". */
  kinds: Record<string, FieldKind>;
}

export type FieldKind = "date" | "number" | "text" | "list" | "yes/no" | "group";

/** The choices of a schema with titles: { code: title }; undefined when it has none. */
function titledChoices(spec: Record<string, unknown>): Record<string, string> | undefined {
  const choices = Array.isArray(spec.oneOf) ? spec.oneOf : Array.isArray(spec.anyOf) ? spec.anyOf : undefined;
  if (!choices) return undefined;
  const words: Record<string, string> = {};
  for (const choice of choices)
    if (isRecord(choice) && typeof choice.const === "string") {
      // VS Code shows a choice's "title" on hover and its "description" in the list of values offered while typing
      const shown = typeof choice.title === "string" ? choice.title : choice.description;
      if (typeof shown === "string") words[choice.const] = shown;
    }
  return Object.keys(words).length ? words : undefined;
}

function kindOf(spec: Record<string, unknown>): FieldKind | undefined {
  const type = Array.isArray(spec.type) ? spec.type.find((t) => t !== "null") : spec.type;
  if (type === "string") return spec.format === "date" || spec.format === "date-time" ? "date" : "text";
  if (type === "number" || type === "integer") return "number";
  if (type === "array") return "list";
  if (type === "boolean") return "yes/no";
  if (type === "object") return "group";
  if (titledChoices(spec) || Array.isArray(spec.enum)) return "text";
  return undefined;
}

export function fieldFacts(schema: unknown): FieldFacts {
  const facts: FieldFacts = { labels: {}, kinds: {} };
  const visit = (spec: unknown, path: string) => {
    if (!isRecord(spec)) return;
    const kind = kindOf(spec);
    if (kind) facts.kinds[path] = kind;
    const words = titledChoices(spec) ?? (isRecord(spec.items) ? titledChoices(spec.items) : undefined);
    if (words) facts.labels[path] = words;
    if (isRecord(spec.properties))
      for (const [name, child] of Object.entries(spec.properties)) visit(child, `${path}.${name}`);
  };
  if (isRecord(schema) && isRecord(schema.properties))
    for (const [name, child] of Object.entries(schema.properties)) visit(child, name);
  return facts;
}
