// bin/config-page-builder.mjs as npx runs it from a copy in a node_modules: the site is found from the working
// folder, and a command run where it cannot work says so in one line (the packed-site test runs the real install)
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../src/engine/projectPaths";

const tmp = mkdtempSync(path.join(os.tmpdir(), "installed-entry-"));
// npx's copy of the builder: its entry, what the entry imports, and its one dependency
const copy = path.join(tmp, "npx", "node_modules", "config-page-builder");

beforeAll(() => {
  for (const file of ["bin/config-page-builder.mjs", "bin/siteRepository.mjs", "scripts/run.mjs", "package.json"]) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(copy, file));
  }
  symlinkSync(
    path.join(repoRoot, "node_modules", "fastest-levenshtein"),
    path.join(tmp, "npx", "node_modules", "fastest-levenshtein"),
  );
});

const npx = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(copy, "bin", "config-page-builder.mjs"), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, PAGES_CONFIG_DIR: "" },
  });

describe("the installed command", () => {
  it("run outside any site with no --dir, says so and how to make one", () => {
    const empty = path.join(tmp, "empty");
    mkdirSync(empty);
    const run = npx(empty, "build");
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      `✖ no site here: ${empty} has no site.json, nor has any folder above it. Run config-page-builder build in a site's folder, name one with --dir DIR, or make one: npx config-page-builder new my-site`,
    );
  });

  it("in a fresh clone of a site repository whose node_modules lacks the builder, says to install it", () => {
    const clone = path.join(tmp, "clone");
    mkdirSync(path.join(clone, "pages"), { recursive: true });
    writeFileSync(
      path.join(clone, "package.json"),
      JSON.stringify({ name: "clone", private: true, dependencies: { "config-page-builder": "1.0.0" } }),
    );
    writeFileSync(path.join(clone, "site.json"), '{ "formatVersion": 5 }\n');
    // found from a folder inside the site, too
    const run = npx(path.join(clone, "pages"), "validate");
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      `✖ ../node_modules has no config-page-builder (the site's package.json asks for 1.0.0): install it with "npm install" in ../, then run the command again`,
    );
  });

  it("says its version, and offers none of this repository's own commands (what stays the same)", () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string };
    expect(npx(tmp, "--version").stdout.trim()).toBe(version);
    const bench = npx(tmp, "bench");
    expect(bench.status).toBe(2);
    expect(bench.stderr).toContain('unknown command "bench"');
    expect(npx(tmp, "--help").stdout).not.toMatch(/^ {2}bench /m);
  });
});
