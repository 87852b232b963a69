import { readFileSync } from "node:fs";
import { writeWhole } from "../../../src/engine/writeWhole.ts";
import { sealText, unsealText } from "../build/sealedFile.ts";
import type { SourceMemo } from "./sourceFacts.ts";

/** Bumped when the file's shape changes: a file of another format is not read. */
const memoFormat = "page-builder-picture-sources/1";

/**
 * The picture sources earlier builds read (each file's hash and header facts, with the stamp it had then:
 * sourceFacts.ts), kept in the site's cache folder for one version of the builder (`codeHash`: its decoder's
 * version too): a source unchanged since is neither hashed nor decoded again, and a build without a picture to make
 * does not load the decoder. Anything wrong with the file and every source is read again.
 */
export function loadSourceMemo(file: string, codeHash: string): SourceMemo {
  try {
    const unsealed = unsealText(readFileSync(file, "utf8"), memoFormat);
    if (!("content" in unsealed) || unsealed.seal.codeHash !== codeHash) return new Map();
    return new Map(Object.entries(JSON.parse(unsealed.content) as Record<string, never>));
  } catch {
    return new Map();
  }
}

/** Writes the sources this build used (`used`: their files), unless they are the ones the file holds already. */
export function saveSourceMemo(
  file: string,
  codeHash: string,
  memo: SourceMemo,
  loaded: SourceMemo,
  used: ReadonlySet<string>,
) {
  const kept = [...memo].filter(([source]) => used.has(source));
  const same =
    kept.length === loaded.size && kept.every(([source, entry]) => loaded.get(source)?.stamp === entry.stamp);
  if (same) return;
  try {
    writeWhole(file, sealText(memoFormat, JSON.stringify(Object.fromEntries(kept)), { codeHash }));
  } catch {
    // only saves time: the next build reads every source again
  }
}
