/**
 * Whether a text field holds long text (a quote, a description, a bio): a free text (no pattern but "not blank", no
 * format, no link) with no length limit or a large one, whose example, when the schema gives one, is a sentence.
 * The builder's own schemas (blocks, site.json) are shown this way.
 */
export function isLongText(schema: Record<string, unknown>): boolean {
  if (schema.type !== "string" || schema.enum || schema.format || schema["x-link"]) return false;
  if (typeof schema.pattern === "string" && schema.pattern !== "\\S") return false;
  if (typeof schema.maxLength === "number" && schema.maxLength <= 160) return false;
  const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  return typeof example !== "string" || example.length > 40 || example.includes("\n");
}

/**
 * Whether the schema says a text may hold line breaks: `"x-markdown": true` (Markdown, checked as the markdown
 * block's text) or `"x-long-text": true` (plain text on several lines). A site's collection fields are one line
 * unless marked so: a line break in any other field of a Markdown item's front matter is never what was meant.
 */
export function isMarkedLongText(schema: Record<string, unknown>): boolean {
  return schema.type === "string" && (schema["x-markdown"] === true || schema["x-long-text"] === true);
}
