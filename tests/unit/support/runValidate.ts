import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { validateConfigDir } from "../../../src/engine/validateConfigDir";
import { scriptCommand } from "../../../scripts/lib/scriptCommand";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");
export const fixturesDir = path.join(repoRoot, "tests/fixtures");

export interface CliRun {
  status: number | null;
  stdout: string[];
  stderr: string[];
}

/**
 * Builds a config folder from tests/fixtures/base plus the files of one case folder (which replace or add to
 * base files), in a fresh folder under the system temp dir, and runs the real CLI there with that folder as
 * the working directory. Printed paths are relative to the working directory, so they read like
 * "pages/index.json:7:15", independent of where the repo or the temp folder lives.
 */
export function validateFixture(overlay?: string): CliRun {
  return inFixtureFolder(overlay, (dir) => runValidate(["--dir", "."], dir));
}

/** The files a case folder holds besides configs: what the tests expect. */
const expectationFiles = new Set(["expected.txt", "expected-output.txt"]);

/** Runs `check` on a fresh copy of tests/fixtures/base with a case folder's files on top, then removes the copy. */
function inFixtureFolder<T>(overlay: string | undefined, check: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "validate-cli-"));
  try {
    cpSync(path.join(fixturesDir, "base"), dir, { recursive: true });
    if (overlay) {
      cpSync(overlay, dir, { recursive: true, filter: (from) => !expectationFiles.has(path.basename(from)) });
    }
    return check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The problems of a case as `FILE:LINE:COL code` lines (then its warnings, marked "(warning)"), validated in this process (the same engine the CLI
 * runs): what each case's expected.txt pins, so rewording a message does not touch every case.
 */
export function fixtureCodes(overlay: string): string[] {
  return inFixtureFolder(overlay, (dir) => {
    const result = validateConfigDir(dir, path.join(repoRoot, "schemas"), dir);
    return [
      ...result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`),
      ...result.warnings.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} (warning)`),
    ];
  });
}

/** Runs `node --import tsx scripts/validate.ts ARGS` in `cwd` (the same as `npm run validate -- ARGS`, without npm's own output). */
export function runValidate(args: string[], cwd = repoRoot): CliRun {
  const validate = scriptCommand("scripts/validate.ts", args);
  const result = spawnSync(validate.command, validate.args, { cwd, encoding: "utf8" });
  return { status: result.status, stdout: lines(result.stdout), stderr: lines(result.stderr) };
}

function lines(text: string): string[] {
  return text.split("\n").filter((line) => line !== "");
}

/** Block type names as the CLI lists them: the "type" of every schemas/blocks/*.schema.json, sorted. */
export function knownBlockTypes(): string[] {
  const dir = path.join(repoRoot, "schemas/blocks");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => String(JSON.parse(readFileSync(path.join(dir, f), "utf8")).properties.type.const))
    .sort();
}

/**
 * The lines of a case's expected-output.txt (the few cases whose exact CLI output is pinned) or, with
 * `file`, of another expectation file. "{blockTypes}" stands for the list of known block types, which grows
 * whenever a block is added; everything else is compared character for character.
 */
export function expectedLines(caseDir: string, file = "expected-output.txt"): string[] {
  return lines(readFileSync(path.join(caseDir, file), "utf8")).map((line) =>
    line.replaceAll("{blockTypes}", knownBlockTypes().join(", ")),
  );
}
