import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { median, must, timedBuild, type TimedBuild } from "./buildBench";
import { siteWithPeerShapedPages } from "./peerShapedSite";

/** The machine's load average over 1, 5 and 15 minutes, as uptime prints it. */
const uptimeLoad = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Bytes in GiB and in GB (the target's unit: 10^9 bytes), which differ by 7 %. */
const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB (${(bytes / 1e9).toFixed(2)} GB)`;
const pagesOf = (b: TimedBuild) => Number(/(\d+) pages: /.exec(b.output)?.[1] ?? Number.NaN);

/** A build's CPU, or a page's, by kind of thread: the render threads, the main thread, the rest. */
interface ByThread {
  render: number;
  main: number;
  rest: number;
}

/**
 * A build's CPU seconds by kind of thread (threadCpu.ts): the render threads (the busiest threads but the main one:
 * one per core), the main thread (validation, planning, the records), and the rest (V8's compiler and garbage
 * collector threads, libuv's). NaN where /proc is missing.
 */
function cpuByThread(build: TimedBuild): ByThread {
  const threads = build.threadCpu;
  if (!threads) return byKind(() => Number.NaN);
  const renderThreads = os.availableParallelism();
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    render: sum(threads.others.slice(0, renderThreads)),
    main: threads.main,
    rest: sum(threads.others.slice(renderThreads)),
  };
}

/** A value for each kind of thread. */
const byKind = (of: (kind: keyof ByThread) => number): ByThread => ({
  render: of("render"),
  main: of("main"),
  rest: of("rest"),
});

/** "render threads 3.90 ms, main thread 0.41 ms, V8's and libuv's threads 0.20 ms". */
function threadShares({ render, main, rest }: ByThread): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return `render threads ${ms(render)}, main thread ${ms(main)}, V8's and libuv's threads ${ms(rest)}`;
}

/** Average bytes of the generated pages of a built site: their HTML, and the CSS each links and holds. */
function pageWeights(outDir: string): {
  pages: number;
  html: number;
  htmlGzip: number;
  inlineCss: number;
  linkedCss: number;
} {
  const generated = path.join(outDir, "generated");
  const stylesheet = new Map<string, number>();
  const sizeOf = (href: string) => {
    let size = stylesheet.get(href);
    if (size === undefined) {
      size = statSync(path.join(outDir, href)).size;
      stylesheet.set(href, size);
    }
    return size;
  };
  let html = 0;
  let htmlGzip = 0;
  let inlineCss = 0;
  let linkedCss = 0;
  const dirs = readdirSync(generated);
  for (const dir of dirs) {
    const text = readFileSync(path.join(generated, dir, "index.html"), "utf8");
    html += Buffer.byteLength(text);
    htmlGzip += gzipSync(text).length;
    for (const [, css] of text.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)) inlineCss += Buffer.byteLength(css);
    for (const [, href] of text.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)) linkedCss += sizeOf(href);
  }
  const n = dirs.length;
  return { pages: n, html: html / n, htmlGzip: htmlGzip / n, inlineCss: inlineCss / n, linkedCss: linkedCss / n };
}

/**
 * Issue 39's numbers, on pages shaped like the ones Astro, Eleventy and Hugo were measured on (scripts/lib/
 * peerShapedSite.ts: a hero with two buttons, six feature cards, three testimonials, a 1,000-word article, a call to
 * action; the site's header and footer), added to the first site, each size built from nothing (--no-cache) with
 * the builder's code already bundled:
 * - the marginal wall time and CPU time a page at +1,000 and between +1,000 and +4,000 (targets: ≤ 2.5 ms wall,
 *   ≤ 4 ms CPU), the peak memory of the +4,000 build's process tree (≤ 1 GB);
 * - the average HTML of those pages (≤ 35 KB), gzip, and their CSS: held in the page, and in the stylesheets it
 *   links (the shared one and its own, each cached by the browser across pages);
 * - one of those pages edited in the site + 4,000, rebuilt from the cache, as a share of the full build (≤ 5 %).
 * With `runs` > 1 the three builds are made that many times, one size after the other, each run's figures printed,
 * then the median of each: on a shared machine one run can be slowed by others by a tenth or more.
 * The machine's load average (1, 5, 15 minutes) beside each figure: on a shared machine the wall times follow it.
 */
export async function peerPagesBench(runs = 1): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-peers-"));
  const site = (extra: number) => {
    const configDir = path.join(dir, `site-${extra}`);
    siteWithPeerShapedPages(configDir, extra);
    return configDir;
  };
  const fresh = (configDir: string, out: string) =>
    timedBuild(["--dir", configDir, "--out", path.join(dir, out), "--no-cache"]);

  console.log(
    `\nPages shaped like the peers' (hero, 6 features, 3 testimonials, a 1,000-word article, a call to action; ${os.availableParallelism()} cores${runs > 1 ? `; ${runs} runs` : ""})`,
  );
  must(await timedBuild(["--out", path.join(dir, "warm-up")]), "warm-up build");

  const [site0, site1000, site4000] = [site(0), site(1000), site(4000)];
  const perPage = (a: number, b: number, pages: number) => ((b - a) * 1000) / pages;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const measured: {
    at1000: [number, number];
    at4000: [number, number];
    /** The CPU a page between +1,000 and +4,000 by kind of thread. */
    byThread: ByThread;
    peak: number;
    full: number;
  }[] = [];
  for (let run = 1; run <= runs; run++) {
    const label = runs > 1 ? `run ${run}: ` : "";
    const loadBase = uptimeLoad();
    const base = must(await fresh(site0, "out-0"), "the first site");
    console.log(
      `  ${label}the first site alone (${pagesOf(base)} pages): ${s(base.seconds)}, CPU ${s(base.cpuSeconds)}  (${loadBase})`,
    );
    const load1000 = uptimeLoad();
    const plus1000 = must(await fresh(site1000, "out-1000"), "site + 1,000");
    const load4000 = uptimeLoad();
    const plus4000 = must(await fresh(site4000, "out-4000"), "site + 4,000");
    const at1000: [number, number] = [
      perPage(base.seconds, plus1000.seconds, 1000),
      perPage(base.cpuSeconds, plus1000.cpuSeconds, 1000),
    ];
    const at4000: [number, number] = [
      perPage(plus1000.seconds, plus4000.seconds, 3000),
      perPage(plus1000.cpuSeconds, plus4000.cpuSeconds, 3000),
    ];
    const [threads1000, threads4000] = [cpuByThread(plus1000), cpuByThread(plus4000)];
    const byThread = byKind((kind) => perPage(threads1000[kind], threads4000[kind], 3000));
    measured.push({ at1000, at4000, byThread, peak: plus4000.peakBytes, full: plus4000.seconds });
    console.log(
      `  ${label}+ 1,000 pages: ${s(plus1000.seconds)}, CPU ${s(plus1000.cpuSeconds)}; marginal ${ms(at1000[0])} wall, ${ms(at1000[1])} CPU a page (targets ≤ 2.5 and ≤ 4 ms)  (${load1000})`,
    );
    console.log(
      `  ${label}+ 4,000 pages: ${s(plus4000.seconds)}, CPU ${s(plus4000.cpuSeconds)}; marginal ${ms(at4000[0])} wall, ${ms(at4000[1])} CPU a page between +1,000 and +4,000; peak memory ${gib(plus4000.peakBytes)} (target ≤ 1 GB)  (${load4000})`,
    );
    console.log(`  ${label}  the CPU a page between +1,000 and +4,000 by thread: ${threadShares(byThread)}`);
  }
  const middle = (of: (m: (typeof measured)[number]) => number) => median(measured.map(of));
  if (runs > 1) {
    console.log(
      `  median of the ${runs} runs: marginal ${ms(middle((m) => m.at1000[0]))} wall, ${ms(middle((m) => m.at1000[1]))} CPU a page at +1,000; ${ms(middle((m) => m.at4000[0]))} wall, ${ms(middle((m) => m.at4000[1]))} CPU between +1,000 and +4,000; + 4,000 pages ${s(middle((m) => m.full))}; peak memory ${gib(middle((m) => m.peak))}`,
    );
    console.log(
      `  median of the ${runs} runs, the CPU a page between +1,000 and +4,000 by thread: ${threadShares(byKind((kind) => middle((m) => m.byThread[kind])))}`,
    );
  }

  const weights = pageWeights(path.join(dir, "out-4000"));
  console.log(
    `  a generated page (average of ${weights.pages}): HTML ${kb(weights.html)} (target ≤ 35 KB), ${kb(weights.htmlGzip)} gzip; CSS in the page ${kb(weights.inlineCss)}, in the stylesheets it links ${kb(weights.linkedCss)} (cached across pages)`,
  );

  // one generated page edited, rebuilt from the cache: the cache filled by a first build, then the edit
  const cacheDir = path.join(dir, "cache-4000");
  const incremental = () =>
    timedBuild(["--dir", site4000, "--out", path.join(dir, "inc-4000"), "--cache-dir", cacheDir]);
  must(await incremental(), "cached build");
  const page = path.join(site4000, "pages", "generated", "page-2000.json");
  const text = readFileSync(page, "utf8");
  writeFileSync(page, text.replace(/"title": "([^"]+)"/, '"title": "$1, edited"'));
  const loadEdit = uptimeLoad();
  const edited = must(await incremental(), "one-page edit");
  const rendered = /: (\d+) rendered/.exec(edited.output)?.[1];
  console.log(
    `  one page edited in the site + 4,000: ${s(edited.seconds)} (${rendered} rendered), ${((edited.seconds / middle((m) => m.full)) * 100).toFixed(1)} % of its full build${runs > 1 ? " (the median)" : ""} (target ≤ 5 %); CPU ${s(edited.cpuSeconds)}  (${loadEdit})`,
  );
  rmSync(dir, { recursive: true, force: true });
}
