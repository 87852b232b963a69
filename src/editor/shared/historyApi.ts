/** What the editor's history panel and its server say to each other (JSON over /api/history/…). */

/** One commit that changed a file. */
export interface HistoryCommit {
  /** Full commit hash. */
  hash: string;
  /** First line of the commit message. */
  message: string;
  author: string;
  /** ISO 8601 date the commit was authored. */
  date: string;
}

/** A file's history, or why there is none. */
export type HistoryResponse =
  | {
      git: true;
      /** The file on disk differs from the last commit (saved, not committed). */
      savedNotCommitted: boolean;
      /** Newest first; at most `limit` commits. */
      commits: HistoryCommit[];
      /** There are older commits than those listed. */
      more: boolean;
    }
  | { git: false; reason: string };

/** A version of a file: a commit hash, or "disk" for the file as saved. */
export type VersionRef = string;

export interface VersionResponse {
  /** The file's text in that version; null when the file did not exist in it. */
  text: string | null;
  /** The parsed value (null when the text is not JSON or absent). */
  value: unknown;
}

export interface DiffRequest {
  path: string;
  version: VersionRef;
  /**
   * What is in the editor now (unsaved changes included); formatted as a save would write it. Left out: the saved
   * file (an item's history compares versions of its file).
   */
  value?: unknown;
}

/** An item as a version of its file holds it (null: not in that version, or not readable there). */
export interface ItemVersionResponse {
  item: { value: Record<string, unknown>; body?: string } | null;
}

export interface DiffResponse {
  lines: DiffLine[];
  /** Lines added and removed. */
  added: number;
  removed: number;
}

/** A line of a readable diff: kept for context, removed from the version, added since, or a gap of unchanged lines. */
export type DiffLine =
  | { kind: "same" | "removed" | "added"; text: string; oldLine?: number; newLine?: number }
  | { kind: "gap"; lines: number };

/** What a commit from the editor would take. */
export type PendingResponse =
  | {
      git: true;
      /** Changed saved files (paths from the repository's top), each with git's status letter. */
      files: Array<{ path: string; status: string }>;
      /** The folders a commit takes, relative to the repository's top. */
      folders: string[];
      /** Why a commit cannot be made now (no identity), with how to fix it. */
      identityProblem?: string;
    }
  | { git: false; reason: string };

export interface CommitRequest {
  message: string;
}

export interface CommitResponse {
  hash: string;
  files: number;
}
