// bin/config-page-builder.mjs: the one entry of every command, here as in a site repository
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../src/engine/projectPaths";

const entry = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, "bin/config-page-builder.mjs"), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });
const manifest = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
  version: string;
  bin: Record<string, string>;
  scripts: Record<string, string>;
};

describe("config-page-builder", () => {
  it("is the package's one command, and the command of this repository's npm scripts", () => {
    expect(manifest.bin).toEqual({ "config-page-builder": "bin/config-page-builder.mjs" });
    for (const name of ["start", "dev", "build", "validate", "edit", "migrate", "upgrade", "types", "lighthouse"])
      expect(manifest.scripts[name]).toBe(`node bin/config-page-builder.mjs ${name}`);
    expect(manifest.scripts["new-site"]).toBe("node bin/config-page-builder.mjs new");
  });

  it("lists its commands with --help and says its version", () => {
    const help = entry("--help");
    expect(help.status).toBe(0);
    for (const name of ["new", "dev", "build", "start", "validate", "edit", "upgrade", "migrate", "check-site"])
      expect(help.stdout).toMatch(new RegExp(`^  ${name} +\\S`, "m"));
    expect(entry("--version").stdout.trim()).toBe(manifest.version);
  });

  it("refuses an unknown command, naming the closest one", () => {
    const typo = entry("biuld");
    expect(typo.stderr.trim()).toBe(
      '✖ unknown command "biuld"; did you mean build? (config-page-builder --help lists the commands)',
    );
    expect(typo.status).toBe(2);
    expect(entry("deploy").stderr.trim()).toBe(
      '✖ unknown command "deploy" (config-page-builder --help lists the commands)',
    );
    expect(entry().status).toBe(2);
  });

  it("hands a command its options: an unknown one is refused by the command, as before", () => {
    const run = entry("validate", "--ouput", "x");
    expect(run.stderr.trim()).toMatch(/^✖ unknown option --ouput; did you mean --/);
    expect(run.status).toBe(2);
    // today's name of new still works
    expect(entry("new-site", "--help").stdout).toContain("Usage: npm run new-site");
  });
});
