import type { Collections, PageConfig, SiteConfig } from "../../generated/config-types.ts";
import type { NotFoundEntry, PageEntry, ValidConfigSet } from "../validateConfigDir.ts";
import { placeholderValues } from "./fillPlaceholders.ts";
import { resolveConfig, type ResolveContext } from "./resolveConfig.ts";
import { attachBlockData, type ResolvedBlock } from "./resolvedTypes.ts";
import { namedAddresses } from "../namedAddresses.ts";
import { languageEntries, type PageLanguage } from "../i18n/pageLanguages.ts";
import { siteInLanguage, siteLanguages } from "../i18n/siteLanguages.ts";

export type ResolvedPage = Omit<PageConfig, "blocks"> & { blocks: ResolvedBlock[] };

export interface ResolvedConfigSet {
  /** The site settings in the default language. */
  site: SiteConfig;
  /** The site settings as each declared language shows them (its "translations" over the default's). */
  siteByLanguage: Record<string, SiteConfig>;
  /** Each page with its language and translations, and each page a language lacks served from the default. */
  pages: (PageEntry<ResolvedPage> & PageLanguage)[];
  notFound: (NotFoundEntry<ResolvedPage> & PageLanguage)[];
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

  const languages = siteLanguages(site);
  const siteByLanguage = Object.fromEntries(
    languages.all.map((code, index) => [code, index === 0 ? site : { ...siteInLanguage(site, code) }]),
  );
  const entries = languageEntries(set.pages.map(page), set.notFound.map(page), languages);
  return {
    site,
    siteByLanguage,
    pages: entries.pages,
    notFound: entries.notFound,
    collections,
    year,
  };
}
