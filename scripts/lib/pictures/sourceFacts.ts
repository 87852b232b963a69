import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import sharp, { type Metadata } from "sharp";
import type { SourceFacts } from "../../../src/engine/pictures/pictureChecks";
import { maxInputPixels } from "./encodePicture";

/** A source file read once per build: its bytes, their hash, and what it is. */
export interface SourceFile {
  bytes: Buffer;
  hash: string;
  facts: SourceFacts;
}

/**
 * Reads a source and its header (never its pixels: a decompression bomb is refused from the size it declares).
 * Nothing here throws for a bad file: it is described in `facts` for a located problem.
 */
export async function readSource(file: string): Promise<SourceFile> {
  const bytes = readFileSync(file);
  const hash = createHash("sha256").update(bytes).digest("hex");
  if (bytes.length === 0) return { bytes, hash, facts: { ok: false, bytes: 0, reason: "empty", detail: "0 bytes" } };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    const detail = (error as Error).message.split("\n")[0];
    return { bytes, hash, facts: { ok: false, bytes: bytes.length, reason: "not-a-picture", detail } };
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > maxInputPixels)
    return {
      bytes,
      hash,
      facts: { ok: false, bytes: bytes.length, reason: "too-many-pixels", detail: `${width}×${height} px` },
    };
  const upright = (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  return {
    bytes,
    hash,
    facts: { ok: true, bytes: bytes.length, ...upright, format: meta.format ?? "unknown", pages: meta.pages ?? 1 },
  };
}
