import type { JsonLdNode } from "./types";

/**
 * The text of a `<script type="application/ld+json">`: one graph of the page's nodes with schema.org as context.
 * `<`, `>` and `&` are written as \u escapes (the same JSON to a reader), so no text in a config (a name holding
 * "</script>" or "<!--") can end the script element or open a comment; U+2028 and U+2029 likewise.
 */
export function jsonLdScript(nodes: readonly JsonLdNode[]): string {
  if (nodes.length === 0) return "";
  const document =
    nodes.length === 1
      ? { "@context": "https://schema.org", ...nodes[0] }
      : { "@context": "https://schema.org", "@graph": nodes };
  return JSON.stringify(document).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
