import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";
import { watchPeakMemory } from "./peakMemory";
import { type ThreadCpu, watchThreadCpu } from "./threadCpu";
import { siteWithCopies } from "./siteCopies";
import { scriptCommand } from "./scriptCommand";

export interface TimedBuild {
  seconds: number;
  /** CPU seconds of the build's processes (and their threads), user and system; NaN where /proc is missing. */
  cpuSeconds: number;
  peakBytes: number;
  /** CPU seconds of the build's threads (Linux), sampled while it ran: see threadCpu.ts. */
  threadCpu?: ThreadCpu;
  output: string;
  ok: boolean;
}

export const load = () => `load ${os.loadavg()[0].toFixed(2)}`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;

/**
 * CPU seconds used so far by this process's children that have ended (Linux: cutime and cstime of /proc/self/stat,
 * in clock ticks of 1/100 s): what a build cost whatever else the machine runs, unlike its wall time.
 */
function endedChildrenCpuSeconds(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // after "pid (comm)": state is field 3 of stat, cutime field 16 and cstime field 17
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** `npm run build -- ARGS` timed, with the peak resident memory of its process tree; several may run at once. */
export function timedBuild(args: string[]): Promise<TimedBuild> {
  // what the builds before it wrote (4,000 pages are 140 MB) is on the disk first: the kernel wrote it back during
  // the next build, whose time and system CPU were then partly theirs (the same 4,034-page build, 30 November:
  // 1.9–3.5 s of system CPU after a sync, 6.5–8.4 s right after other builds)
  spawnSync("sync");
  const started = performance.now();
  const cpuBefore = endedChildrenCpuSeconds();
  const build = scriptCommand("scripts/build.ts", args);
  const child = spawn(build.command, build.args, {
    cwd: repoRoot,
    env: { ...process.env, PROGRESS_TERMINAL: "0" },
  });
  const memory = watchPeakMemory(child.pid!);
  const threads = watchThreadCpu(child.pid!);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("close", (code) =>
      resolve({
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: endedChildrenCpuSeconds() - cpuBefore,
        peakBytes: memory.stop(),
        threadCpu: threads.stop(),
        output,
        ok: code === 0,
      }),
    ),
  );
}

export function must(build: TimedBuild, what: string): TimedBuild {
  if (!build.ok) {
    console.log(`  ${what} FAILED:\n${build.output}`);
    process.exit(1);
  }
  return build;
}

/**
 * Issue 21's numbers: the first site grown by copies of its own pages (scripts/lib/siteCopies.ts), built with the
 * builder's code already bundled (as after any first build), each size from nothing (--no-cache):
 * - the fixed cost: the site alone; the marginal cost a page at +1,000 and between +1,000 and +4,000;
 * - a one-page edit in the site + 4,000, rebuilt from the cache, against its full build: the first edit after a full
 *   build, and the next (which starts from the build before last);
 * - the site + 10,000 built from nothing, with its peak memory and the progress lines it printed;
 * - the site + 4,000 as 2 shards side by side (one render thread each, the 2 cores shared) and their merge, against
 *   one build.
 * With the machine's load average before each.
 */
/**
 * Two sites with the same pages written two ways, each built once (its code bundled), then from nothing (--no-cache)
 * `runs` times each, alternately, with the machine's load before each build; prints the best of each, the second
 * against the first, and whether it is within 10 %. `dir`: where the builds are written.
 */
export async function compareSites(
  dir: string,
  variants: readonly { name: string; site: string }[],
  runs: number,
): Promise<void> {
  const seconds = (value: number) => `${value.toFixed(1)} s`;
  for (const variant of variants)
    must(await timedBuild(["--dir", variant.site, "--out", path.join(dir, "warm-up")]), `${variant.name}: warm-up`);
  const timed = new Map<string, TimedBuild[]>(variants.map((v) => [v.name, []]));
  for (let run = 1; run <= runs; run++)
    for (const variant of variants) {
      const loadBefore = load();
      const built = must(
        await timedBuild(["--dir", variant.site, "--out", path.join(dir, "out"), "--no-cache"]),
        variant.name,
      );
      console.log(
        `  ${variant.name}, run ${run}: ${/(\d+) pages: /.exec(built.output)?.[1]} pages from nothing ${seconds(built.seconds)} (CPU ${seconds(built.cpuSeconds)})  (${loadBefore})`,
      );
      timed.get(variant.name)!.push(built);
    }
  const [baseName, otherName] = variants.map((v) => v.name);
  const [base, other] = variants.map((v) => timed.get(v.name)!);
  const percent = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)} %`;
  // the best run and the median run of each: on a shared machine one run can be slowed by others
  for (const [label, pick] of [
    ["best", (values: number[]) => Math.min(...values)],
    ["median", median],
  ] as const) {
    const [wall, otherWall] = [base, other].map((builds) => pick(builds.map((b) => b.seconds)));
    const [cpu, otherCpu] = [base, other].map((builds) => pick(builds.map((b) => b.cpuSeconds)));
    console.log(
      `  ${label}: ${otherName} ${seconds(otherWall)} against ${baseName} ${seconds(wall)}: ${percent(otherWall, wall)} (CPU ${percent(otherCpu, cpu)}; within 10 % holds: ${otherWall <= wall * 1.1 ? "yes" : "no"})`,
    );
  }
  // each run against the other variant's run just before it, under the same load of the moment: the median ratio
  const ratios = (of: (b: TimedBuild) => number) => median(other.map((b, i) => of(b) / of(base[i])));
  const [wallRatio, cpuRatio] = [ratios((b) => b.seconds), ratios((b) => b.cpuSeconds)];
  const change = (ratio: number) => `${((ratio - 1) * 100).toFixed(1)} %`;
  console.log(
    `  paired (median of the ${runs} runs' ratios): ${otherName} ${change(wallRatio)} wall, ${change(cpuRatio)} CPU against ${baseName}; within 10 % holds: ${wallRatio <= 1.1 ? "yes" : "no"}`,
  );
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function scalingBench(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-scaling-"));
  const site = (extra: number) => {
    const configDir = path.join(dir, `site-${extra}`);
    siteWithCopies(configDir, extra);
    return configDir;
  };
  const fresh = (configDir: string, out: string, ...extra: string[]) =>
    timedBuild(["--dir", configDir, "--out", path.join(dir, out), "--no-cache", ...extra]);

  console.log(`\nBuild at scale (the site grown by copies of its own pages; ${os.availableParallelism()} cores)`);
  // the code bundle made once, so every timing below is of a build whose code did not change
  must(await timedBuild(["--out", path.join(dir, "warm-up")]), "warm-up build");

  const loadBase = load();
  const base = must(await fresh(site(0), "out-0"), "site");
  const pagesOf = (b: TimedBuild) => Number(/(\d+) pages: /.exec(b.output)?.[1] ?? Number.NaN);
  console.log(`  fixed cost: the site (${pagesOf(base)} pages) from nothing ${s(base.seconds)}  (${loadBase})`);
  const load1000 = load();
  const plus1000 = must(await fresh(site(1000), "out-1000"), "site + 1,000");
  const load4000 = load();
  const site4000 = site(4000);
  const plus4000 = must(await fresh(site4000, "out-4000"), "site + 4,000");
  const ms = (seconds: number, pages: number) => `${((seconds * 1000) / pages).toFixed(1)} ms`;
  console.log(
    `  site + 1,000 pages: ${s(plus1000.seconds)}; marginal ${ms(plus1000.seconds - base.seconds, 1000)} a page  (${load1000})`,
  );
  console.log(
    `  site + 4,000 pages: ${s(plus4000.seconds)}; marginal ${ms(plus4000.seconds - plus1000.seconds, 3000)} a page between +1,000 and +4,000  (${load4000})`,
  );

  // one page edited in the site + 4,000: the full build with the cache, then an edit, then another. The first edit's
  // build starts from nothing but the cache; later ones from the build before last (see outputFolder.ts)
  const cacheDir = path.join(dir, "cache-4000");
  const incremental = () =>
    timedBuild(["--dir", site4000, "--out", path.join(dir, "inc-4000"), "--cache-dir", cacheDir]);
  must(await incremental(), "cached");
  for (const [what, file] of [
    ["first edit after a full build", "pages/pricing.json"],
    ["next edit, of another page", "pages/about.json"],
  ]) {
    const page = path.join(site4000, file);
    const text = readFileSync(page, "utf8");
    writeFileSync(page, text.replace(/"title": "([^"]+)"/, '"title": "$1, edited"'));
    const loadIncremental = load();
    const edited = must(await incremental(), `one-page edit (${file})`);
    const rendered = /: (\d+) rendered/.exec(edited.output)?.[1];
    console.log(
      `  one page edited in the site + 4,000 (${what}): ${s(edited.seconds)} (${rendered} rendered), ${((edited.seconds / plus4000.seconds) * 100).toFixed(1)} % of its full build  (${loadIncremental})`,
    );
  }

  // two shards side by side (one thread each: the 2 cores shared between them), then the merge
  const loadShards = load();
  const shardsStarted = performance.now();
  const shards = await Promise.all(
    [1, 2].map((i) => fresh(site4000, `shard-${i}`, "--shard", `${i}/2`, "--workers", "1")),
  );
  shards.forEach((b, i) => must(b, `shard ${i + 1}/2`));
  const merge = must(
    await timedBuild([
      "--merge",
      path.join(dir, "shard-1"),
      path.join(dir, "shard-2"),
      "--out",
      path.join(dir, "merged"),
    ]),
    "merge",
  );
  const shardsSeconds = (performance.now() - shardsStarted) / 1000;
  console.log(
    `  site + 4,000 as 2 shards side by side: ${s(Math.max(...shards.map((b) => b.seconds)))} (shards ${shards.map((b) => s(b.seconds)).join(", ")}) + merge ${s(merge.seconds)} = ${s(shardsSeconds)}, against one build ${s(plus4000.seconds)}  (${loadShards})`,
  );

  rmSync(path.join(dir, "site-1000"), { recursive: true, force: true });
  const loadLarge = load();
  const large = must(await fresh(site(10_000), "out-10000"), "site + 10,000");
  const progress = large.output.split("\n").filter((l) => /^(rendering|✔ rendered)/.test(l));
  console.log(
    `  site + 10,000 pages from nothing: ${s(large.seconds)}, peak memory ${(large.peakBytes / 2 ** 30).toFixed(2)} GiB (process tree)  (${loadLarge})`,
  );
  console.log(`    its progress lines: ${progress.length ? progress.map((l) => `"${l}"`).join(", ") : "none"}`);
  rmSync(dir, { recursive: true, force: true });
}
