import { createHash } from "node:crypto";
import { createReadStream, openSync, readSync, closeSync, statSync } from "node:fs";
import type { Metadata } from "sharp";
import { type FileStamp, freshSince, sameStamp, stampOfStats, trustedStamp } from "../build/fileStamp.ts";
import { sharpModule } from "./sharpLoader.ts";
import type { SourceFacts } from "../../../src/engine/pictures/pictureChecks.ts";
import { maxInputPixels } from "./encodePicture.ts";

/**
 * A source file as the step knows it: where it is, the hash of its bytes, and what it is. Its bytes are not kept:
 * each encode reads the file again (200 camera photos held at once would be most of the memory a build has).
 */
export interface SourceFile {
  file: string;
  hash: string;
  facts: SourceFacts;
}

/** The sha256 of a file, read in chunks (never the whole file in memory). */
export function hashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** The ISO-BMFF brands of a phone's HEIC/HEIF photo ("ftypheic", …), which the build cannot decode. */
const heicBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** "heic" when the file's first bytes say it is a HEIC/HEIF photo (not an AVIF, whose brand is "avif"). */
function sniffHeic(file: string): boolean {
  const head = Buffer.alloc(12);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString("latin1", 4, 8) === "ftyp" && heicBrands.has(head.toString("latin1", 8, 12));
}

/** The decoder's format, with AVIF told apart from HEIC (libvips calls both "heif"). */
const formatOf = (meta: Metadata) =>
  meta.format === "heif" ? (meta.compression === "av1" ? "avif" : "heic") : (meta.format ?? "unknown");

/**
 * Reads a source's header (never its pixels: a decompression bomb is refused from the size it declares) and hashes
 * its bytes. Nothing here throws for a bad file: it is described in `facts` for a located problem.
 */
export async function readSource(file: string): Promise<SourceFile> {
  const bytes = statSync(file).size;
  const hash = await hashFile(file);
  if (bytes === 0) return { file, hash, facts: { ok: false, bytes: 0, reason: "empty", detail: "0 bytes" } };
  let meta: Metadata;
  try {
    meta = await sharpModule()(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    if (sniffHeic(file)) return { file, hash, facts: { ok: false, bytes, reason: "heic", detail: "HEIC" } };
    const detail = (error as Error).message.split("\n")[0];
    return { file, hash, facts: { ok: false, bytes, reason: "not-a-picture", detail } };
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > maxInputPixels)
    return { file, hash, facts: { ok: false, bytes, reason: "too-many-pixels", detail: `${width}×${height} px` } };
  const upright = (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  return { file, hash, facts: { ok: true, bytes, ...upright, format: formatOf(meta), pages: meta.pages ?? 1 } };
}

/**
 * A source file's stamp (../build/fileStamp.ts) and the time its status last changed (ctime): a picture edited in
 * place keeping its size and its modification time (a metadata tool that keeps the time, `touch -r`) changes the
 * latter, which no program can set back. (The page cache's stamps have no ctime: linking a page into the next
 * build's spare changes it.)
 */
export type SourceStamp = FileStamp & { ctimeNs: string };

export function sourceStampOf(file: string): SourceStamp | undefined {
  const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
  const stamp = stampOfStats(stat);
  return stamp && stat && { ...stamp, ctimeNs: String(stat.ctimeNs) };
}

export const sameSourceStamp = (a: SourceStamp, b: SourceStamp) => sameStamp(a, b) && a.ctimeNs === b.ctimeNs;

/** Sources' facts, kept while their files are unchanged (the dev server plans at every page load; builds keep theirs in the cache: sourceMemoFile.ts). */
export type SourceMemo = Map<string, { stamp: SourceStamp; source: SourceFile }>;

/**
 * A source's facts, from `memo` while its file is the one they were read from (the same stamp, SourceStamp); else
 * read, and kept unless the file was written or its status changed too recently to be trusted by its stamp.
 */
export async function sourceOf(
  file: string,
  memo: SourceMemo | undefined,
  /** Changes after this (nanoseconds) are too recent to trust (fileStamp.ts freshSince). */
  since = freshSince(),
): Promise<SourceFile> {
  if (!memo) return readSource(file);
  const stamp = sourceStampOf(file);
  const known = memo.get(file);
  if (stamp && known && sameSourceStamp(known.stamp, stamp)) return known.source;
  const source = await readSource(file);
  if (stamp && trustedStamp(stamp, since) && BigInt(stamp.ctimeNs) < since) memo.set(file, { stamp, source });
  else memo.delete(file);
  return source;
}
