import type { BlockType, Collections } from "../generated/config-types.ts";

/** What a block type receives beyond its own fields: a data collection's items, and the site's facts. */
export interface BlockData {
  collection?: keyof Collections;
  site?: true;
}

/**
 * What a block type receives beyond its own fields, attached by the resolve step (src/engine/resolve): the
 * items of a data collection (pages-config/data/<name>.json) as `items`, site facts as `site`. Configs never
 * name them. The renderers' prop types are derived from it. A module apart from the renderers' registry
 * (src/blocks/registry.ts), in the engine, so that the validator, which Vite's config loads, pulls in no renderer.
 */
export const blockData = {
  article: { site: true },
  form: { site: true },
  "integration-grid": { collection: "integrations" },
  "legal-text": { site: true },
  locations: { site: true },
  "press-list": { collection: "press" },
  testimonials: { collection: "testimonials" },
} as const satisfies { readonly [K in BlockType]?: BlockData };

/** The data a block type receives beyond its own fields (see blockData), or undefined. */
export function dataOf(type: string): BlockData | undefined {
  return Object.hasOwn(blockData, type) ? blockData[type as keyof typeof blockData] : undefined;
}
