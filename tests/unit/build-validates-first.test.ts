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
  expect(run.stderr).toContain("✖ build stopped: 1 problem in 1 file. Fix it and build again.");
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
    "✖ build stopped: 1 problem in 1 file. Fix it and build again.",
  ]);
  expect(run.stdout.split("\n").filter(Boolean)).toEqual([
    "Stages:",
    ...["read", "parse", "collections and templates", "schema validation", "cross-checks"].map((stage) =>
      expect.stringMatching(new RegExp(`^ {2}${stage} +\\d+ ms$`)),
    ),
  ]);
  expect(existsSync(outDir)).toBe(false);
});

it("with --timings, a build that renders prints its stages and, after rendering, each step of its pages", () => {
  const configDir = path.join(dir, "timed-built");
  cpSync(path.join(fixturesDir, "base"), configDir, { recursive: true });
  const outDir = path.join(dir, "timed-built-out");
  const build = scriptCommand("scripts/build.ts", ["--dir", configDir, "--out", outDir, "--no-cache", "--timings"]);
  const run = spawnSync(build.command, build.args, { cwd: repoRoot, encoding: "utf8" });

  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const lines = run.stdout.split("\n");
  const steps = lines.indexOf("Pages rendered (each step's time in the render threads, added up):");
  expect(lines.indexOf("Stages:")).toBeGreaterThan(-1);
  expect(steps).toBeGreaterThan(lines.indexOf("Stages:"));
  expect(lines.slice(steps + 1, steps + 5)).toEqual(
    ["React render", "finishing", "page check", "writing"].map((step) =>
      expect.stringMatching(new RegExp(`^ {2}${step} +\\d+ ms$`)),
    ),
  );
  // then the summary, as without --timings
  expect(lines[steps + 5]).toMatch(/^✔ \d+ config files valid; \d+ pages: \d+ rendered, cache not used$/);
  expect(existsSync(path.join(outDir, "index.html"))).toBe(true);
});
