import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../../../src/engine/diagnostic.ts";
import type { PictureUse } from "../../../src/engine/pictures/findPictures.ts";
import {
  findShareUses,
  shareArea,
  sharePictureProblems,
  shareSize,
} from "../../../src/engine/pictures/sharePictures.ts";
import type { ResolvedConfigSet, SharePicture } from "../../../src/engine/resolve/resolveConfigSet.ts";
import { encodePicture, encoderVersion, extensionOf, focusPoint, madeSize, type Transform } from "./encodePicture.ts";
import { locatedAt } from "./locateUse.ts";
import type { PictureCache } from "./pictureCache.ts";
import { type SourceMemo, sourceOf } from "./sourceFacts.ts";

export interface SharePicturesResult {
  /** The made share pictures by the public/ path of their source: address and size. */
  made: Record<string, SharePicture>;
  /** The files to publish: path inside the site → the cache file holding it. */
  files: Map<string, string>;
  /** The cache keys used (kept when the cache is pruned). */
  keys: Set<string>;
  /** The source files read (absolute paths). */
  sources: Set<string>;
  problems: Diagnostic[];
  warnings: Diagnostic[];
}

/**
 * The picture step's share pictures: each picture the site names for link previews (src/engine/pictures/sharePictures.ts)
 * cropped around its focus to 1200×630 (never enlarged), in JPEG, or PNG for a PNG source (a logo's flat colours
 * and text stay sharp); not WebP, which not every social site reads. Cached like every made picture.
 */
export async function makeSharePictures(options: {
  site: ResolvedConfigSet;
  blockUses: readonly PictureUse[];
  publicDir: string;
  cache: PictureCache;
  /** Where made pictures go in the built site ("_pictures"). */
  folder: string;
  /** Sources' facts known from earlier (planPictures.ts). */
  memo?: SourceMemo;
  /** The decoder's version, which the cache keys name (default: sharp's own, loading it). */
  encoder?: () => string;
}): Promise<SharePicturesResult> {
  const result: SharePicturesResult = {
    made: {},
    files: new Map(),
    keys: new Set(),
    sources: new Set(),
    problems: [],
    warnings: [],
  };
  for (const use of findShareUses(options.site, options.blockUses)) {
    const file = path.join(options.publicDir, use.src);
    // a missing file is validation's problem (missing-public-file, with did-you-mean)
    if (!existsSync(file)) continue;
    const source = await sourceOf(file, options.memo);
    result.sources.add(file);
    const found = sharePictureProblems(use, source.facts);
    for (const { warning, ...problem } of found)
      (warning ? result.warnings : result.problems).push(locatedAt(path.resolve(use.file), use.pointer, problem));
    if (!source.facts.ok || found.some((p) => !p.warning)) continue;
    const crop = { aspect: shareSize.width / shareSize.height, focus: focusPoint(use.focus) };
    const width = shareArea(source.facts).width;
    const transform: Transform = {
      width,
      height: madeSize(source.facts, width, crop).height,
      format: source.facts.format === "png" ? "png" : "jpeg",
      crop,
    };
    const key = createHash("sha256")
      .update(JSON.stringify({ source: source.hash, transform, encoder: (options.encoder ?? encoderVersion)() }))
      .digest("hex");
    const ext = extensionOf[transform.format];
    let size = options.cache.get(key, ext);
    if (!size) {
      try {
        const out = await encodePicture(source.file, source.facts, transform);
        options.cache.put(key, ext, out.data, out);
        size = { width: out.width, height: out.height };
      } catch (error) {
        const detail = (error as Error).message.split("\n")[0];
        const damaged = sharePictureProblems(use, { ok: false, bytes: source.facts.bytes, reason: "damaged", detail });
        result.problems.push(
          ...damaged.map(({ warning: _, ...p }) => locatedAt(path.resolve(use.file), use.pointer, p)),
        );
        continue;
      }
    }
    const stem = path.basename(use.src).replace(/\.[^.]+$/, "");
    const rel = `${options.folder}/${stem}-share-${key.slice(0, 12)}.${ext}`;
    result.files.set(rel, options.cache.fileOf(key, ext));
    result.keys.add(key);
    result.made[use.src] = { url: `/${rel}`, ...size };
  }
  return result;
}
