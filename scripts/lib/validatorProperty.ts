/**
 * The property the validator must keep for any config, however broken: it never throws, and every diagnostic
 * names a file that exists, a line and column inside that file, and a non-empty message.
 * Shared by tests/unit/validator-fuzz.test.ts and `npm run fuzz`.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Diagnostic } from "../../src/engine/diagnostic.ts";
import { listConfigFiles } from "../../src/engine/configFiles.ts";
import { resolveConfigSet } from "../../src/engine/resolve/resolveConfigSet.ts";
import { validConfigSet, validateConfigDir } from "../../src/engine/validateConfigDir.ts";
import { planPages } from "./build/pagePlan.ts";
import { repoRoot } from "../../src/engine/projectPaths.ts";
import { applyMutation, fileOf, type Mutation } from "./configMutations.ts";

/** A copy of a config folder that cases mutate and restore. */
export interface FuzzWorkspace {
  dir: string;
  /** Config files, relative to `dir`, in a fixed order (mutations name them by index). */
  files: string[];
  originals: Map<string, string>;
  schemasDir: string;
  remove(): void;
}

/** A copy of `configDir`, with `extraFiles` (path inside → text) added to it. */
export function createWorkspace(
  configDir: string,
  schemasDir: string,
  extraFiles: Record<string, string> = {},
): FuzzWorkspace {
  const dir = mkdtempSync(path.join(os.tmpdir(), "validator-fuzz-"));
  cpSync(configDir, dir, { recursive: true });
  for (const [inside, text] of Object.entries(extraFiles)) writeFileSync(path.join(dir, inside), text);
  const files = listConfigFiles(dir, dir).map((f) => f.inside);
  const originals = new Map(files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  return { dir, files, originals, schemasDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The journal fixture (Markdown posts, a JSON author they refer to, a page per post, a feed) with a collection of
 * short items in one list file added: a site with every kind of collection file for the fuzz to mutate.
 */
export const contentFuzzSite = {
  configDir: path.join(repoRoot, "tests/fixtures/sites/journal"),
  extraFiles: {
    "collections/bakers.schema.json": JSON.stringify(
      {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        required: ["slug", "name"],
        properties: {
          slug: { type: "string" },
          name: { type: "string", minLength: 1 },
          mentor: { type: "string", "x-reference": "authors" },
        },
      },
      null,
      2,
    ),
    "collections/bakers.json": JSON.stringify(
      {
        items: [
          { slug: "ines", name: "Ines", mentor: "mara" },
          { slug: "tom", name: "Tom" },
        ],
      },
      null,
      2,
    ),
  },
};

const buildDate = new Date("2026-06-01T00:00:00Z");

/** A case that validates longer than this is a hang (validating the fixtures takes well under a second). */
const hangSeconds = 30;

export interface CaseOutcome {
  diagnostics: Diagnostic[];
  /** What the validator threw, if it did, or how long it took past `hangSeconds`. */
  crash?: string;
  /** Diagnostics that break the property, each with the reason. */
  misplaced: { diagnostic: Diagnostic; reason: string }[];
}

/**
 * Writes the mutated files, validates the folder (and resolves and plans it when it is valid), checks every
 * diagnostic, and restores the files.
 */
export function runCase(ws: FuzzWorkspace, mutations: Mutation[]): CaseOutcome {
  const changed = new Map<string, string>();
  for (const mutation of mutations) {
    const file = fileOf(mutation, ws.files);
    changed.set(file, applyMutation(changed.get(file) ?? ws.originals.get(file)!, mutation));
  }
  try {
    for (const [file, text] of changed) writeFileSync(path.join(ws.dir, file), text);
    let diagnostics: Diagnostic[];
    const started = performance.now();
    try {
      const set = validateConfigDir(ws.dir, ws.schemasDir, ws.dir);
      diagnostics = set.diagnostics;
      // a config found valid goes on as a build takes it: resolved, and each page's key made from it
      const valid = validConfigSet(set);
      if (valid) planPages(resolveConfigSet(valid, buildDate), { codeHash: "fuzz", configDir: ws.dir, cwd: ws.dir });
      const seconds = (performance.now() - started) / 1000;
      if (seconds > hangSeconds)
        return {
          diagnostics,
          crash: `validation took ${seconds.toFixed(1)} s (a hang: over ${hangSeconds} s)`,
          misplaced: [],
        };
    } catch (error) {
      return {
        diagnostics: [],
        crash: error instanceof Error ? (error.stack ?? error.message) : String(error),
        misplaced: [],
      };
    }
    const misplaced = diagnostics.flatMap((diagnostic) => {
      const reason = whyMisplaced(ws.dir, diagnostic);
      return reason ? [{ diagnostic, reason }] : [];
    });
    return { diagnostics, misplaced };
  } finally {
    for (const file of changed.keys()) writeFileSync(path.join(ws.dir, file), ws.originals.get(file)!);
  }
}

/** Why a diagnostic does not point inside an existing file with a message, or undefined when it does. */
export function whyMisplaced(dir: string, d: Diagnostic): string | undefined {
  if (typeof d.message !== "string" || d.message.trim() === "") return "empty message";
  const full = path.resolve(dir, d.file);
  if (!existsSync(full) || !statSync(full).isFile()) return `file "${d.file}" does not exist`;
  // Lines end at \r\n, \r or \n, as in editors and the position parser.
  const lines = readFileSync(full, "utf8").split(/\r\n|\r|\n/);
  if (!Number.isInteger(d.line) || d.line < 1 || d.line > lines.length)
    return `line ${d.line} is not in the file (${lines.length} lines)`;
  const width = lines[d.line - 1].length;
  if (!Number.isInteger(d.column) || d.column < 1 || d.column > width + 1)
    return `column ${d.column} is not on line ${d.line} (${width} characters)`;
  return undefined;
}
