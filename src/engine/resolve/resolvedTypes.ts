import type { Block, BlockOf, BlockType, SiteConfig } from "../../generated/config-types.ts";
import { dataOf, type blockData } from "../blockData.ts";
import { mapBlocks } from "../blocks/walkBlocks.ts";
import { builderWords, type BuilderWordKey, type BuilderWords } from "../i18n/builderWords.ts";

/**
 * Site settings some renderers show or use: support addresses (e-mail links), webhook addresses (forms), the
 * language days and times are written in (opening hours).
 */
export type SiteFacts = Pick<SiteConfig, "support" | "webhooks"> & { language?: string };

/** The data a block type declares (src/engine/blockData.ts), or nothing. */
type DeclaredData<T extends BlockType> = T extends keyof typeof blockData ? (typeof blockData)[T] : unknown;

/**
 * A block as its renderer receives it: text with {placeholders} filled, links final, and the data its type
 * declares in the registry attached (site facts, the builder's words it writes in the page's language). The fields are the ones generated
 * from the block's schema; nothing is restated by hand.
 */
export type ResolvedBlockOf<T extends BlockType> = BlockOf<T> &
  (DeclaredData<T> extends { site: true } ? { site: SiteFacts } : unknown) &
  (DeclaredData<T> extends { words: readonly (infer K extends BuilderWordKey)[] }
    ? { words: Pick<BuilderWords, K> }
    : unknown);

export type ResolvedBlock = { [K in BlockType]: ResolvedBlockOf<K> }[BlockType];

/**
 * Attaches what a block's type declares it needs beyond its own fields: site facts, the builder's words. `language` is the language of the page's content (the site's default unless given); `site`
 * is the site as that language shows it, its "words" the site's overrides.
 */
export function attachBlockData(block: Block, site: SiteConfig, language = siteLanguage(site)): ResolvedBlock {
  const data = dataOf(block.type);
  let resolved: object = block;
  if (data?.site)
    resolved = {
      ...resolved,
      site: { support: site.support, webhooks: site.webhooks, language } satisfies SiteFacts,
    };
  if (data?.words) {
    const all = builderWords(language, site.words);
    resolved = { ...resolved, words: Object.fromEntries(data.words.map((key) => [key, all[key]])) };
  }
  // the fields attached above are exactly the ones ResolvedBlockOf adds for this block type
  return resolved as unknown as ResolvedBlock;
}

/** attachBlockData for every block of a list and of their slots (the blocks of columns and groups). */
export function attachBlockDataToAll(
  blocks: readonly Block[],
  site: SiteConfig,
  language = siteLanguage(site),
): ResolvedBlock[] {
  return mapBlocks(blocks, (block) => attachBlockData(block as unknown as Block, site, language)) as ResolvedBlock[];
}

/**
 * The language a site's pages are written in: the first of site.json "languages" when the site lists them,
 * else English (the pages' <html lang>). A page in another language of the site passes its own.
 */
function siteLanguage(site: SiteConfig): string {
  const { languages } = site as { languages?: unknown };
  return Array.isArray(languages) && typeof languages[0] === "string" ? languages[0] : "en";
}
