import { jsonLdScript } from "./jsonLd/serialize";
import type { JsonLdNode } from "./jsonLd/types";

/**
 * The page's structured data as `<script type="application/ld+json">`. The one element of the site written as raw
 * text: a script's content is not HTML, and React would escape its quotes. What it writes is jsonLdScript's JSON, in
 * which `<`, `>` and `&` are \u escapes, so no config text can end the element (tests/unit/text-is-text.test.tsx).
 */
export function JsonLdScript({ nodes }: { nodes: readonly JsonLdNode[] }) {
  const json = jsonLdScript(nodes);
  return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
}
