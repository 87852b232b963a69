import type { ConfigFileKind } from "../../../src/engine/configFiles";

/**
 * One config file as a migration step sees it: where it sits and its text as written. Files of a folder the
 * current format no longer reads (data/ before version 5) are passed too, classified "unexpected".
 */
export interface ConfigFileText {
  what: ConfigFileKind;
  /** Path inside the config folder ("pages/pricing.json"). */
  inside: string;
  text: string;
}

/**
 * One named step of the config format: it rewrites configs of format version `from` into version from + 1.
 * It edits the text, not re-serialised data, so key order, spacing and everything it does not need to touch
 * stay as they were and the git diff shows only the migration.
 */
export interface Migration {
  from: number;
  name: string;
  /** What it changes, in plain words (printed by npm run migrate). */
  description: string;
  /** The file's new text; the same text when there is nothing to change in this file. */
  migrateFile(file: ConfigFileText): string;
  /** Where the file goes inside the config folder ("collections/press.json"), when the step moves it. */
  moveTo?(file: ConfigFileText): string | undefined;
  /** Files the step adds, given the files as they were before it; never one that is already there. */
  newFiles?(files: readonly ConfigFileText[]): { inside: string; text: string }[];
}
