// scripts/run.mjs: the npm scripts that start from a bundle of the script
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";

// a script of its own in a folder of scripts/ that nothing else reads (not scripts/lib: the build's code hash)
const folder = `run-test-${process.pid}`;
const dir = path.join(repoRoot, "scripts", folder);
const cacheDir = path.join(repoRoot, ".build-cache", "cli", folder);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, "scripts/run.mjs"), ...args], { cwd: repoRoot, encoding: "utf8" });
const bundleInUse = () =>
  (JSON.parse(readFileSync(path.join(cacheDir, "script", "current.json"), "utf8")) as { dir: string }).dir;
/** Written long enough ago that its time stamp is trusted (run.mjs's rule for files changed just before bundling). */
const writeOld = (file: string, text: string, secondsAgo: number) => {
  writeFileSync(file, text);
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
};

it("runs a script from its bundle, bundled again only when a file it is made of changes", () => {
  mkdirSync(dir, { recursive: true });
  writeOld(path.join(dir, "word.ts"), 'export const word: string = "one";\n', 60);
  writeOld(
    path.join(dir, "script.ts"),
    [
      'import { word } from "./word.ts";',
      "console.log(JSON.stringify({ word, args: process.argv.slice(2), url: import.meta.url }));",
      'if (process.argv.includes("--fail")) throw new Error("failed on purpose");',
      "",
    ].join("\n"),
    60,
  );
  const first = run(`${folder}/script`, "--dir", "a b");
  expect(first.stderr).toBe("");
  // the script sees its own options, and its own address (paths found from it are the source's)
  expect(JSON.parse(first.stdout)).toEqual({
    word: "one",
    args: ["--dir", "a b"],
    url: pathToFileURL(path.join(dir, "script.ts")).href,
  });
  const made = bundleInUse();

  expect(JSON.parse(run(`${folder}/script`).stdout).word).toBe("one");
  expect(bundleInUse()).toBe(made);

  // the same size, another time stamp: a changed file
  writeOld(path.join(dir, "word.ts"), 'export const word: string = "two";\n', 30);
  expect(JSON.parse(run(`${folder}/script`).stdout).word).toBe("two");
  expect(bundleInUse()).not.toBe(made);

  // an error's stack names the TypeScript source, not the bundle
  const failed = run(`${folder}/script`, "--fail");
  expect(failed.status).toBe(1);
  expect(failed.stderr).toContain(`${path.join(dir, "script.ts")}:3`);
});

it("does not keep a bundle of a file changed a moment before (its time stamp could hide a later edit)", () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "fresh.ts"), 'console.log("fresh");\n');
  // stamped a minute ahead: "a moment before" the command starts however long this busy machine takes to start it
  const ahead = new Date(Date.now() + 60_000);
  utimesSync(path.join(dir, "fresh.ts"), ahead, ahead);
  expect(run(`${folder}/fresh`).stdout).toBe("fresh\n");
  expect(existsSync(path.join(cacheDir, "fresh", "current.json"))).toBe(false);
});

it("names the script it cannot find", () => {
  const missing = run("no-such-script");
  expect(missing.stderr.trim()).toBe("✖ node scripts/run.mjs NAME: no script scripts/no-such-script.ts");
  expect(missing.status).toBe(2);
  expect(run("../package").status).toBe(2);
});

it("says in one line that a checkout without npm install cannot bundle (npm pack's prepack), instead of a stack trace", () => {
  const bare = mkdtempSync(path.join(os.tmpdir(), "run-bare-"));
  try {
    // a checkout with no node_modules anywhere above it: esbuild cannot be found
    mkdirSync(path.join(bare, "scripts"), { recursive: true });
    copyFileSync(path.join(repoRoot, "scripts/run.mjs"), path.join(bare, "scripts/run.mjs"));
    writeFileSync(path.join(bare, "scripts/prepack.ts"), 'console.log("packed");\n');
    const result = spawnSync(process.execPath, [path.join(bare, "scripts/run.mjs"), "prepack"], {
      cwd: bare,
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `✖ npm pack needs the builder's development packages, and this checkout has none: run npm install (or npm ci) in ${bare} first, then run it again.`,
    );
    expect(result.stdout).not.toContain("packed");
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});
