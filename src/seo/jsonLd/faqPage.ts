import type { JsonLdNode } from "./types";

/** One question of a `faq` block, its answer as plain text (the block's Markdown or rich text made plain). */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * A `FAQPage` from the items of a page's `faq` blocks. Markup only: since 2023 Google shows FAQ results for few
 * sites (government and health), so the site is promised nothing by it. Undefined when there are no items.
 */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdNode | undefined {
  if (items.length === 0) return undefined;
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
