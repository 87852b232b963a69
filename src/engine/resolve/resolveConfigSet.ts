import path from "node:path";
import type { PageConfig, SiteConfig } from "../../generated/config-types.ts";
import type { NotFoundEntry, PageEntry, ValidConfigSet } from "../validateConfigDir.ts";
import { placeholderValues } from "./fillPlaceholders.ts";
import { resolveConfig, type ResolveContext } from "./resolveConfig.ts";
import { attachBlockDataToAll, type ResolvedBlock } from "./resolvedTypes.ts";
import { namedAddresses } from "../namedAddresses.ts";
import { expandSections, type ResolvedSections } from "../sections/expandSections.ts";
import { sectionsByLanguage } from "../sections/sectionLanguages.ts";
import { siteSectionsOf } from "../sections/siteSections.ts";
import { filesOfSectionsShown } from "../sections/sectionFiles.ts";
import { imageSize, type ImageSize, svgSize } from "../imageSize.ts";
import { breadcrumbTrails, type TrailStep } from "../breadcrumbTrail.ts";
import { buildToday } from "../formats/today.ts";
import { withBusinessPlace } from "../content/businessPlace.ts";
import type { ContentFeed } from "../content/feeds.ts";
import type { DatedItemFacts } from "../content/datedItems.ts";
import type { Pager } from "../content/pagedLists.ts";
import { languageEntries, type PageLanguage } from "../i18n/pageLanguages.ts";
import { linkInLanguage, translationTable } from "../i18n/pageAddresses.ts";
import { languageOfRoute, routeInLanguage, siteInLanguage, siteLanguages } from "../i18n/siteLanguages.ts";

export type ResolvedPage = Omit<PageConfig, "blocks"> & {
  blocks: ResolvedBlock[];
  /** The feed of the collection this page belongs to (src/engine/content/feeds.ts), linked from its head. */
  feedLink?: { href: string; title: string };
  /** The facts of the dated item this page was made for, for its BlogPosting (its template's "structuredData"). */
  blogPosting?: DatedItemFacts;
  /** On a page of a paged list: its number and its neighbours' addresses (src/engine/content/pagedLists.ts). */
  pager?: Pager;
  /**
   * How many of `blocks` are site.json's site-wide sections (src/engine/sections/siteSections.ts): the first
   * `afterHeader` and the last `beforeFooter`, told at their place in `file` (site.json). None when the page has none.
   */
  siteSections?: { afterHeader: number; beforeFooter: number; file: string };
  /**
   * The file of each linked section the page shows (sections/<name>.json, or its language's translation), by the
   * name its uses give ("ref"): a problem while one of its blocks renders is told in that file.
   */
  sectionFiles?: Record<string, string>;
};

/** A page as the render gets it: its resolved config, and its breadcrumb trail (it names the pages above it). */
export type ResolvedPageEntry = PageEntry<ResolvedPage> & { trail: TrailStep[] };

/** A share picture's size, and the address of the file the build made of it at 1200×630 (none: the file as it is). */
export type SharePicture = ImageSize & { url?: string };

export interface ResolvedConfigSet {
  /** The site settings in the default language. */
  site: SiteConfig;
  /** The site settings as each declared language shows them (its "translations" over the default's). */
  siteByLanguage: Record<string, SiteConfig>;
  /** Each page with its language, translations and breadcrumb trail, and each page a language lacks served from the default. */
  pages: (ResolvedPageEntry & PageLanguage)[];
  notFound: (NotFoundEntry<ResolvedPage> & PageLanguage)[];
  /** The year {year} was filled with (the build's). */
  year: number;
  /**
   * The build's day, "2026-11-30" (src/engine/formats/today.ts: SITE_TODAY or SOURCE_DATE_EPOCH when set, else the
   * clock, in UTC): a legal text updated "today" shows it.
   */
  today: string;
  /**
   * The pixel size of each share picture the pages name (site.json "seo.ogImage", a page's "seo.ogImage"), by its
   * public/ path: read once here, so renderers read no file. Empty when no public folder was given (the editor).
   */
  shareImages: Record<string, SharePicture>;
  /**
   * The size each logo file is drawn at (site.json "logo", in every language), by its public/ path: the header and
   * footer keep its place before it loads. Empty when no public folder was given (the editor).
   */
  logoSizes: Record<string, ImageSize>;
  /** The site.json file (where problems of its settings are located). */
  siteFile?: string;
  /** The feeds the finishing step writes. */
  feeds: ContentFeed[];
}

/**
 * The configs as visitors get them, made once after validation: the page loader hands these to the
 * renderers, which are then pure functions of their props (the same data at build time and in the browser).
 */
export function resolveConfigSet(
  set: ValidConfigSet,
  now = new Date(),
  options: { publicDir?: string } = {},
): ResolvedConfigSet {
  const year = now.getFullYear();
  const context: ResolveContext = {
    placeholders: placeholderValues(set.site, year),
    siteLinks: namedAddresses(set.site.links),
  };
  const linksOf = (file: string) => set.linksByFile[file] ?? [];

  // a business whose main place is an item of a collection takes its address, hours and contacts from it
  // the site-wide sections go into each page's blocks (below), not into the settings every page reads
  const { sections: siteWide = {}, ...site } = resolveConfig(
    withBusinessPlace(set.site, set.content),
    linksOf(set.siteFile),
    context,
  );
  const feeds = set.feeds ?? [];
  const feedOfRoute = (route: string | undefined) =>
    route === undefined
      ? undefined
      : feeds.find((f) => route === f.pagesUnder || route.startsWith(f.pagesUnder === "/" ? "/" : `${f.pagesUnder}/`));
  const languages = siteLanguages(site);
  // each linked section resolved once (its placeholders and links final), put into the pages of its language
  // that use it (a translation, sections/<language>/<name>.json, in place of the default language's)
  const sectionsByKey: ResolvedSections = new Map(
    Object.entries(set.sections ?? {}).map(([key, s]) => [
      key,
      resolveConfig(s.config, linksOf(s.file), context).blocks,
    ]),
  );
  const sectionsOf = sectionsByLanguage(sectionsByKey, languages);
  const sectionFilesOf = sectionsByLanguage(
    new Map(Object.entries(set.sections ?? {}).map(([key, s]) => [key, s.file])),
    languages,
  );
  const translations = translationTable(set.pages, languages);
  const siteByLanguage: Record<string, SiteConfig> = Object.fromEntries(
    languages.all.map((code, index) => [code, index === 0 ? site : { ...siteInLanguage(site, code) }]),
  );
  const page = <
    E extends {
      file: string;
      config: PageConfig;
      route?: string;
      fileRoute?: string;
      prefix?: string;
      blogPosting?: DatedItemFacts;
      pager?: Pager;
    },
  >(
    entry: E,
  ) => {
    // the blocks write the builder's words in their content's language (a fallback page's stay the default's)
    const address = entry.route ?? (entry.prefix?.replace(/\/$/, "") || "/");
    const language = languageOfRoute(address, languages);
    const lead = (href: string) => linkInLanguage(href, language, translations, languages);
    const config = resolveConfig(entry.config, linksOf(entry.file), { ...context, lead });
    const feed = feedOfRoute(entry.route);
    const pageSite = siteByLanguage[language] ?? site;
    const addressed = entry.route === undefined ? undefined : { route: entry.route, fileRoute: entry.fileRoute };
    const bands = siteSectionsOf({ sections: siteWide }, addressed, languages);
    const blocks = [...bands.afterHeader, ...config.blocks, ...bands.beforeFooter] as typeof config.blocks;
    const counts = { afterHeader: bands.afterHeader.length, beforeFooter: bands.beforeFooter.length };
    const expanded = expandSections(blocks, sectionsOf.get(language) ?? new Map());
    const sectionFiles = filesOfSectionsShown(expanded, sectionFilesOf.get(language));
    return {
      ...entry,
      config: {
        ...config,
        blocks: attachBlockDataToAll(expanded, pageSite, language),
        ...(counts.afterHeader || counts.beforeFooter
          ? { siteSections: { ...counts, file: set.siteFile ?? "site.json" } }
          : {}),
        ...(sectionFiles ? { sectionFiles } : {}),
        ...(feed ? { feedLink: { href: feed.path, title: feed.title } } : {}),
        ...(entry.blogPosting ? { blogPosting: entry.blogPosting } : {}),
        ...(entry.pager ? { pager: entry.pager } : {}),
      },
    };
  };

  const pages = set.pages.map(page);
  // a noindex translation is named to no search engine: the pages it translates leave it out of their alternates
  const entries = languageEntries(
    pages,
    set.notFound.map(page),
    languages,
    (entry) => entry.config.seo.noindex === true,
  );
  // a page's trail starts at its language's home page; its steps are named by the titles as shown ({product} filled)
  const trailOf = breadcrumbTrails(pages, (route) =>
    routeInLanguage("/", languageOfRoute(route, languages), languages),
  );
  return {
    site,
    siteByLanguage,
    pages: entries.pages.map((entry) => ({ ...entry, trail: trailOf(entry.route) })),
    notFound: entries.notFound,
    year,
    today: buildToday(process.env, now),
    shareImages: options.publicDir ? shareImageSizes(set, options.publicDir) : {},
    logoSizes: options.publicDir ? logoSizes(Object.values(siteByLanguage), options.publicDir) : {},
    siteFile: set.siteFile,
    feeds,
  };
}

/** The size of every logo file the site names, in any of its languages (an SVG's from its root element). */
function logoSizes(sites: SiteConfig[], publicDir: string): Record<string, ImageSize> {
  const named = new Set(sites.flatMap((site) => [site.logo.full, site.logo.compact, site.logo.footer]));
  const sizes: Record<string, ImageSize> = {};
  for (const src of [...named].flatMap((logo) => (logo ? [logo.src] : [])).sort()) {
    const file = path.join(publicDir, src);
    const size = imageSize(file) ?? svgSize(file);
    if (size) sizes[src] = size;
  }
  return sizes;
}

/** The size of every share picture named, each file read once (the seam where made share pictures will come in). */
function shareImageSizes(set: ValidConfigSet, publicDir: string): Record<string, ImageSize> {
  const named = new Set([set.site.seo.ogImage, ...[...set.pages, ...set.notFound].map((p) => p.config.seo.ogImage)]);
  const sizes: Record<string, ImageSize> = {};
  for (const picture of [...named].sort()) {
    const size = picture === undefined ? undefined : imageSize(path.join(publicDir, picture));
    if (picture !== undefined && size) sizes[picture] = size;
  }
  return sizes;
}
