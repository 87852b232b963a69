import type { JsonSchema } from "../../shared/api";

/** "readTime" → "Read time", "ogImage" → "Og image", "cta" → "Cta". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A copy of the schema where every property without its own title is labelled from its name. */
export function withFieldTitles(schema: JsonSchema): JsonSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== "object") return node;
    const out: JsonSchema = {};
    for (const [key, child] of Object.entries(node as JsonSchema)) {
      if (key === "properties" && child && typeof child === "object") {
        out.properties = Object.fromEntries(
          Object.entries(child as Record<string, JsonSchema>).map(([name, property]) => {
            const visited = visit(property) as JsonSchema;
            return [name, visited.title === undefined ? { ...visited, title: humanize(name) } : visited];
          }),
        );
      } else if (key === "examples" || key === "enum" || key === "const") {
        out[key] = child;
      } else {
        out[key] = visit(child);
      }
    }
    return out;
  };
  return visit(schema) as JsonSchema;
}
