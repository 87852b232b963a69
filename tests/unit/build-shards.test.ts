// npm run build -- --shard I/N renders a stable 1/N of the pages; --merge assembles the site from all N shards, byte
// for byte the site one machine builds. Here: 3 shards built at the same time in 3 processes, as 3 CI machines would.
import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readShardManifest } from "../../scripts/lib/build/shardFolder";
import { changedFiles, runBuild, smallSite, startBuild, treeHashes } from "./support/buildRun";
import { fixturesDir } from "./support/runValidate";

const dir = mkdtempSync(path.join(os.tmpdir(), "build-shards-"));
const site = path.join(dir, "site");
const shardDirs = [1, 2, 3].map((i) => path.join(dir, `shard-${i}`));
/** The pages a shard folder holds, as its manifest lists them (read as the merge reads it). */
function shardPages(shardDir: string): string[] {
  const manifest = readShardManifest(shardDir);
  if (typeof manifest === "string") throw new Error(manifest);
  return manifest.records.map((r) => r.rel);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function finished(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe.sequential("a build split into shards", () => {
  let oneMachine: Record<string, string>;
  let shardRuns: Array<{ code: number | null; stdout: string; stderr: string }>;

  beforeAll(async () => {
    smallSite(site, 20);
    const one = runBuild(["--dir", site, "--out", path.join(dir, "one"), "--no-cache"]);
    expect(one.status, one.stderr).toBe(0);
    oneMachine = treeHashes(path.join(dir, "one"));
    shardRuns = await Promise.all(
      shardDirs.map((out, i) =>
        finished(startBuild(["--dir", site, "--shard", `${i + 1}/3`, "--out", out, "--no-cache"])),
      ),
    );
  }, 300_000);

  it("renders each page in exactly one of the shards, shared out evenly", () => {
    const counts = shardRuns.map((run, i) => {
      expect(run.code, run.stderr).toBe(0);
      const match = new RegExp(`(\\d+) pages in shard ${i + 1}/3: \\1 rendered`).exec(run.stdout);
      expect(match, run.stdout).not.toBeNull();
      return Number(match![1]);
    });
    expect(counts.reduce((a, b) => a + b)).toBe(24);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(4);
    const pages = shardDirs.flatMap(shardPages);
    expect(new Set(pages).size).toBe(24);
  });

  it("merges into the site one machine builds, byte for byte", () => {
    const merged = path.join(dir, "merged");
    const run = runBuild(["--merge", ...shardDirs, "--out", merged]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("✔ 24 pages of 3 shards merged");
    expect(run.stdout).toContain("✔ site check: no problems in the built HTML");
    expect(run.stdout).toMatch(/; cache: not used\)\n/);
    const mergedFiles = treeHashes(merged);
    expect(Object.keys(mergedFiles).length).toBeGreaterThan(30);
    // the steps over every page: the sitemap (with each page's lastmod) and robots.txt, as one machine writes them
    expect(Object.keys(mergedFiles)).toEqual(expect.arrayContaining(["sitemap.xml", "robots.txt", "_headers"]));
    expect(changedFiles(oneMachine, mergedFiles)).toEqual([]);
  });

  it("puts each page in the same shard again when pages are added", () => {
    const before = shardPages(shardDirs[0]);
    const grown = path.join(dir, "grown");
    cpSync(site, grown, { recursive: true });
    const page = JSON.parse(readFileSync(path.join(grown, "pages/notes-1.json"), "utf8"));
    page.seo = { title: "Baking notes extra", description: "One page more than before, for the shard test." };
    writeFileSync(path.join(grown, "pages/notes-extra.json"), JSON.stringify(page));
    const run = runBuild(["--dir", grown, "--shard", "1/3", "--out", path.join(dir, "grown-1")]);
    expect(run.status, run.stderr).toBe(0);
    expect(shardPages(path.join(dir, "grown-1"))).toEqual(expect.arrayContaining(before));
  });

  it("stops, naming the shard, when a shard is missing, given twice, or damaged", () => {
    const merged = path.join(dir, "refused");
    const missing = runBuild(["--merge", shardDirs[0], shardDirs[2], "--out", merged]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("✖ merge stopped: shard 2/3 is missing: give all 3 shard folders to --merge");
    const twice = runBuild(["--merge", shardDirs[0], shardDirs[1], shardDirs[1], shardDirs[2], "--out", merged]);
    expect(twice.stderr).toContain("shard 2/3 is given twice");
    const notShard = runBuild(["--merge", site, "--out", merged]);
    expect(notShard.stderr).toContain(`${site} is not a shard folder (it has no shard.json)`);

    const damaged = path.join(dir, "damaged");
    cpSync(shardDirs[1], damaged, { recursive: true });
    const rel = shardPages(damaged)[0];
    const page = path.join(damaged, "files", rel);
    writeFileSync(page, readFileSync(page, "utf8").replace("<main", "<main data-x"));
    const bad = runBuild(["--merge", shardDirs[0], damaged, shardDirs[2], "--out", merged]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(`${page} is not the page shard 2/3 (${damaged}) built`);
    expect(() => treeHashes(merged)).toThrow();

    // a manifest edited by hand (a page's script hash dropped) is refused, not half trusted
    const edited = path.join(dir, "edited");
    cpSync(shardDirs[1], edited, { recursive: true });
    const manifest = path.join(edited, "shard.json");
    writeFileSync(manifest, readFileSync(manifest, "utf8").replace(/"scriptHashes":\["[^"]*",?/, '"scriptHashes":['));
    const refused = runBuild(["--merge", shardDirs[0], edited, shardDirs[2], "--out", merged]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `${manifest} is damaged (it is not what the shard build wrote): build the shard again`,
    );
  });

  it("refuses --shard and --merge written wrong, naming what fits", () => {
    const cases: Array<[string[], string]> = [
      [["--shard", "4/3", "--out", "x"], "--shard needs 1 <= I <= N, e.g. --shard 1/3"],
      [["--shard", "2", "--out", "x"], "--shard needs I/N"],
      [["--shard", "1/2"], "--shard needs --out DIR"],
      [["--merge", "--out", "x"], "--merge needs the shard folders"],
      [[shardDirs[0], "--out", "x"], `unexpected argument "${shardDirs[0]}": only --merge takes folders`],
      [["--merge", shardDirs[0], "--shard", "1/2", "--out", "x"], "--merge and --shard go to different runs"],
      [["--merge", shardDirs[0], "--workers", "2", "--out", "x"], "--merge renders no page: leave out --workers"],
      [["--merge", shardDirs[0], "--no-cache", "--out", "x"], "--merge renders no page: leave out --no-cache"],
      [
        ["--merge", shardDirs[0], "--page-timeout", "5", "--out", "x"],
        "--merge renders no page: leave out --page-timeout",
      ],
    ];
    for (const [args, message] of cases) {
      const run = runBuild(args);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });
});

describe("shards sharing one page cache", () => {
  it("each take their pages from it after a build of the whole site: none removes another's stylesheets", () => {
    const shared = path.join(dir, "shared");
    const twoLanguages = path.join(dir, "two-languages");
    cpSync(path.join(fixturesDir, "sites/two-languages"), twoLanguages, { recursive: true });
    const cache = ["--cache-dir", path.join(shared, "cache")];
    const whole = runBuild(["--dir", twoLanguages, "--out", path.join(shared, "whole"), ...cache]);
    expect(whole.status, whole.stderr).toBe(0);
    for (const shard of ["1/2", "2/2", "1/2"]) {
      const run = runBuild(["--dir", twoLanguages, "--shard", shard, "--out", path.join(shared, shard[0]), ...cache]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`(\\d+) pages in shard ${shard}: 0 rendered, \\1 from the cache`));
    }
  });
});
