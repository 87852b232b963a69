import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { writeWhole } from "../../../src/engine/writeWhole.ts";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** A made file's size, as its entry records it. */
export interface MadeFile {
  width: number;
  height: number;
}

interface EntryRecord extends MadeFile {
  sha256: string;
}

/**
 * The made pictures, by key (hash of the source's bytes, the transform and the encoder's version): `<key>.<ext>`
 * and beside it `<key>.json` with the file's sha256 and size. Both are written whole (temporary file, then
 * renamed; the record last), so a build killed while encoding leaves no entry; an entry whose file is damaged or
 * missing is refused and made again.
 */
export class PictureCache {
  /** Entries found damaged (made again). */
  refused = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  fileOf(key: string, ext: string): string {
    return path.join(this.dir, `${key}.${ext}`);
  }

  /** The entry's size when it is whole, else undefined (a damaged one is removed). */
  get(key: string, ext: string): MadeFile | undefined {
    const recordFile = path.join(this.dir, `${key}.json`);
    if (!existsSync(recordFile)) return undefined;
    try {
      const record = JSON.parse(readFileSync(recordFile, "utf8")) as EntryRecord;
      if (sha256(readFileSync(this.fileOf(key, ext))) === record.sha256)
        return { width: record.width, height: record.height };
    } catch {
      // unreadable record or missing file: refused below
    }
    this.refused++;
    rmSync(recordFile, { force: true });
    rmSync(this.fileOf(key, ext), { force: true });
    return undefined;
  }

  put(key: string, ext: string, data: Buffer, size: MadeFile): void {
    writeWhole(this.fileOf(key, ext), data);
    writeWhole(
      path.join(this.dir, `${key}.json`),
      JSON.stringify({ sha256: sha256(data), width: size.width, height: size.height } satisfies EntryRecord),
    );
  }

  /**
   * Removes every entry this build did not use, and the temporary files of writes begun more than an hour ago (a
   * killed build's): a younger one is being written by another process sharing the cache (the editor, the dev
   * server, a shard), whose rename would fail without it.
   */
  prune(used: ReadonlySet<string>): number {
    let removed = 0;
    const hourAgo = Date.now() - 60 * 60 * 1000;
    for (const name of readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      if (name.startsWith(".")) {
        const written = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
        if (written === undefined || written > hourAgo) continue;
      } else if (used.has(name.slice(0, name.indexOf(".")))) continue;
      rmSync(file, { force: true });
      removed++;
    }
    return removed;
  }
}
