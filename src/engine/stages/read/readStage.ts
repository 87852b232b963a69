/**
 * Stage 1, read: the config folder's files, listed once and classified by where they sit (configFiles.ts), the
 * editor's unsaved texts put in place of theirs, and the text of every config file read. Stops here, with one
 * message, when site.json is of another format version (not a wall of unknown-field errors); says which files
 * the builder does not read.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ConfigFile, configFileAt, readConfigFolder } from "../../configFiles.ts";
import { type ConfigSet, emptyConfigSet } from "../../configSet.ts";
import type { Diagnostic } from "../../diagnostic.ts";
import { declaredFormatVersion, formatVersionProblem } from "../../formatVersion.ts";
import { isRecord } from "../../isRecord.ts";
import { locate, parseConfigText } from "../../jsonWithPositions.ts";
import { packageName, runsInstalled } from "../../projectPaths.ts";
import type { ValidationRun } from "../validationRun.ts";

export interface ReadFolder {
  /** Every config file, the overlay's new ones included, in path order. */
  files: ConfigFile[];
  /** The text of a file: the overlay's when it has one, else as on disk (a collection's files are read when asked). */
  textOf(file: ConfigFile): string;
  /** The result when the validation stops here (configs of another format version). */
  stopped?: ConfigSet;
}

export function readStage(run: ValidationRun): ReadFolder {
  const { configDir, cwd, overlay } = run;
  const folder = readConfigFolder(configDir, cwd);
  const files = withOverlay(folder.configs, configDir, cwd, overlay);
  const textOf = (file: ConfigFile) => run.texts.get(file.display) ?? textOnDisk(file, overlay);

  if (!files.some((f) => f.what.kind === "site")) {
    run.diagnostics.push({
      file: path.relative(cwd, path.join(configDir, "site.json")) || "site.json",
      line: 1,
      column: 1,
      code: "missing-site-file",
      message: "(file) site.json is missing.",
      hint: "Every config folder needs a site.json with the site-wide settings.",
    });
  }

  // configs in another format version get one message saying so, not a wall of unknown-field errors
  const versionProblem = checkFormatVersion(files, configDir, cwd, overlay);
  if (versionProblem)
    return { files, textOf, stopped: { ...emptyConfigSet(files.length), diagnostics: [versionProblem] } };

  for (const file of folder.notRead) {
    const found = {
      file: file.display,
      line: 1,
      column: 1,
      code: file.code,
      message: `(file) ${file.reason}`,
      hint: file.hint,
    };
    (file.severity === "error" ? run.diagnostics : run.warnings).push(found);
  }

  for (const file of files)
    if (!file.what.kind.startsWith("collection-") && file.what.kind !== "unexpected")
      run.texts.set(file.display, textOnDisk(file, overlay));
  return { files, textOf };
}

/** A file's text: its unsaved contents in the overlay (the editor's), else as on disk. */
function textOnDisk(file: ConfigFile, overlay: Readonly<Record<string, string>>): string {
  return Object.hasOwn(overlay, file.inside) ? overlay[file.inside] : readFileSync(file.absolute, "utf8");
}

function checkFormatVersion(
  files: ConfigFile[],
  configDir: string,
  cwd: string,
  overlay: Readonly<Record<string, string>>,
): Diagnostic | undefined {
  const site = files.find((f) => f.what.kind === "site");
  const parsed = site && parseConfigText(textOnDisk(site, overlay));
  if (!site || !parsed?.ok) return undefined;
  const folder = path.relative(cwd, configDir) || ".";
  // in a site repository (the builder installed), the site's own "upgrade" script rewrites its format
  const command = runsInstalled
    ? folder === "."
      ? "npm run upgrade"
      : `npx ${packageName} upgrade --dir ${folder}`
    : folder === "pages-config"
      ? "npm run migrate"
      : `npm run migrate -- --dir ${folder}`;
  const problem = formatVersionProblem(declaredFormatVersion(parsed.value), command);
  if (!problem) return undefined;
  const at =
    isRecord(parsed.value) && Object.hasOwn(parsed.value, "formatVersion")
      ? locate(parsed.ast(), "/formatVersion").value
      : { line: 1, column: 1 };
  return { file: site.display, line: at.line, column: at.column, ...problem };
}

/** The folder's files plus the overlay's files that are not on disk yet, in the order listConfigFiles uses. */
function withOverlay(
  files: ConfigFile[],
  configDir: string,
  cwd: string,
  overlay: Readonly<Record<string, string>>,
): ConfigFile[] {
  const known = new Set(files.map((f) => f.inside));
  const added = Object.keys(overlay)
    .filter((inside) => !known.has(inside))
    .map((inside) => configFileAt(configDir, inside, cwd));
  return added.length
    ? [...files, ...added].sort((a, b) => (a.absolute < b.absolute ? -1 : a.absolute > b.absolute ? 1 : 0))
    : files;
}
