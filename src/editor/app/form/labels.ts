import type { JsonSchema } from "../../shared/api";

/** Short words in property names, in the words people read. */
const spelledOut: Record<string, string> = {
  og: "sharing",
  cta: "call to action",
  url: "URL",
  seo: "SEO",
  api: "API",
  id: "ID",
  faq: "FAQ",
  src: "file",
  href: "link",
  utm: "UTM",
};

/** "readTime" → "Read time", "ogImage" → "Sharing image", "cta" → "Call to action", "FormAside" → "Form aside". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .split(" ")
    .filter(Boolean)
    .map((w) => spelledOut[w.toLowerCase()] ?? w.toLowerCase())
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A title that is a type's name for the generated code ("FormAside", "HeroBlock"), not words for people. */
function isTypeName(title: unknown): boolean {
  return typeof title === "string" && /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(title);
}

/** The label of a list's item: the form library says "Features-1"; people read "Feature 1". */
export function itemLabel(title: string | undefined): string | undefined {
  const match = title ? /^(.*)-(\d+)$/.exec(title) : null;
  if (!match) return title;
  const list = match[1];
  const one = /ies$/.test(list) ? list.replace(/ies$/, "y") : /[^s]s$/.test(list) ? list.slice(0, -1) : list;
  return `${one} ${match[2]}`;
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
            const named = visited.title === undefined || isTypeName(property.title);
            return [name, named ? { ...visited, title: humanize(name) } : visited];
          }),
        );
      } else if (key === "examples" || key === "enum" || key === "const") {
        out[key] = child;
      } else {
        out[key] = visit(child);
      }
    }
    // a choice's options and a group's own name, in words ("BoldText" → "Bold text")
    if (isTypeName(out.title)) out.title = humanize(String(out.title));
    return out;
  };
  return visit(schema) as JsonSchema;
}
