/** For the stages' tests: a copy of a fixture site to change, and a run over it. */
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ValidateOptions } from "../../configSet.ts";
import { repoRoot, schemasDir } from "../../projectPaths.ts";
import { schemaStore } from "../../validateConfigDir.ts";
import { startRun, type ValidationRun } from "../validationRun.ts";

const made: string[] = [];

/** A copy of tests/fixtures/<fixture> with `files` (path inside → text) written over it. */
export function siteCopy(fixture: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "engine-stage-"));
  made.push(dir);
  cpSync(path.join(repoRoot, "tests/fixtures", fixture), dir, { recursive: true });
  for (const [inside, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, inside)), { recursive: true });
    writeFileSync(path.join(dir, inside), text);
  }
  return dir;
}

export function removeSiteCopies(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A run over `dir`, messages shown from `dir`. */
export function runOver(dir: string, options: ValidateOptions = {}): ValidationRun {
  return startRun(dir, schemaStore(schemasDir), dir, options);
}
