import type { Block, BlockOf, BlockType, Collections, SiteConfig } from "../../generated/config-types.ts";
import { dataOf, type blockData } from "../blockData.ts";

/**
 * Site settings some renderers show or use: support addresses (e-mail links), webhook addresses (forms), the
 * language days and times are written in (opening hours).
 */
export type SiteFacts = Pick<SiteConfig, "support" | "webhooks"> & { language?: string };

/** The data a block type declares (src/engine/blockData.ts), or nothing. */
type DeclaredData<T extends BlockType> = T extends keyof typeof blockData ? (typeof blockData)[T] : unknown;

/**
 * A block as its renderer receives it: text with {placeholders} filled, links final, and the data its type
 * declares in the registry attached (a collection's items, site facts). The fields are the ones generated
 * from the block's schema; nothing is restated by hand.
 */
export type ResolvedBlockOf<T extends BlockType> = BlockOf<T> &
  (DeclaredData<T> extends { collection: infer C extends keyof Collections } ? { items: Collections[C] } : unknown) &
  (DeclaredData<T> extends { site: true } ? { site: SiteFacts } : unknown);

export type ResolvedBlock = { [K in BlockType]: ResolvedBlockOf<K> }[BlockType];

/** Attaches what a block's type declares it needs beyond its own fields: a collection's items, site facts. */
export function attachBlockData(block: Block, collections: Partial<Collections>, site: SiteConfig): ResolvedBlock {
  const data = dataOf(block.type);
  let resolved: object = block;
  if (data?.collection) {
    const items = collections[data.collection];
    if (!items) throw new Error(`data collection "${data.collection}" is missing`);
    resolved = { ...resolved, items };
  }
  if (data?.site)
    resolved = {
      ...resolved,
      site: { support: site.support, webhooks: site.webhooks, language: siteLanguage(site) } satisfies SiteFacts,
    };
  // the fields attached above are exactly the ones ResolvedBlockOf adds for this block type
  return resolved as unknown as ResolvedBlock;
}

/**
 * The language a site's pages are written in: the first of site.json "languages" when the site lists them,
 * else English (the pages' <html lang>). A page in another language of the site passes its own at merge.
 */
function siteLanguage(site: SiteConfig): string {
  const { languages } = site as { languages?: unknown };
  return Array.isArray(languages) && typeof languages[0] === "string" ? languages[0] : "en";
}
