/**
 * The engine's one path for the CLI, the build, the dev server and the editor: a config folder read, parsed,
 * expanded, checked and cross-checked, stage by stage (each a folder of ./stages/ with one entry and its tests;
 * docs/architecture.md). The sixth stage, resolve (./resolve/resolveConfigSet.ts), runs on a valid set where it is
 * rendered.
 */
import path from "node:path";
import type { ConfigSet, ValidateOptions } from "./configSet.ts";
import { SchemaStore } from "./schemaStore.ts";
import { collectionsStage } from "./stages/collections/collectionsStage.ts";
import { crossCheckStage } from "./stages/crossChecks/crossCheckStage.ts";
import { parseStage } from "./stages/parse/parseStage.ts";
import { inReadingOrder } from "./stages/problemOrder.ts";
import { readStage } from "./stages/read/readStage.ts";
import { checkValue, schemaStage, schemaStageName } from "./stages/schema/schemaStage.ts";
import { startRun } from "./stages/validationRun.ts";

export type { CheckedFileMemo } from "./checkedFileMemo.ts";
export { listPublicFiles } from "./checks/publicFiles/publicFiles.ts";
export {
  type ConfigSet,
  type NotFoundEntry,
  type PageEntry,
  type ValidConfigSet,
  type ValidateOptions,
  validConfigSet,
} from "./configSet.ts";
export { StageTimings } from "./stages/stageTimings.ts";

/** Reads, parses and validates every config file of a folder: the one path used by CLI, build, dev server and editor. */
export function validateConfigDir(
  configDir: string,
  schemasDir: string,
  cwd = process.cwd(),
  options: ValidateOptions = {},
): ConfigSet {
  const run = startRun(configDir, schemaStore(schemasDir), cwd, options);
  const folder = run.time("read", () => readStage(run));
  if (folder.stopped) return folder.stopped;
  const parsed = run.time("parse", () => parseStage(run, folder));
  const made = run.time("collections and templates", () => collectionsStage(run, folder, parsed, checkValue));
  const checked = run.time(schemaStageName, () => schemaStage(run, made));
  const set = run.time("cross-checks", () => crossCheckStage(run, folder, parsed, made, checked));
  return inReadingOrder(set);
}

const stores = new Map<string, SchemaStore>();

export function schemaStore(schemasDir: string): SchemaStore {
  const key = path.resolve(schemasDir);
  let store = stores.get(key);
  if (!store) {
    store = new SchemaStore(key);
    stores.set(key, store);
  }
  return store;
}

/** Drops cached schemas (the dev server calls this when a schema file changes). */
export function forgetSchemas(): void {
  stores.clear();
}
