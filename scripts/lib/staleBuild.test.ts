import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { buildStampFile, writeBuildStamp } from "./build/buildStamp";
import { distBuildState } from "./staleBuild";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) {
    rmSync(buildStampFile(path.join(dir, "dist")), { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Gives an entry the time of `seconds` ago (negative: later than now, after the stamp). */
const age = (entry: string, seconds: number) => {
  const time = new Date(Date.now() - seconds * 1000);
  utimesSync(entry, time, time);
};

/** A site folder (the journal fixture) with a build in DIR/dist/ stamped now, its files older. */
function builtSite(): { dir: string; out: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stale-build-"));
  folders.push(dir);
  cpSync(path.join(repoRoot, "tests/fixtures/sites/journal"), dir, { recursive: true });
  const out = path.join(dir, "dist");
  mkdirSync(out);
  writeFileSync(path.join(out, "index.html"), "<!doctype html>");
  const ageAll = (entry: string) => {
    if (statSync(entry).isDirectory()) for (const name of readdirSync(entry)) ageAll(path.join(entry, name));
    age(entry, 120);
  };
  ageAll(dir);
  writeBuildStamp(out, dir);
  return { dir, out };
}

describe("distBuildState", () => {
  it("is up to date straight after a build, though the build's own folders in the site folder changed as it ended", () => {
    const { dir, out } = builtSite();
    // what a build leaves and removes after its stamp: the served files, its working folder beside them
    writeFileSync(path.join(out, "404.html"), "<!doctype html>");
    mkdirSync(path.join(dir, ".dist.builds", "linking-123"), { recursive: true });
    writeFileSync(path.join(dir, ".dist.builds", "linking-123", "x"), "");
    mkdirSync(path.join(dir, "node_modules", "x"), { recursive: true });
    for (const entry of ["dist/404.html", "dist", ".dist.builds/linking-123/x", ".dist.builds", "node_modules", "."])
      age(path.join(dir, entry), -30);
    expect(distBuildState(dir, out)).toBeUndefined();
  });

  it("is stale when a page, site.json or a public file changed after the build, or a page was removed (what stays the same)", () => {
    for (const file of ["pages/index.json", "site.json", "public/new.txt"]) {
      const { dir, out } = builtSite();
      writeFileSync(path.join(dir, file), "{}");
      age(path.join(dir, file), -30);
      expect(distBuildState(dir, out), file).toBe("stale");
    }
    // a page removed: its folder's time
    const { dir, out } = builtSite();
    rmSync(path.join(dir, "not-found/index.json"));
    age(path.join(dir, "not-found"), -30);
    expect(distBuildState(dir, out)).toBe("stale");
  });
});
