// `npm run build` validates first: an invalid config stops the build with the CLI's located messages,
// before React Router runs and before anything is written.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { fixturesDir, repoRoot } from "./support/runValidate";
import { scriptCommand } from "../../scripts/lib/scriptCommand";

const dir = mkdtempSync(path.join(os.tmpdir(), "build-first-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("stops on the first invalid config with FILE:LINE:COLUMN messages and writes nothing", () => {
  const configDir = path.join(dir, "pages-config");
  cpSync(path.join(fixturesDir, "base"), configDir, { recursive: true });
  const pricing = path.join(configDir, "pages/pricing.json");
  writeFileSync(pricing, readFileSync(pricing, "utf8").replace('"type": "plan-grid"', '"type": "plan-grd"'));
  const outDir = path.join(dir, "out");

  const build = scriptCommand("scripts/build.ts", ["--dir", configDir, "--out", outDir]);
  const run = spawnSync(build.command, build.args, { cwd: repoRoot, encoding: "utf8" });

  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(
    /pages\/pricing\.json:\d+:\d+ {2}blocks\[1\]\.type: unknown block type "plan-grd"\. Did you mean "plan-grid"\?/,
  );
  expect(run.stderr).toContain("✖ build stopped: 1 problem in 1 file. Fix them and build again.");
  expect(run.stdout).not.toContain("vite");
  expect(existsSync(outDir)).toBe(false);
});

it("with --timings, prints the time of each stage of the engine it ran, and stops the same", () => {
  const configDir = path.join(dir, "timed");
  cpSync(path.join(fixturesDir, "base"), configDir, { recursive: true });
  writeFileSync(path.join(configDir, "pages/broken.json"), "{");
  const outDir = path.join(dir, "timed-out");
  const build = scriptCommand("scripts/build.ts", ["--dir", configDir, "--out", outDir, "--no-cache", "--timings"]);
  const run = spawnSync(build.command, build.args, { cwd: repoRoot, encoding: "utf8" });

  expect(run.status).toBe(1);
  expect(run.stderr.split("\n").filter(Boolean)).toEqual([
    expect.stringMatching(/pages\/broken\.json:1:1 {2}invalid JSON/),
    "✖ build stopped: 1 problem in 1 file. Fix them and build again.",
  ]);
  expect(run.stdout.split("\n").filter(Boolean)).toEqual([
    "Stages:",
    ...["read", "parse", "collections and templates", "schema validation", "cross-checks"].map((stage) =>
      expect.stringMatching(new RegExp(`^ {2}${stage} +\\d+ ms$`)),
    ),
  ]);
  expect(existsSync(outDir)).toBe(false);
});
