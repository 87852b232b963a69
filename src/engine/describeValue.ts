const typeWords: Record<string, string> = {
  string: "text in double quotes",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "a group of fields in { }",
  null: "null",
};

export function expectedType(type: string | string[]): string {
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => typeWords[t] ?? t).join(" or ");
}

/** How a found value reads to a non-developer: text ("2000"), a number (12), a list, … */
export function describeFound(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string")
    return `text (${JSON.stringify(value.length > 40 ? value.slice(0, 37) + "..." : value)})`;
  if (typeof value === "number") return Number.isFinite(value) ? `a number (${value})` : "a number too large to use";
  if (typeof value === "boolean") return `${value}`;
  return "a group of fields { }";
}

export function exampleOf(schema: Record<string, unknown>): string | undefined {
  const example = schema.const ?? (schema.examples as unknown[] | undefined)?.[0];
  if (example === undefined) return undefined;
  const text = JSON.stringify(example);
  return text.length > 80 ? undefined : text;
}
