/**
 * A render thread of `npm run build` (started by ./renderPool.ts): loads the builder's server bundle once, then
 * renders the pages it is sent one after another through React Router's own request handler (the same routing and
 * the same src/entry.server.tsx as the dev server), finishes each (./finishPage.ts), runs the site check's own
 * checks of the page, writes the page into the site folder being built and into the page cache, and answers with
 * the pages' records.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { configIndex } from "../siteCheck/configFor";
import { checkPageHtml } from "../siteCheck/index";
import { finishPage, type FinishContext } from "./finishPage";
import { NextSpare, PageCache } from "./pageCache";
import { type PlannedPage, warmUpUrl } from "./pagePlan";
import { type PageRecord, storedSummary } from "./pageRecord";
import { sha256 } from "./sealedFile";
import { rememberRecent } from "../../../src/render/recentResults";
import { siteBlockTypeHeader } from "../../../src/blocks/siteBlockTypeHeader";
import { PageFailure } from "./pageFailure";

export interface RenderWorkerData {
  /** The resolved site without its pages (`pages: []`): each request brings the pages it asks for. */
  site: ResolvedConfigSet;
  finish: FinishContext;
  /** The folder the pages are written to. */
  outDir: string;
  /** The page cache folder, or undefined with --no-cache. */
  cacheDir: string | undefined;
}

/** Pages to render, and the resolved entries of those that are pages (not-found pages are in the site already). */
export type RenderRequest = {
  pages: PlannedPage[];
  entries: ResolvedConfigSet["pages"];
  /** The next build's spare being made (outputFolder.ts nextSpareFolder): each page is linked into it too. */
  spareDir?: string;
};
/**
 * The pages' records, the text of each stylesheet (shared or a page's own, by hash) this thread had not sent yet, and
 * the milliseconds the run's pages took in each step of a page (`build --timings` prints their sums).
 */
export type RenderReply =
  | { records: PageRecord[]; css: Record<string, string>; spent: Record<PageStep, number> }
  | { error: string; siteBlockType?: string };
/**
 * Said as the thread starts its warm-up (warmUpUrl), and once it has loaded the code and the site (`ready`). With
 * the count of pages it has started (RenderThreadData's `pagesStarted`), the build's main thread times each page
 * from these (renderPool.ts), not the loading, and stops the threads when a page takes longer than the limit.
 */
export type RenderSign = { started: string } | { ready: true };

/**
 * The steps of a page in its thread, in order: React Router's handler (React's render, the page's styles), finishing
 * (finishPage.ts), the site check's own checks of the page, and writing (its record, folder, file, cache entry).
 */
export const pageSteps = ["React render", "finishing", "page check", "writing"] as const;
export type PageStep = (typeof pageSteps)[number];

const port = parentPort!;
// every message is taken in the order sent, from the start: the site first (a thread may start loading the bundle
// while the site is being validated), then pages to render, which may come before the bundle is loaded
const inbox: unknown[] = [];
let delivered: (() => void) | undefined;
port.on("message", (message: unknown) => {
  inbox.push(message);
  delivered?.();
});
async function nextMessage<Message>(): Promise<Message> {
  while (inbox.length === 0) await new Promise<void>((resolve) => (delivered = resolve));
  return inbox.shift() as Message;
}

export interface RenderThreadData {
  serverEntry: string;
  /** The site's own blocks, bundled apart from the builder's code (codeBundle.ts), if it has some. */
  siteBlocks?: string;
  /** The site's folder, for the site check's index of its config files. */
  configDir: string;
  /**
   * One 32-bit count, of the pages this thread has started, in the order sent: the main thread reads it, where a
   * message a page would cost it a wake-up each (4,000 in a build of 4,000 pages).
   */
  pagesStarted: SharedArrayBuffer;
}

const { serverEntry, siteBlocks, configDir, pagesStarted } = workerData as RenderThreadData;
const startedCount = new Int32Array(pagesStarted);
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
// what src/entry.server.tsx exports for the render threads
const entry = build.entry.module as unknown as Pick<
  typeof import("../../../src/entry.server"),
  "provideResolvedSite" | "handOffHtmlAsText" | "renderedPageOf" | "loadSiteBlockBundle"
>;
if (siteBlocks) {
  // the site blocks' bundle has a source map: an error's stack names the sources, so a site block's component that
  // throws is told at its line (src/blocks/siteBlocks.ts); the builder's bundle has none, and is not slowed by them
  if (existsSync(`${siteBlocks}.map`)) process.setSourceMapsEnabled(true);
  await entry.loadSiteBlockBundle(pathToFileURL(siteBlocks).href);
}
// read while the build validates the site: until the site comes, the thread has nothing else to do
const configs = configIndex(configDir);
const data = await nextMessage<RenderWorkerData>();
entry.provideResolvedSite(data.site);
// each page's HTML as the string it was rendered as, not encoded into a body and decoded back, its CSS beside it
entry.handOffHtmlAsText();
const handler = createRequestHandler(build, "production");
const cache = data.cacheDir ? new PageCache(data.cacheDir) : undefined;
const cssSent = new Set<string>();
port.postMessage({ ready: true } satisfies RenderSign);
if (inbox.length === 0) await warmUp();

/**
 * A page's first render costs a few times a later one's (the site's theme made into styles, code compiled). Made
 * while the build plans the pages and reads the cache, on a page nobody asked for (the not-found page, answered
 * for an address that is no page) and thrown away, it is not waited for by the first page that changed.
 */
async function warmUp(): Promise<void> {
  try {
    port.postMessage({ started: warmUpUrl } satisfies RenderSign);
    await (await handler(new Request(`http://localhost${warmUpUrl}`))).text();
  } catch {
    // only saves time: the first page asked for pays it instead
  }
}

async function render(
  page: PlannedPage,
  spare: NextSpare | undefined,
  spent: Record<PageStep, number>,
): Promise<{ record: PageRecord; css: string; pageCss: string | undefined }> {
  let started = performance.now();
  /** Adds the time since the last step ended to `step`'s. */
  const took = (step: PageStep) => {
    const now = performance.now();
    spent[step] += now - started;
    started = now;
  };
  const response = await handler(new Request(`http://localhost${page.url}`));
  const rendered = entry.renderedPageOf(response);
  if (response.status !== 200 || !rendered) {
    // a page that failed is answered as a body (the message of what failed), not handed off
    const answer = rendered?.html ?? ((await response.text()) || "(no page handed over)");
    const message = `rendering ${page.url} answered ${response.status}:\n${answer.slice(0, 2000)}`;
    throw new PageFailure(message, response.headers.get(siteBlockTypeHeader) ?? undefined);
  }
  took("React render");
  const { html, sharedCss, pageCss, scriptHashes } = finishPage(rendered, data.finish);
  took("finishing");
  const file = path.join(data.outDir, page.rel);
  const built = { file, rel: page.rel, route: page.route, notFoundPrefix: page.notFoundPrefix };
  const { problems, summary } = checkPageHtml(built, html, configs);
  took("page check");
  const record: PageRecord = {
    rel: page.rel,
    route: page.route,
    ...(page.notFoundPrefix ? { notFoundPrefix: page.notFoundPrefix } : {}),
    key: page.key,
    htmlHash: sha256(html),
    scriptHashes,
    sharedCss: cssHash(sharedCss),
    ...(pageCss !== undefined ? { pageCss: cssHash(pageCss) } : {}),
    problems,
    summary: storedSummary(summary),
  };
  // a build folder reused (outputFolder.ts) may hold the page as a hard link to a cache entry: never written into.
  // A folder made here holds no page yet (a build from nothing makes each page's)
  if (mkdirSync(path.dirname(file), { recursive: true }) === undefined) rmSync(file, { force: true });
  // the page is written once, into the cache, and linked into the site (as the pages reused later are)
  cache?.write(record, html);
  if (cache?.linkPage(page.key, file)) spare?.link(cache, page.key, page.rel);
  else writeFileSync(file, html);
  took("writing");
  return { record, css: sharedCss, pageCss };
}

/** sha256 of a stylesheet: every page has the same shared CSS (70 KB), and pages styled alike the same own CSS. */
const cssHash = rememberRecent(sha256);

// one page at a time, in the order sent: a page is never rendered while another is half done
for (;;) {
  const request = await nextMessage<RenderRequest>();
  try {
    const records: PageRecord[] = [];
    const css: Record<string, string> = {};
    // the site's page list holds only the pages of this request: a thread never holds every page of a large site
    data.site.pages.length = 0;
    data.site.pages.push(...request.entries);
    const spare = request.spareDir ? new NextSpare(request.spareDir) : undefined;
    const spent = Object.fromEntries(pageSteps.map((step) => [step, 0])) as Record<PageStep, number>;
    for (const page of request.pages) {
      Atomics.add(startedCount, 0, 1);
      const done = await render(page, spare, spent);
      records.push(done.record);
      for (const [hash, text] of [
        [done.record.sharedCss, done.css],
        [done.record.pageCss, done.pageCss],
      ]) {
        if (hash === undefined || text === undefined || cssSent.has(hash)) continue;
        cssSent.add(hash);
        css[hash] = text;
      }
    }
    port.postMessage({ records, css, spent } satisfies RenderReply);
  } catch (error) {
    port.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      ...(error instanceof PageFailure && error.siteBlockType ? { siteBlockType: error.siteBlockType } : {}),
    } satisfies RenderReply);
  }
}
