/**
 * Whether a text field holds long text (a quote, a description, a bio): a free text (no pattern but "not blank", no
 * format, no link) with no length limit or a large one, whose example, when the schema gives one, is a sentence.
 */
export function isLongText(schema: Record<string, unknown>): boolean {
  if (schema.type !== "string" || schema.enum || schema.format || schema["x-link"]) return false;
  if (typeof schema.pattern === "string" && schema.pattern !== "\\S") return false;
  if (typeof schema.maxLength === "number" && schema.maxLength <= 160) return false;
  const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  return typeof example !== "string" || example.length > 40 || example.includes("\n");
}
