import { type BigIntStats, statSync } from "node:fs";

/**
 * A file's identity and state: while it is the same file (device and inode), of the same size and last modified at
 * the same nanosecond, its bytes are the ones seen when the stamp was taken. An edit, a truncation, a copy over it, a
 * restore from a CI cache or a file put in its place changes one of them (git trusts a file's stat data the same
 * way). Writes within one tick of the clock's resolution keep the time, so a file modified in the last `freshMs` is
 * not trusted by its stamp (git's "racily clean" entries). The page cache (./pageCache.ts) and the picture sources
 * (../pictures/sourceFacts.ts) trust files so; a picture source's stamp holds its status change time too, which the
 * page cache's cannot (linking a page changes it).
 */
export interface FileStamp {
  dev: string;
  ino: string;
  size: string;
  mtimeNs: string;
}

const freshMs = 2_000;

export function stampOf(file: string): FileStamp | undefined {
  return stampOfStats(statSync(file, { bigint: true, throwIfNoEntry: false }));
}

/** A regular file's stamp from its stat data (bigint), else undefined. */
export function stampOfStats(stat: BigIntStats | undefined): FileStamp | undefined {
  if (!stat?.isFile()) return undefined;
  return { dev: String(stat.dev), ino: String(stat.ino), size: String(stat.size), mtimeNs: String(stat.mtimeNs) };
}

export const sameStamp = (a: FileStamp, b: FileStamp) =>
  a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs;

/** The time (nanoseconds) after which a file's modification is too recent for its stamp to be trusted. */
export const freshSince = (): bigint => BigInt(Date.now() - freshMs) * 1_000_000n;

/** Whether a file with this stamp may be taken by its stamp alone (modified before `since`, see freshSince). */
export const trustedStamp = (stamp: FileStamp, since = freshSince()) => BigInt(stamp.mtimeNs) < since;
