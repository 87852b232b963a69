import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { sitePublicDir } from "../../../src/engine/projectPaths";
import type { PictureStepResult } from "../pictures/pictureStep";
import { progressLine, type ProgressLine } from "../progressLine";
import type { Problem } from "../siteCheck/index";
import type { CodeBundle } from "./codeBundle";
import { NextSpare, PageCache } from "./pageCache";
import { createHash } from "node:crypto";
import { planHash, planPages, type PlannedPage, shardOf } from "./pagePlan";
import type { SiteBlockHashes } from "./siteBlockHashes";
import type { PageRecord } from "./pageRecord";
import type { RenderPool } from "./renderPool";
import { writeShardManifest } from "./shardFolder";
import { shardFilesName } from "./shardFolder";
import { type FinishSite, finishSite } from "./finishSite";
import { buildDay, LastModified } from "./lastModified";
import { emptyStagingFolder, keepOnly } from "./outputFolder";

export interface BuildSiteOptions {
  configDir: string;
  site: ResolvedConfigSet;
  bundle: CodeBundle;
  /** The folder the site (or the shard) is written to: empty, or an earlier build's (see stagingFolder). */
  stagingDir: string;
  workers: number;
  /** The page cache folder; undefined: render every page, store none (--no-cache). */
  cacheDir: string | undefined;
  shard?: { index: number; count: number };
  /** The render threads (build.ts may start one early, before the site is validated). */
  pool: RenderPool;
  /** A line at each page rendered (--verbose). */
  trace: (text: string) => void;
  /** Makes the folder for the next build's spare, if this build must make one (outputFolder.ts nextSpareFolder). */
  nextSpareDir?: () => string;
  /** The picture step's files to publish and the sources they replace (scripts/lib/pictures/pictureStep.ts). */
  pictures?: Pick<PictureStepResult, "files" | "sources">;
  /**
   * The builder's code hash and the site's own blocks' (siteBlockHashes.ts): a page's key holds the builder's and
   * those of the site blocks it shows. Left out: the bundle's code hash (a site without blocks/).
   */
  pageCode?: { builderHash: string; siteBlocks: SiteBlockHashes };
}

export interface BuildSiteResult {
  /** Pages of this build (of this shard with --shard). */
  pages: number;
  rendered: number;
  reused: number;
  /** Cache entries found damaged or foreign (rendered again). */
  refused: number;
  /** The site check's problems (none from a shard: the merge checks across all pages). */
  problems: Problem[];
  /**
   * Whether this build made the next build's spare (nextSpareDir; replaceOutputFolder's linkSpare): it did not
   * start from a spare holding its pages, and its pages are the cache's.
   */
  linkSpare: boolean;
}

/**
 * The site's public/ copied into the build folder but the files in `replaced` (a picture's source, published as
 * the sizes the picture step made of it). A link is copied as the file it leads to: the site is served, copied and
 * deployed as plain files (a linked folder's files are the site's, as validation lists them).
 */
export function copyPublicFiles(publicDir: string, filesDir: string, replaced: ReadonlySet<string>): void {
  if (!existsSync(publicDir)) return;
  cpSync(publicDir, filesDir, {
    recursive: true,
    dereference: true,
    filter: (source) => !replaced.has(path.resolve(source)),
  });
}

/**
 * Builds the site (or one shard of it) into `stagingDir`: the site's public files and the islands' browser code,
 * then each page: from the page cache when its key is there and the entry is sound, else rendered on the worker
 * threads; then the steps over every page (finishSite), or, for a shard, its manifest for the merge.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const { configDir, site, bundle, stagingDir, shard, cacheDir, pool } = options;
  const policySite: FinishSite = site.site;
  const filesDir = shard ? path.join(stagingDir, shardFilesName) : stagingDir;
  // given first, the site lets a thread make its first (slowest) render while the pages are planned and the cache read
  pool.provide({ site, finish: { islands: bundle.islands, site: policySite }, outDir: filesDir, cacheDir });
  // a thread loads the server bundle meanwhile, if it has not started yet (most builds render a page)
  pool.warmUp();
  const plan = planPages(site, { ...pageCodeOf(options), configDir, cwd: process.cwd() });
  const mine = shard ? plan.filter((p) => shardOf(p.rel, shard.count) === shard.index) : plan;

  const cache = cacheDir ? new PageCache(cacheDir) : undefined;
  // the build before last, taken over (outputFolder.ts), is brought in line when it holds this build's pages;
  // else (other code, --no-cache) every file of it would be replaced: it is emptied at once instead
  const fromSpare = !shard && existsSync(filesDir) && holdsThesePages(filesDir, mine, cache);
  if (fromSpare) keepOnly(filesDir, new Set(mine.map((p) => p.rel)));
  else if (!shard && existsSync(filesDir)) emptyStagingFolder(filesDir);
  // a build that puts every page in place makes the next build's spare as it goes (outputFolder.ts)
  const spareDir = !fromSpare && cache && !shard ? options.nextSpareDir?.() : undefined;
  mkdirSync(filesDir, { recursive: true });
  const publicDir = sitePublicDir(configDir);
  // a picture's source is published as the sizes the picture step made of it, not as it is (its metadata: GPS)
  const replaced = options.pictures?.sources ?? new Set<string>();
  copyPublicFiles(publicDir, filesDir, replaced);
  for (const [rel, cached] of options.pictures?.files ?? []) {
    mkdirSync(path.dirname(path.join(filesDir, rel)), { recursive: true });
    copyFileSync(cached, path.join(filesDir, rel));
  }
  cpSync(bundle.assetsDir, path.join(filesDir, "assets"), { recursive: true });

  options.trace("pages planned");
  const records = new Map<string, PageRecord>();
  const cssByHash = new Map<string, string>();
  let progress: ProgressLine | undefined; // made once every page to render is known, before any is done
  const rendered = (record: PageRecord, css: Readonly<Record<string, string>>) => {
    records.set(record.rel, record);
    for (const hash of stylesheetsOf(record)) {
      const text = css[hash];
      if (text === undefined || cssByHash.has(hash)) continue;
      cssByHash.set(hash, text);
      cache?.writeCss(hash, text);
    }
    options.trace(`rendered ${record.route}`);
    progress?.tick();
  };
  // the pages the cache has no entry for are rendered on the threads while this one reads the entries it has
  const inCache = mine.map((p) => cache?.has(p.key) ?? false);
  const uncached = mine.filter((_, index) => !inCache[index]);
  const renderingUncached = pool.render(uncached, options.workers, rendered, spareDir);
  renderingUncached.catch(() => {}); // awaited below, after the cache is read
  const cachedPages = mine.filter((_, index) => inCache[index]);
  const fromCache = cache
    ? cache.reuse(
        cachedPages.map((p) => ({ key: p.key, target: path.join(filesDir, p.rel) })),
        spareDir === undefined ? undefined : new NextSpare(spareDir),
      )
    : [];
  const refusedPages: PlannedPage[] = [];
  let reused = 0;
  cachedPages.forEach((page, index) => {
    const record = fromCache[index];
    const css =
      record && stylesheetsOf(record).map((hash) => [hash, cssByHash.get(hash) ?? cache!.readCss(hash)] as const);
    if (!record || !css || css.some(([, text]) => text === undefined)) {
      if (record) rmSync(path.join(filesDir, page.rel));
      refusedPages.push(page);
      return;
    }
    for (const [hash, text] of css) cssByHash.set(hash, text!);
    records.set(page.rel, record);
    reused++;
  });
  options.trace(`${reused} pages from the cache`);

  const toRender = [...uncached, ...refusedPages];
  progress = progressLine({
    total: toRender.length,
    doing: "rendering",
    done: "rendered",
    unit: "pages",
    oneUnit: "page",
  });
  if (toRender.length > 0) progress.status(`rendering ${toRender.length.toLocaleString("en-US")} pages…`);
  // a line every 10 s in a log even while no page finishes: a page that takes long is seen to
  progress.start();
  try {
    await renderingUncached;
    await pool.render(refusedPages, options.workers, rendered, spareDir);
  } finally {
    progress.end();
  }
  options.trace(`${toRender.length} pages rendered`);
  const lastModified = LastModified.inCache(cacheDir);
  const today = buildDay();
  const ordered = mine.map((p): PageRecord => {
    const record = records.get(p.rel)!;
    if (!p.content) return record;
    const lastmod = lastModified.dayOf(p.rel, p.content.key, today);
    const { noindex, language, translations } = p.content;
    return {
      ...record,
      sitemap: { lastmod, ...(noindex ? { noindex } : {}), ...(language ? { language, translations } : {}) },
    };
  });
  lastModified.save(new Set(plan.map((p) => p.rel)));
  // a shard knows the stylesheets of its own pages only: it leaves the others' to the builds of the whole site
  cache?.prune(new Set(plan.map((p) => p.key)), shard ? undefined : new Set(cssByHash.keys()));
  options.trace("cache pruned");
  const result = {
    pages: mine.length,
    rendered: toRender.length,
    reused,
    refused: cache?.refused ?? 0,
    linkSpare: spareDir !== undefined,
  };

  if (shard) {
    const css = Object.fromEntries([...new Set(ordered.flatMap(stylesheetsOf))].map((h) => [h, cssByHash.get(h)!]));
    writeShardManifest(stagingDir, {
      shard,
      // the builder's version, which the merge compares with its own (a site block's code is in the pages' keys, so
      // in the plan's hash the shards compare)
      codeHash: options.pageCode?.builderHash ?? bundle.codeHash,
      plan: planHash(plan),
      pageCount: plan.length,
      configDir: path.resolve(configDir),
      site: policySite,
      feeds: { siteUrl: site.site.siteUrl, feeds: site.feeds },
      css,
      records: ordered,
    });
    return { ...result, problems: [] };
  }
  return {
    ...result,
    problems: finishSite(stagingDir, ordered, cssByHash, policySite, {
      siteUrl: site.site.siteUrl,
      feeds: site.feeds,
    }),
  };
}

/** What of the code a page's key holds (pagePlan.ts): the builder's hash, and its site blocks' when it has some. */
function pageCodeOf({ bundle, pageCode }: BuildSiteOptions) {
  if (!pageCode?.siteBlocks.all) return { codeHash: bundle.codeHash };
  return {
    codeHash: pageCode.builderHash,
    siteBlocks: {
      byType: pageCode.siteBlocks.byType,
      bundle: createHash("sha256").update(JSON.stringify(bundle.islands)).digest("hex"),
    },
  };
}

/**
 * Whether a build folder holds this build's pages as the cache has them (the same files): judged on up to 16 pages
 * spread over the site, at least half of which must be in place. An edit leaves nearly all in place; a build of
 * other code or without the cache, none.
 */
export function holdsThesePages(folder: string, pages: readonly PlannedPage[], cache: PageCache | undefined): boolean {
  if (!cache || pages.length === 0) return false;
  const step = Math.max(1, Math.floor(pages.length / 16));
  const sample = pages.filter((_, index) => index % step === 0).slice(0, 16);
  const inPlace = sample.filter((page) => cache.isInPlace(page.key, path.join(folder, page.rel))).length;
  return inPlace * 2 >= sample.length;
}

/** The hashes of the stylesheets a page links: the shared one, and its own if it has one. */
export function stylesheetsOf(record: PageRecord): string[] {
  return record.pageCss === undefined ? [record.sharedCss] : [record.sharedCss, record.pageCss];
}
