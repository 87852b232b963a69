import type { Block, BlockOf, BlockType, Collections, SiteConfig } from "../../generated/config-types.ts";

/** The items a block receives from the data collection it names with "collection" (none for other blocks). */
export type CollectionItems<B> = B extends { collection: infer C extends keyof Collections } ? { items: Collections[C] } : unknown;

/** Site settings some renderers show or use: support addresses (e-mail links), webhook addresses (forms). */
export type SiteFacts = Pick<SiteConfig, "support" | "webhooks">;

/** The block types whose renderers receive `site` (support e-mail links in text, webhooks of forms). */
export const blocksWithSiteFacts = ["article", "form", "legal-text"] as const satisfies readonly BlockType[];
type WithSiteFacts = (typeof blocksWithSiteFacts)[number];

/**
 * A block as its renderer receives it: text with {placeholders} filled, links final, collection items and
 * site facts attached. The fields are the ones generated from the block's schema; nothing is restated by hand.
 */
export type ResolvedBlockOf<T extends BlockType> = BlockOf<T> &
  CollectionItems<BlockOf<T>> &
  (T extends WithSiteFacts ? { site: SiteFacts } : unknown);

export type ResolvedBlock = { [K in BlockType]: ResolvedBlockOf<K> }[BlockType];

/** Attaches what a block needs beyond its own fields: collection items, site facts. */
export function attachBlockData(block: Block, collections: Partial<Collections>, site: SiteConfig): ResolvedBlock {
  let resolved: object = block;
  if ("collection" in block && typeof block.collection === "string") {
    const items = collections[block.collection as keyof Collections];
    if (!items) throw new Error(`data collection "${block.collection}" is missing`);
    resolved = { ...resolved, items };
  }
  if ((blocksWithSiteFacts as readonly string[]).includes(block.type)) {
    resolved = { ...resolved, site: { support: site.support, webhooks: site.webhooks } satisfies SiteFacts };
  }
  // the fields attached above are exactly the ones ResolvedBlockOf adds for this block type
  return resolved as unknown as ResolvedBlock;
}
