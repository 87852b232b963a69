import type { TrailStep } from "../../engine/breadcrumbTrail";
import { absoluteUrl, type JsonLdNode } from "./types";

/**
 * A `BreadcrumbList` from a page's trail (src/engine/breadcrumbTrail.ts): each step a `ListItem` with its position,
 * name and absolute address. Undefined for fewer than two steps (the home page: one step says nothing).
 */
export function breadcrumbsJsonLd(trail: readonly TrailStep[], siteUrl: string): JsonLdNode | undefined {
  if (trail.length < 2) return undefined;
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(siteUrl, step.route),
    })),
  };
}
