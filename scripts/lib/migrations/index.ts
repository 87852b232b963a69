/**
 * Brings a config folder up to the current format version (npm run migrate): every step from the folder's
 * version on, in order, over every config file; then site.json's "formatVersion". A step may also move a file
 * or add one. Nothing is written unless every file could be read and migrated.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { configFileAt, listConfigFiles } from "../../../src/engine/configFiles";
import { currentFormatVersion, declaredFormatVersion } from "../../../src/engine/formatVersion";
import { insertProperty, jsonTree, nodeAt, replaceValue } from "./jsonText";
import type { Migration } from "./migration";
import { blockDataFromRegistry } from "./v1-block-data-from-registry";
import { cardKinds, cardLinkObject } from "./v2-card-links-and-kinds";
import { siteSettingsByName } from "./v3-site-settings-by-name";
import { themeFromCode } from "./v3-theme-from-code";
import { builderDataToCollections } from "./v4-builder-data-to-collections";

/** Every step, in order: the steps for version n have from === n (a version may take several small steps). */
export const migrations: readonly Migration[] = [
  blockDataFromRegistry,
  cardLinkObject,
  cardKinds,
  siteSettingsByName,
  themeFromCode,
  builderDataToCollections,
];

/** data/<name>.json: read by format version 4 and earlier, so a step may still need it. */
const olderDataFile = /^data\/[^/]+\.json$/;

export type MigrationResult =
  { ok: true; from: number; steps: Migration[]; changed: string[] } | { ok: false; problem: string };

export function migrateConfigDir(configDir: string, cwd = process.cwd(), write = true): MigrationResult {
  // a site's own collections are its content, in its own shapes: no step of the builder's format touches them
  const files = listConfigFiles(configDir, cwd).filter(
    (f) => (f.what.kind !== "unexpected" && !f.what.kind.startsWith("collection-")) || olderDataFile.test(f.inside),
  );
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
  // where each file ends up inside the folder, and the files the steps add
  const places = new Map(files.map((f) => [f, f.inside]));
  const added = new Map<string, string>();
  for (const step of steps) {
    const before = files.map((file) => ({ what: file.what, inside: places.get(file)!, text: texts.get(file)! }));
    for (const [index, file] of files.entries()) {
      texts.set(file, step.migrateFile(before[index]));
      const moved = step.moveTo?.(before[index]);
      if (moved !== undefined) places.set(file, moved);
    }
    for (const { inside, text } of step.newFiles?.(before) ?? []) added.set(inside, text);
  }
  const taken = [
    ...[...places].filter(([file, inside]) => inside !== file.inside).map(([, inside]) => inside),
    ...added.keys(),
  ].find((inside) => existsSync(path.join(configDir, inside)));
  if (taken !== undefined)
    return {
      ok: false,
      problem: `${configFileAt(configDir, taken, cwd).display} is already there, and the migration would write it: move it away first.`,
    };
  const siteText = texts.get(site)!;
  const written = nodeAt(siteTree, ["formatVersion"]);
  if (!written) texts.set(site, insertProperty(siteText, [], "formatVersion", currentFormatVersion, "$schema"));
  else if (written.value !== currentFormatVersion)
    texts.set(site, replaceValue(siteText, ["formatVersion"], currentFormatVersion));

  const movedFiles = files.filter((f) => places.get(f) !== f.inside);
  const changed = files.filter((f) => texts.get(f) !== original.get(f) && places.get(f) === f.inside);
  if (write) {
    const writeAt = (inside: string, text: string) => {
      const absolute = path.join(configDir, inside);
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, text);
    };
    for (const file of changed) writeFileSync(file.absolute, texts.get(file)!);
    for (const file of movedFiles) {
      writeAt(places.get(file)!, texts.get(file)!);
      rmSync(file.absolute);
    }
    for (const [inside, text] of added) writeAt(inside, text);
    for (const folder of new Set(movedFiles.map((f) => path.dirname(f.absolute)))) {
      if (readdirSync(folder).length === 0) rmdirSync(folder);
    }
  }
  const shown = (inside: string) => configFileAt(configDir, inside, cwd).display;
  const report = [
    ...changed.map((f) => f.display),
    ...movedFiles.flatMap((f) => [f.display, shown(places.get(f)!)]),
    ...[...added.keys()].map(shown),
  ].sort();
  return { ok: true, from, steps, changed: report };
}
