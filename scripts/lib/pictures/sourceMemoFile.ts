import { readFileSync } from "node:fs";
import { writeWhole } from "../../../src/engine/writeWhole.ts";
import { sealText, unsealText } from "../build/sealedFile.ts";
import { sameSourceStamp, type SourceMemo } from "./sourceFacts.ts";

/** Bumped when the file's shape changes: a file of another format is not read. */
const memoFormat = "page-builder-picture-sources/4";

/**
 * The picture sources earlier builds read (each file's hash and header facts, with the stamp it had then:
 * sourceFacts.ts), kept in the site's cache folder for one version of the builder (`codeHash`: its decoder's
 * version too): a source unchanged since is neither hashed nor decoded again, and with the decoder's version kept
 * too, a build without a picture to make does not load the decoder. Anything wrong with the file and every source is read again.
 */
export function loadSourceMemo(file: string, codeHash: string): KeptSources {
  try {
    const unsealed = unsealText(readFileSync(file, "utf8"), memoFormat);
    if (!("content" in unsealed) || unsealed.seal.codeHash !== codeHash) return { sources: new Map() };
    const kept = JSON.parse(unsealed.content) as { sources: Record<string, never>; encoder?: string };
    return { sources: new Map(Object.entries(kept.sources)), encoder: kept.encoder };
  } catch {
    return { sources: new Map() };
  }
}

/** What the file keeps: the sources' facts, and the decoder's version string (the picture cache's keys name it). */
export interface KeptSources {
  sources: SourceMemo;
  encoder?: string;
}

/** Writes the sources this build used (`used`: their files), unless the file holds just those already. */
export function saveSourceMemo(
  file: string,
  codeHash: string,
  now: KeptSources,
  loaded: KeptSources,
  used: ReadonlySet<string>,
) {
  const kept = [...now.sources].filter(([source]) => used.has(source));
  const same =
    now.encoder === loaded.encoder &&
    kept.length === loaded.sources.size &&
    kept.every(([source, entry]) => {
      const before = loaded.sources.get(source)?.stamp;
      return before !== undefined && sameSourceStamp(before, entry.stamp);
    });
  if (same) return;
  try {
    const content = JSON.stringify({ sources: Object.fromEntries(kept), encoder: now.encoder });
    writeWhole(file, sealText(memoFormat, content, { codeHash }));
  } catch {
    // only saves time: the next build reads every source again
  }
}
