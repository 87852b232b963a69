import { createHash } from "node:crypto";
import path from "node:path";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { allBlocks } from "../../../src/engine/blocks/walkBlocks";
import { notFoundPrerenderPath } from "../../../src/engine/routePaths";
import { contentKeyOfJson } from "./lastModified";
import { alternatesOf } from "../../../src/engine/i18n/pageLanguages";

/** One page the build writes: where React Router's handler answers it, where it goes, and its cache key. */
export interface PlannedPage {
  /** The address rendered: "/pricing/", "/404/", "/integrations/404/" (React Router's pre-render form). */
  url: string;
  /** The file in the built site: "pricing/index.html", "404.html", "integrations/404.html". */
  rel: string;
  /** The route the site check names: "/pricing"; a not-found page keeps its file: "/integrations/404.html". */
  route: string;
  /** For a not-found page, the section it answers for: "/" or "/integrations/". */
  notFoundPrefix?: string;
  /** Hash of everything the page's HTML is made from (see planPages). */
  key: string;
  /** For a page (not a not-found page): a hash of its own content (lastmod in the sitemap), and its noindex. */
  content?: { key: string; noindex?: true; language?: string; translations?: Record<string, string> };
}

/**
 * The address a render thread's warm-up renders (renderWorker.ts), which no page has: the site's not-found page
 * answers it.
 */
export const warmUpUrl = "/.page-builder-warm-up";

/** The site's own blocks, for the pages' keys: each type's code hash (siteBlockHashes.ts), and the bundle's part. */
export interface PageSiteBlocks {
  byType: ReadonlyMap<string, string>;
  /** A hash of what of the code bundle the pages name (the islands' files). */
  bundle: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Every page of the site, sorted by file, with its key. A page's HTML is a pure function of the builder's code,
 * the resolved site settings (navigation, footer, theme, links: read by every page), the sizes of the share
 * pictures and logo files the site names (read from public/ when the site is resolved), the year (and the day, for a
 * page showing a legal text updated "today"), and the page's own
 * resolved config, which carries everything else it shows: its collection items are attached to its blocks and
 * its placeholders and named links are filled in when the configs are resolved (src/engine/resolve); a page made
 * from a collection item, and a list taken from a collection, carry the item values they show (src/engine/content),
 * so the key changes exactly when those do. The renderers
 * read no file and no other page. So the key hashes exactly those, plus where the configs are shown from (the site
 * check's messages name them). Links between pages are not in the key: whether they land is checked on every
 * build, over every page (validation before, the site check after), never taken from the cache.
 *
 * The site's own blocks (blocks/<type>/) are code too, but of the pages that show them only: `codeHash` is the
 * builder's, and a page's key holds the hashes of the site block types it shows (found with the block walker, in
 * columns, groups and linked sections too), so editing one site block renders exactly its pages again. With site
 * blocks, the key also holds what of the code bundle a page names (its islands' files), in case a site block's
 * code changes them. A site without blocks/ (no `siteBlocks`) keeps its keys as they were.
 */
export function planPages(
  site: ResolvedConfigSet,
  context: { codeHash: string; configDir: string; cwd: string; siteBlocks?: PageSiteBlocks },
): PlannedPage[] {
  const siteBlocks = context.siteBlocks?.byType.size ? context.siteBlocks : undefined;
  const siteKey = sha256(
    JSON.stringify({
      code: context.codeHash,
      site: site.site,
      shareImages: site.shareImages,
      // the header and footer draw each logo at its file's size: a logo file of another size changes every page
      logoSizes: site.logoSizes,
      year: site.year,
      configDir: path.resolve(context.configDir),
      cwd: context.cwd,
      ...(siteBlocks ? { bundle: siteBlocks.bundle } : {}),
    }),
  );
  /** The site block types a page shows, with their hashes: { siteBlocks: { "price-list": "…" } }, or nothing. */
  const blockCode = (blocks: readonly unknown[]) => {
    if (!siteBlocks) return {};
    const used = siteBlockTypesShown(blocks, siteBlocks.byType).map((type) => [type, siteBlocks.byType.get(type)!]);
    return used.length ? { siteBlocks: Object.fromEntries(used) } : {};
  };
  /** A legal text updated "today" shows the build's day (LegalText.tsx): the key of a page showing one holds it. */
  const dayShown = (blocks: readonly unknown[]) =>
    allBlocks(blocks).some(({ block }) => block.type === "legal-text" && block.lastUpdated === "today")
      ? { today: site.today }
      : {};
  const key = (entry: unknown) => sha256(`${siteKey}\n${JSON.stringify(entry)}`);
  const multilingual = (site.site.languages?.length ?? 0) > 1;
  const pages: PlannedPage[] = [
    ...site.pages.map((entry) => {
      const inside = entry.route.replace(/^\/+/, "");
      // JSON.stringify({ route, config }) as written before, so that each page keeps its lastmod day; the page's key
      // holds this hash of its config rather than the config again (a post's config holds its whole text)
      const contentHash = contentKeyOfJson(
        `{"route":${JSON.stringify(entry.route)},"config":${JSON.stringify(entry.config)}}`,
      );
      return {
        url: inside ? `/${inside}/` : "/",
        rel: inside ? `${inside}/index.html` : "index.html",
        route: entry.route,
        key: sha256(
          `${siteKey}\n${JSON.stringify({
            kind: "page",
            file: entry.file,
            route: entry.route,
            // the trail names the pages above it (their titles show in its BreadcrumbList)
            trail: entry.trail,
            // its language, its translations' addresses (hreflang, the switch) and whether it is a fallback
            language: entry.language,
            translations: entry.translations,
            fallbackFrom: entry.fallbackFrom,
            // the translations its hreflang names, when one is noindex: a translation made noindex changes its tags
            ...(entry.alternates ? { alternates: entry.alternates } : {}),
            ...blockCode(entry.config.blocks),
            ...dayShown(entry.config.blocks),
          })}\n${contentHash}`,
        ),
        content: {
          key: contentHash,
          // a fallback page (the default language's content at another language's address) names the default
          // page as its canonical address: the sitemap lists that one, not it
          ...(entry.config.seo.noindex || entry.fallbackFrom !== undefined ? { noindex: true as const } : {}),
          // the sitemap's alternates are the page's hreflang: no noindex translation
          ...(multilingual ? { language: entry.language, translations: alternatesOf(entry) } : {}),
        },
      };
    }),
    ...site.notFound.map((entry) => {
      const rel = `${entry.prefix.replace(/^\/+/, "")}404.html`;
      return {
        url: `${notFoundPrerenderPath(entry.prefix)}/`,
        rel,
        route: `/${rel}`,
        notFoundPrefix: entry.prefix,
        key: key({
          kind: "not-found",
          file: entry.file,
          prefix: entry.prefix,
          config: entry.config,
          language: entry.language,
          translations: entry.translations,
          ...blockCode(entry.config.blocks),
          ...dayShown(entry.config.blocks),
        }),
      };
    }),
  ].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return pages;
}

/**
 * The site block types a page's blocks show (in columns, groups and linked sections too: the block walker's), in
 * name order: `types` are the site's own (SiteBlockHashes.byType, or the site's component files by type).
 */
export function siteBlockTypesShown(blocks: readonly unknown[], types: { has(type: string): boolean }): string[] {
  const used = new Set<string>();
  for (const { block } of allBlocks(blocks)) {
    if (typeof block.type === "string" && types.has(block.type)) used.add(block.type);
  }
  return [...used].sort((a, b) => (a < b ? -1 : 1));
}

/**
 * The shard (1…count) a page belongs to: from a hash of its file name, so a page stays in its shard when pages are
 * added or removed (each shard's cache stays warm on CI), and shards are balanced to within a few pages in a
 * hundred.
 */
export function shardOf(rel: string, count: number): number {
  return (createHash("sha256").update(rel).digest().readUInt32BE(0) % count) + 1;
}

/** A hash naming the whole set of pages (their files and keys): shards of one build agree on it. */
export function planHash(pages: PlannedPage[]): string {
  return sha256(pages.map((p) => `${p.rel} ${p.key}`).join("\n"));
}
