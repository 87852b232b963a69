import type { Collections, PageConfig, SiteConfig } from "../../generated/config-types.ts";
import type { NotFoundEntry, PageEntry, ValidConfigSet } from "../validateConfigDir.ts";
import { placeholderValues } from "./fillPlaceholders.ts";
import { resolveConfig, type ResolveContext } from "./resolveConfig.ts";
import { attachBlockData, type ResolvedBlock } from "./resolvedTypes.ts";
import { namedAddresses } from "../namedAddresses.ts";

export type ResolvedPage = Omit<PageConfig, "blocks"> & { blocks: ResolvedBlock[] };

export interface ResolvedConfigSet {
  site: SiteConfig;
  pages: PageEntry<ResolvedPage>[];
  notFound: NotFoundEntry<ResolvedPage>[];
  /** The data collections, resolved like the pages. */
  collections: Partial<Collections>;
  /** The year {year} was filled with (the build's). */
  year: number;
}

/**
 * The configs as visitors get them, made once after validation: the page loader hands these to the
 * renderers, which are then pure functions of their props (the same data at build time and in the browser).
 */
export function resolveConfigSet(set: ValidConfigSet, now = new Date()): ResolvedConfigSet {
  const year = now.getFullYear();
  const context: ResolveContext = {
    placeholders: placeholderValues(set.site, year),
    siteLinks: namedAddresses(set.site.links),
  };
  const linksOf = (file: string) => set.linksByFile[file] ?? [];

  const collections = Object.fromEntries(
    Object.entries(set.collections).map(([name, items]) => {
      const file = set.collectionFiles[name];
      const resolved = resolveConfig({ items }, file ? linksOf(file) : [], context);
      return [name, resolved.items];
    }),
  ) as Partial<Collections>;

  const site = resolveConfig(set.site, linksOf(set.siteFile), context);
  const page = <E extends { file: string; config: PageConfig }>(entry: E) => {
    const config = resolveConfig(entry.config, linksOf(entry.file), context);
    return {
      ...entry,
      config: { ...config, blocks: config.blocks.map((block) => attachBlockData(block, collections, site)) },
    };
  };

  return {
    site,
    pages: set.pages.map(page),
    notFound: set.notFound.map(page),
    collections,
    year,
  };
}
