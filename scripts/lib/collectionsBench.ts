import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteWithCollection } from "./collectionSite";
import { load, must, timedBuild, type TimedBuild } from "./buildBench";

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const pagesOf = (b: TimedBuild) => Number(/(\d+) pages: /.exec(b.output)?.[1] ?? Number.NaN);
/** The routes a --verbose build rendered ("· 12.34 s rendered /blog/x"). */
const renderedRoutes = (b: TimedBuild) =>
  b.output
    .split("\n")
    .flatMap((line) => /^· [\d.]+ s rendered (\/\S*)$/.exec(line)?.[1] ?? [])
    .sort();

/**
 * Issue 27's numbers: a site grown from ONE `[slug].json` template over a collection of `items` Markdown posts
 * (scripts/lib/collectionSite.ts: a reference to an authors collection, a paged index, a page per tag, a feed):
 * - a quarter of the posts and all of them, each built from nothing into an empty page cache: the marginal cost a
 *   page between the two (the fixed cost cancels);
 * - one post's title edited, rebuilt from the cache: its time as a share of the full build, and which pages it
 *   rendered against the pages that show that title (its page, the index page listing it, its tag pages), and
 *   whether the feed has the new title;
 * - then its body edited (shown on its page alone): what that rebuilt.
 * With the machine's load average before each.
 */
export async function collectionsBench(items: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-collections-"));
  const fewer = Math.max(10, Math.floor(items / 4));
  const build = (name: string, ...extra: string[]) =>
    timedBuild([
      "--dir",
      path.join(dir, name),
      "--out",
      path.join(dir, `out-${name}`),
      "--cache-dir",
      path.join(dir, `cache-${name}`),
      ...extra,
    ]);

  console.log(
    `\nA collection at scale (one [slug].json template over ${items.toLocaleString("en-US")} Markdown posts; ${os.availableParallelism()} cores)`,
  );
  // the code bundle made once, so every timing below is of a build whose code did not change
  siteWithCollection(path.join(dir, "warm-up"), 10);
  must(await build("warm-up"), "warm-up build");

  siteWithCollection(path.join(dir, "fewer"), fewer);
  const loadFewer = load();
  const small = must(await build("fewer"), `${fewer} posts`);
  const site = siteWithCollection(path.join(dir, "all"), items);
  const loadAll = load();
  const full = must(await build("all"), `${items} posts`);
  const pageCount = pagesOf(full) - pagesOf(small);
  const marginal = ((full.seconds - small.seconds) * 1000) / pageCount;
  const marginalCpu = ((full.cpuSeconds - small.cpuSeconds) * 1000) / pageCount;
  console.log(
    `  ${fewer.toLocaleString("en-US")} posts: ${pagesOf(small)} pages from nothing ${s(small.seconds)} (CPU ${s(small.cpuSeconds)})  (${loadFewer})`,
  );
  console.log(
    `  ${items.toLocaleString("en-US")} posts: ${pagesOf(full)} pages from nothing ${s(full.seconds)} (CPU ${s(full.cpuSeconds)}), peak memory ${(full.peakBytes / 2 ** 30).toFixed(2)} GiB  (${loadAll})`,
  );
  console.log(
    `  marginal ${marginal.toFixed(1)} ms a page (target ≤ 5 ms); CPU ${marginalCpu.toFixed(1)} ms a page (of all cores, whatever the load)`,
  );

  const file = path.join(dir, "all", site.edited.file);
  const feed = path.join(dir, "out-all", "blog", "rss.xml");
  const edits = [
    {
      what: `the title of "${site.edited.slug}"`,
      from: site.edited.from,
      to: site.edited.to,
      expected: site.expectedRebuilt,
    },
    {
      what: `the body of "${site.edited.slug}"`,
      from: "what we baked this week",
      to: "what we baked this week, edited",
      expected: [site.expectedRebuilt.find((r) => r.endsWith(site.edited.slug))!],
    },
  ];
  for (const edit of edits) {
    const text = readFileSync(file, "utf8");
    if (!text.includes(edit.from)) throw new Error(`${site.edited.file} has no "${edit.from}" to edit`);
    writeFileSync(file, text.replace(edit.from, edit.to));
    const loadEdit = load();
    const edited = must(await build("all", "--verbose"), `edit of ${edit.what}`);
    const rendered = renderedRoutes(edited);
    const exact = JSON.stringify(rendered) === JSON.stringify([...edit.expected].sort());
    console.log(
      `  one post edited (${edit.what}): ${s(edited.seconds)}, ${((edited.seconds / full.seconds) * 100).toFixed(1)} % of the full build (target ≤ 10 %); CPU ${s(edited.cpuSeconds)}, ${((edited.cpuSeconds / full.cpuSeconds) * 100).toFixed(1)} %  (${loadEdit})`,
    );
    const listed = rendered.length > 12 ? [...rendered.slice(0, 12), `… ${rendered.length - 12} more`] : rendered;
    console.log(`    rendered ${rendered.length}: ${listed.join(", ") || "none"}`);
    console.log(exact ? "    exactly the pages that show what changed" : `    expected: ${edit.expected.join(", ")}`);
  }
  const feedText = existsSync(feed) ? readFileSync(feed, "utf8") : "";
  console.log(
    `  the feed /blog/rss.xml ${feedText.includes(site.edited.to) ? "has" : "does NOT have"} the edited title`,
  );
  rmSync(dir, { recursive: true, force: true });
}
