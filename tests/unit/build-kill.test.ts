// A build that is killed, at any step, leaves the previous site whole in its output folder (or, killed between the
// two renames that swap the new site in, a swap the next command finishes), and the next build is right: the same
// bytes as a build from nothing. The output is a plain folder: cp -r and tar copy it as the site.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { recoverOutputFolder } from "../../scripts/lib/build/outputFolder";
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
      const isLastGoodOrNew = () => {
        const now = treeHashes(out);
        return changedFiles(good, now).length === 0 || changedFiles(whole, now).length === 0;
      };
      // killed between the two renames, out/ is missing for a moment: never a mix
      if (existsSync(out)) expect(isLastGoodOrNew(), `killed at "${step}": out/ is a mix`).toBe(true);
      // what the next command (build, npm start, serve, bench) does first
      recoverOutputFolder(out);
      expect(isLastGoodOrNew(), `killed at "${step}": out/ is neither the last good site nor the new one`).toBe(true);
      expect(lstatSync(out).isSymbolicLink()).toBe(false);
    }
  });

  it("is followed by a build that is right, and tidies what the killed ones left", async () => {
    const run = runBuild(["--dir", site, "--out", out, "--cache-dir", cache]);
    expect(run.status, run.stderr).toBe(0);
    expect(changedFiles(treeHashes(out), treeHashes(path.join(dir, "next")))).toEqual([]);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toContain("Our Breads");
    // out is a plain folder; beside it only the hidden folder, holding at most the build it replaced (the next
    // build's spare): no staging folder of a killed build (removed by a process of their own, which may still be at it)
    expect(lstatSync(out).isDirectory()).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith(".out"))).toEqual([".out.builds"]);
    const builds = path.join(dir, ".out.builds");
    // (and the build's stamp: scripts/lib/build/buildStamp.ts)
    await expect
      .poll(() => readdirSync(builds).filter((name) => !/^site-\d+-\d+$|^stamp$/.test(name)), { timeout: 20_000 })
      .toEqual([]);
    // the build it replaced is deleted by a process of its own too when this build made the next spare itself
    await expect
      .poll(() => readdirSync(builds).filter((name) => name !== "stamp").length, { timeout: 20_000 })
      .toBeLessThanOrEqual(1);
    expect(existsSync(path.join(out, "notes-1/index.html"))).toBe(true);
  });

  it("copies as the site with cp -r and tar (a plain folder, no link)", () => {
    const copies = path.join(dir, "copies");
    mkdirSync(path.join(copies, "untarred"), { recursive: true });
    execFileSync("cp", ["-r", out, path.join(copies, "copied")]);
    execFileSync("tar", ["czf", path.join(copies, "site.tgz"), "-C", dir, "out"]);
    execFileSync("tar", ["xzf", path.join(copies, "site.tgz"), "-C", path.join(copies, "untarred")]);
    const built = treeHashes(out);
    expect(Object.keys(built)).toContain("notes-1/index.html");
    expect(changedFiles(treeHashes(path.join(copies, "copied")), built)).toEqual([]);
    expect(changedFiles(treeHashes(path.join(copies, "untarred", "out")), built)).toEqual([]);
  });
});
