/**
 * The engine's one path for the CLI, the build, the dev server and the editor: a config folder read, parsed,
 * expanded, checked and cross-checked, stage by stage (each a folder of ./stages/ with one entry and its tests;
 * docs/architecture.md). The sixth stage, resolve (./resolve/resolveConfigSet.ts), runs on a valid set where it is
 * rendered.
 */
import path from "node:path";
import type { ConfigSet, ValidateOptions } from "./configSet.ts";
import type { Diagnostic } from "./diagnostic.ts";
import { workingDir } from "./projectPaths.ts";
import { SchemaStore } from "./schemaStore.ts";
import { readSiteBlocks } from "./siteBlocks/readSiteBlocks.ts";
import { siteBlockSchemaProblems } from "./siteBlocks/siteBlockSchemaIssues.ts";
import { staleSiteBlockTypes } from "./siteBlocks/staleSiteBlockTypes.ts";
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

/** How many times at most a folder is read, when files of it go between being listed and being read. */
const readings = 3;

/**
 * Reads, parses and validates every config file of a folder: the one path used by CLI, build, dev server and editor.
 * A file removed or renamed after the folder was listed and before it was read (a `git checkout`, a sync tool, an
 * editor saving by rename) means the folder changed while it was read: it is read again, as it is now.
 */
export function validateConfigDir(
  configDir: string,
  schemasDir: string,
  cwd = workingDir(),
  options: ValidateOptions = {},
): ConfigSet {
  for (let reading = 1; ; reading++) {
    try {
      return validateOnce(configDir, schemasDir, cwd, options);
    } catch (error) {
      if (reading >= readings || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

function validateOnce(configDir: string, schemasDir: string, cwd: string, options: ValidateOptions): ConfigSet {
  const { store, problems, warnings } = siteSchemaStore(configDir, schemasDir, cwd);
  const run = startRun(configDir, store, cwd, options);
  run.diagnostics.push(...problems);
  run.warnings.push(...warnings);
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

/** A site's schemas, what is wrong with its blocks, and what is worth a look (a props type older than its schema). */
interface SiteSchemas {
  store: SchemaStore;
  problems: Diagnostic[];
  warnings: Diagnostic[];
}

const siteStores = new Map<string, SiteSchemas>();

/**
 * The schemas a site's configs are checked against: the builder's, and with the site's own blocks (blocks/<type>/)
 * when it has some: its block set is then built-in ∪ site blocks. What is wrong with a site block is said here,
 * in its own file. A site without blocks/ gets the builder's store, as before.
 */
export function siteSchemaStore(configDir: string, schemasDir: string, cwd = workingDir()): SiteSchemas {
  const base = schemaStore(schemasDir);
  const site = readSiteBlocks(configDir, base.blockTypes(), cwd);
  if (!site.hash) return { store: base, problems: [], warnings: [] };
  const key = `${path.resolve(schemasDir)}\0${path.resolve(configDir)}\0${site.hash}`;
  const known = siteStores.get(key);
  if (known) return known;
  const problems = [...site.problems];
  // a block left out is named to the pages that use it, with the file that says why
  const refused = new Map(site.refused.map(({ type, file }) => [type, file]));
  const usable = site.blocks.filter((block) => {
    const found = siteBlockSchemaProblems(base, block);
    problems.push(...found);
    if (found.length) refused.set(block.type, block.schemaDisplay);
    return found.length === 0;
  });
  // the key holds every file of blocks/, the generated .d.ts among them: a warning is found again when one changes
  const warnings = usable.flatMap((block) => staleSiteBlockTypes(block, configDir, cwd) ?? []);
  const made = { store: new SchemaStore(path.resolve(schemasDir), usable, refused), problems, warnings };
  siteStores.set(key, made);
  return made;
}

/** Drops cached schemas (the dev server calls this when a schema file changes). */
export function forgetSchemas(): void {
  stores.clear();
  siteStores.clear();
}
