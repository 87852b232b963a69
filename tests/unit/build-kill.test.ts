// A build that is killed, at any step, leaves the previous site whole in its output folder, and the next build is
// right: the same bytes as a build from nothing.
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changedFiles, runBuild, smallSite, startBuild, treeHashes } from "./support/buildRun";

const dir = mkdtempSync(path.join(os.tmpdir(), "build-kill-"));
const site = path.join(dir, "site");
const out = path.join(dir, "out");
const cache = path.join(dir, "cache");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts a build and kills it (SIGKILL, the whole process group) as soon as it prints `line`. */
function killWhenPrinted(line: string): Promise<{ killed: boolean; output: string }> {
  const child = startBuild(["--dir", site, "--out", out, "--cache-dir", cache, "--verbose"]);
  let output = "";
  let killed = false;
  child.stdout.on("data", (chunk) => {
    output += chunk;
    if (!killed && output.includes(line)) {
      killed = true;
      process.kill(-child.pid!, "SIGKILL");
    }
  });
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("close", () => resolve({ killed, output })));
}

describe.sequential("a killed build", () => {
  let good: Record<string, string>;

  // nine builds in one test, beside other test files on a 2-core machine: more than the default minute
  it("leaves the last good site, or the new one whole, at every step", { timeout: 180_000 }, async () => {
    smallSite(site);
    const first = runBuild(["--dir", site, "--out", out, "--cache-dir", cache]);
    expect(first.status, first.stderr).toBe(0);
    // a second build: the first stays as the spare the next build starts from (killed below from "pages from the cache")
    expect(runBuild(["--dir", site, "--out", out, "--cache-dir", cache]).status).toBe(0);
    good = treeHashes(out);
    // the next build would write other pages: every page shows the changed navigation
    const siteFile = path.join(site, "site.json");
    writeFileSync(siteFile, readFileSync(siteFile, "utf8").replace('"label": "Our Bread"', '"label": "Our Breads"'));

    // what a build that gets to the end writes: the killed builds may leave that, or the last good site, never a mix
    const next = path.join(dir, "next");
    expect(runBuild(["--dir", site, "--out", next, "--no-cache"]).status).toBe(0);
    const whole = treeHashes(next);

    // a trace line is "· <seconds> s <step>"
    for (const step of [
      " s configs valid",
      " s code bundle",
      " pages from the cache",
      " s rendered /notes-1",
      " s pages written",
      " s site checked",
    ]) {
      const run = await killWhenPrinted(step);
      expect(run.killed, `${step} never came:\n${run.output}`).toBe(true);
      const now = treeHashes(out);
      const isLastGood = changedFiles(good, now).length === 0;
      const isNewWhole = changedFiles(whole, now).length === 0;
      expect(isLastGood || isNewWhole, `killed at "${step}": out/ is neither the last good site nor the new one`).toBe(
        true,
      );
    }
  });

  it("is followed by a build that is right, and tidies what the killed ones left", async () => {
    const run = runBuild(["--dir", site, "--out", out, "--cache-dir", cache]);
    expect(run.status, run.stderr).toBe(0);
    expect(changedFiles(treeHashes(out), treeHashes(path.join(dir, "next")))).toEqual([]);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toContain("Our Breads");
    // out is a link to its build; beside it at most the build it replaced (the next build's spare): no staging folder
    // of a killed build (removed by a process of their own, which may still be at it), and no temporary link
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    const builds = path.join(dir, ".out.builds");
    await expect
      .poll(() => readdirSync(builds).filter((name) => !/^site-\d+-\d+$/.test(name)), { timeout: 20_000 })
      .toEqual([]);
    expect(readdirSync(builds)).toContain(path.basename(realpathSync(out)));
    expect(readdirSync(builds).length).toBeLessThanOrEqual(2);
    expect(readdirSync(dir).filter((name) => name.startsWith(".out.link"))).toEqual([]);
    expect(existsSync(path.join(out, "notes-1/index.html"))).toBe(true);
  });
});
