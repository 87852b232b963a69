/**
 * What every stage of one validation shares, passed to each explicitly: the folder, the options, the schemas, and
 * where the problems found go. The stages themselves are in the folders beside this file; the pipeline that runs
 * them is src/engine/validateConfigDir.ts.
 */
import type { DocumentNode } from "@humanwhocodes/momoa";
import type { ValidateFunction } from "ajv";
import type { ConfigFile, ConfigFileKind } from "../configFiles.ts";
import type { ValidateOptions } from "../configSet.ts";
import type { Diagnostic } from "../diagnostic.ts";
import type { Issue } from "../explainErrors.ts";
import { locate } from "../jsonWithPositions.ts";
import type { LinkUse } from "../links.ts";
import { positionInJsonString } from "../markdown/positionInJsonString.ts";
import { siteSchemasRef } from "../projectPaths.ts";
import type { SchemaStore } from "../schemaStore.ts";
import { stageTimer, type TimeStage } from "./stageTimings.ts";

export interface ValidationRun {
  readonly configDir: string;
  /** Where the "$schema" lines of the site's files point (projectPaths' siteSchemasRef), found once a run. */
  readonly schemasRef: string;
  /** Where file paths in messages are shown from. */
  readonly cwd: string;
  readonly options: ValidateOptions;
  /** The editor's unsaved texts by path inside the config folder (ValidateOptions.overlay), or none. */
  readonly overlay: Readonly<Record<string, string>>;
  readonly store: SchemaStore;
  /** The validator of a schema (relative to the schemas folder): kept as code by an earlier build, or compiled. */
  validatorOf(schema: string): ValidateFunction;
  /** The problems found so far, in the order found: sorted once, at the end. */
  readonly diagnostics: Diagnostic[];
  /** What is worth a look but stops nothing, in the order found. */
  readonly warnings: Diagnostic[];
  /** Each config file's text by its display path, to place a problem inside a text value (a link in Markdown). */
  readonly texts: Map<string, string>;
  /**
   * Locates issues of `file` (through its position tree, built only if needed) and adds them to `into`; an issue
   * that is a warning (Issue.warning) goes to the warnings instead, unless `into` is another list.
   */
  report(file: ConfigFile, ast: (() => DocumentNode) | undefined, issues: Issue[], into?: Diagnostic[]): void;
  /**
   * A check of a value made from files (a file, a template's page, a page's list of items), done once for the same
   * inputs: what a clean check found under `key` is taken from the memo (ValidateOptions.memo) without checking.
   */
  checkedOnce(key: string, check: () => CheckResult): CheckResult;
  /** Runs one stage, timed when ValidateOptions.timings asks for it. */
  time: TimeStage;
}

/** What checking one value found: its problems, and the links it holds (for the cross-checks and the resolve). */
export interface CheckResult {
  issues: Issue[];
  links: LinkUse[];
}

/** One value to check against its schema and with the checks the schema cannot express (the schema stage's). */
export interface ValueCheck {
  /** The file whose "$schema" and lines it has: a template's page is checked at the template's. */
  file: ConfigFile;
  /** Relative to the schemas folder: "page.schema.json". */
  schema: string;
  /** What it is checked as: a template's page as a page at the template's address. */
  as: ConfigFileKind;
  value: unknown;
  /** The file's position tree (built when a check needs it), and whether an object of its text repeats a key. */
  ast: () => DocumentNode;
  repeatsKeys: boolean;
  /** Whether its "$schema" is checked (a group template's pages share the template's, checked once). */
  schemaKey: boolean;
  /** The memo's key: names everything the check reads (ValidationRun.checkedOnce). */
  key: string;
}

/** Checks one value (the schema stage's check, which the templates' stage calls for each page it makes). */
export type CheckValue = (run: ValidationRun, check: ValueCheck) => CheckResult;

export function startRun(configDir: string, store: SchemaStore, cwd: string, options: ValidateOptions): ValidationRun {
  const diagnostics: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const texts = new Map<string, string>();
  return {
    configDir,
    schemasRef: siteSchemasRef(configDir),
    cwd,
    options,
    overlay: options.overlay ?? {},
    store,
    validatorOf: (schema) => store.keptValidator(schema, options.keptValidators)!,
    diagnostics,
    warnings,
    texts,
    report(file, ast, issues, into = diagnostics) {
      for (const issue of issues) {
        const position = ast ? locate(ast(), issue.pointer) : undefined;
        const source = texts.get(file.display);
        const at =
          issue.position ??
          (position === undefined
            ? { line: 1, column: 1 }
            : issue.inText && source?.[position.valueOffset] === '"'
              ? positionInJsonString(source, { ...position.value, offset: position.valueOffset }, issue.inText)
              : issue.at === "key" && position.key
                ? position.key
                : position.value);
        (issue.warning && into === diagnostics ? warnings : into).push({
          file: issue.inFile ?? file.display,
          line: at.line,
          column: at.column,
          code: issue.code,
          message: issue.message,
          hint: issue.hint,
          pointer: issue.pointer,
          ...(issue.cause === undefined ? {} : { cause: issue.cause }),
          ...(issue.listedBy === undefined ? {} : { shownOn: [{ page: pageName(file), field: issue.listedBy }] }),
        });
      }
    },
    checkedOnce(key, check) {
      const remembered = options.memo?.recall(key) as LinkUse[] | undefined;
      if (remembered) return { issues: [], links: remembered };
      const found = check();
      if (found.issues.length === 0) options.memo?.remember(key, found.links);
      return found;
    },
    time: stageTimer(options.timings),
  };
}

/** A page as a message names it: its file; a page a template made, by its address too. */
function pageName(file: ConfigFile): string {
  return file.what.kind === "page" && file.inside.includes("[") ? `${file.what.route} (${file.display})` : file.display;
}
