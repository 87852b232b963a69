/**
 * Brings a config folder up to the current format version (npm run migrate): every step from the folder's
 * version on, in order, over every config file; then site.json's "formatVersion". Nothing is written unless
 * every file could be read and migrated.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { listConfigFiles } from "../../../src/engine/configFiles";
import { currentFormatVersion, declaredFormatVersion } from "../../../src/engine/formatVersion";
import { insertProperty, jsonTree, nodeAt, replaceValue } from "./jsonText";
import type { Migration } from "./migration";
import { blockDataFromRegistry } from "./v1-block-data-from-registry";
import { cardKinds, cardLinkObject } from "./v2-card-links-and-kinds";
import { siteSettingsByName } from "./v3-site-settings-by-name";
import { themeFromCode } from "./v3-theme-from-code";

/** Every step, in order: the steps for version n have from === n (a version may take several small steps). */
export const migrations: readonly Migration[] = [
  blockDataFromRegistry,
  cardLinkObject,
  cardKinds,
  siteSettingsByName,
  themeFromCode,
];

export type MigrationResult =
  { ok: true; from: number; steps: Migration[]; changed: string[] } | { ok: false; problem: string };

export function migrateConfigDir(configDir: string, cwd = process.cwd(), write = true): MigrationResult {
  const files = listConfigFiles(configDir, cwd).filter((f) => f.what.kind !== "unexpected");
  const site = files.find((f) => f.what.kind === "site");
  if (!site) return { ok: false, problem: `there is no site.json in ${configDir}: is this a config folder?` };
  const original = new Map(files.map((f) => [f, readFileSync(f.absolute, "utf8")]));
  const texts = new Map(original);
  const unreadable = files.find((f) => !jsonTree(texts.get(f)!));
  if (unreadable)
    return {
      ok: false,
      problem: `${unreadable.display} is not valid JSON: fix it first (npm run validate says where), then migrate.`,
    };

  const siteTree = jsonTree(texts.get(site)!)!;
  const from = declaredFormatVersion(JSON.parse(original.get(site)!));
  if (from === undefined) return { ok: false, problem: `${site.display}: "formatVersion" should be a number.` };
  if (from > currentFormatVersion) {
    return {
      ok: false,
      problem: `${site.display} is in format version ${from}, newer than this site builder knows (${currentFormatVersion}): update the project.`,
    };
  }
  const steps = migrations.filter((m) => m.from >= from);
  for (const step of steps) {
    for (const file of files)
      texts.set(file, step.migrateFile({ what: file.what, inside: file.inside, text: texts.get(file)! }));
  }
  const siteText = texts.get(site)!;
  const written = nodeAt(siteTree, ["formatVersion"]);
  if (!written) texts.set(site, insertProperty(siteText, [], "formatVersion", currentFormatVersion, "$schema"));
  else if (written.value !== currentFormatVersion)
    texts.set(site, replaceValue(siteText, ["formatVersion"], currentFormatVersion));

  const changed = files.filter((f) => texts.get(f) !== original.get(f));
  if (write) for (const file of changed) writeFileSync(file.absolute, texts.get(file)!);
  return { ok: true, from, steps, changed: changed.map((f) => f.display) };
}
