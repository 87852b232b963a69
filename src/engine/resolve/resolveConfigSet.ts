import type { Collections, PageConfig, SiteConfig } from "../../generated/config-types.ts";
import type { NotFoundEntry, PageEntry, ValidConfigSet } from "../validateConfigDir.ts";
import { placeholderValues } from "./fillPlaceholders.ts";
import { resolveConfig, type ResolveContext } from "./resolveConfig.ts";
import { attachBlockData, type ResolvedBlock } from "./resolvedTypes.ts";
import { namedAddresses } from "../namedAddresses.ts";
import type { ContentFeed } from "../content/feeds.ts";

export type ResolvedPage = Omit<PageConfig, "blocks"> & {
  blocks: ResolvedBlock[];
  /** The feed of the collection this page belongs to (src/engine/content/feeds.ts), linked from its head. */
  feedLink?: { href: string; title: string };
};

export interface ResolvedConfigSet {
  site: SiteConfig;
  pages: PageEntry<ResolvedPage>[];
  notFound: NotFoundEntry<ResolvedPage>[];
  /** The data collections, resolved like the pages. */
  collections: Partial<Collections>;
  /** The year {year} was filled with (the build's). */
  year: number;
  /** The feeds the finishing step writes. */
  feeds: ContentFeed[];
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
  const feeds = set.feeds ?? [];
  const feedOfRoute = (route: string | undefined) =>
    route === undefined
      ? undefined
      : feeds.find((f) => route === f.pagesUnder || route.startsWith(f.pagesUnder === "/" ? "/" : `${f.pagesUnder}/`));
  const page = <E extends { file: string; config: PageConfig; route?: string }>(entry: E) => {
    const config = resolveConfig(entry.config, linksOf(entry.file), context);
    const feed = feedOfRoute(entry.route);
    return {
      ...entry,
      config: {
        ...config,
        blocks: config.blocks.map((block) => attachBlockData(block, collections, site)),
        ...(feed ? { feedLink: { href: feed.path, title: feed.title } } : {}),
      },
    };
  };

  return {
    site,
    pages: set.pages.map(page),
    notFound: set.notFound.map(page),
    collections,
    year,
    feeds,
  };
}
