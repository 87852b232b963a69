import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { writeWhole } from "../../../src/engine/writeWhole";
import { type FileStamp, freshSince, sameStamp, stampOf, stampOfStats, trustedStamp } from "./fileStamp";
import type { PageRecord } from "./pageRecord";
import { sealText, sha256, unsealText } from "./sealedFile";

/**
 * The next build's spare being made (outputFolder.ts nextSpareFolder): a hard link of each page put in place, at its
 * path in the site.
 */
export class NextSpare {
  private readonly folders = new Set<string>();

  constructor(readonly dir: string) {}

  link(cache: PageCache, key: string, rel: string): void {
    const target = path.join(this.dir, rel);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    cache.linkPage(key, target); // not linked (another file system): the next build puts that page in place itself
  }
}

/** Bumped when an entry's shape changes: entries of another format are not read. */
const entryFormat = "page-builder-page/8";

/** What an entry's record file holds: the page's record, and its HTML file's stamp when written. */
interface StoredEntry {
  record: PageRecord;
  html: FileStamp;
}

/**
 * The page cache: two files per page key under `<dir>/pages/`: the finished HTML (`<key>.html`) and its record
 * (`<key>.json`). An entry is used only when its record parses, is of this format, names the key it is filed under
 * (a copied or foreign file does not), and its HTML is the one the record was written with: the same file untouched
 * since (FileStamp), else its bytes hashing to the recorded hash (a truncated or edited file does not; a sound one
 * has its stamp renewed). Anything else counts as missing, and the page is rendered again. The record file is
 * sealed (./sealedFile.ts): an edited record (a script hash, a problem, a stamp) is refused like edited HTML. Files
 * are written whole (writeWhole), the HTML first, so a build killed while writing leaves no half entry under a key's
 * name. A reused page is hard-linked into the site being built (copied across file systems): no bytes written.
 */
export class PageCache {
  private readonly dir: string;
  /** Entries found but refused (corrupt, truncated, foreign), for the build's summary line. */
  refused = 0;
  private readonly stylesDir: string;

  constructor(cacheDir: string) {
    this.dir = path.join(cacheDir, "pages");
    this.stylesDir = path.join(cacheDir, "styles");
    mkdirSync(this.dir, { recursive: true });
    mkdirSync(this.stylesDir, { recursive: true });
  }

  /** The shared CSS a cached page names (PageRecord.sharedCss), checked against its hash; undefined if not there. */
  readCss(hash: string): string | undefined {
    try {
      const css = readFileSync(path.join(this.stylesDir, `${hash}.css`), "utf8");
      return sha256(css) === hash ? css : undefined;
    } catch {
      return undefined;
    }
  }

  writeCss(hash: string, css: string): void {
    try {
      writeWhole(path.join(this.stylesDir, `${hash}.css`), css);
    } catch {
      // the cache only saves time: the next build writes it again
    }
  }

  private file(key: string, ending: ".json" | ".html"): string {
    return path.join(this.dir, key.slice(0, 2), `${key}${ending}`);
  }

  /** Hard-links an entry's HTML to `target` (which must not exist); false when it cannot (not stored, another disk). */
  linkPage(key: string, target: string): boolean {
    try {
      linkSync(this.file(key, ".html"), target);
      return true;
    } catch {
      return false;
    }
  }

  /** Whether `target` is the HTML file of the entry filed under this key (a hard link of it), sound or not. */
  isInPlace(key: string, target: string): boolean {
    const there = lstatSync(target, { throwIfNoEntry: false });
    const entry = there?.isFile() && statSync(this.file(key, ".html"), { throwIfNoEntry: false });
    return Boolean(entry && there && entry.ino === there.ino && entry.dev === there.dev);
  }

  /** The keys entries were filed under when first asked (has): one listing of each folder, not a look a page. */
  private filed: Set<string> | undefined;

  /** Whether an entry was filed under this key when the first page was asked about (sound or not: reuse tells). */
  has(key: string): boolean {
    if (!this.filed) {
      this.filed = new Set();
      for (const bucket of readdirSync(this.dir)) {
        let names: string[];
        try {
          names = readdirSync(path.join(this.dir, bucket));
        } catch {
          continue; // not a folder of entries
        }
        for (const name of names) if (name.endsWith(".json")) this.filed.add(name.slice(0, -".json".length));
      }
    }
    return this.filed.has(key);
  }

  /**
   * The cached pages of these keys, each put at its target, with their records: in the same order, undefined for a
   * page missing or refused (see the class comment). A page is hard-linked (or copied across file systems) through a
   * temporary name renamed over whatever the target held; a target that already is that entry's file (the build
   * folder being reused, see outputFolder.ts) is left as it is: an unchanged page costs no write. With `spare`,
   * each page put in place is linked into the next build's spare too.
   */
  reuse(pages: readonly { key: string; target: string }[], spare?: NextSpare): (PageRecord | undefined)[] {
    const folders = new Set<string>();
    const since = freshSince();
    const placed = pages.map(({ key, target }) => this.place(key, target, folders, since));
    if (spare) pages.forEach(({ key }, index) => placed[index] && spare.link(this, key, placed[index].rel));
    return placed;
  }

  private place(key: string, target: string, folders: Set<string>, since: bigint): PageRecord | undefined {
    const stored = this.readRecord(key);
    if (!stored) return undefined;
    const there = lstatSync(target, { bigint: true, throwIfNoEntry: false });
    // the target is the very file the record was written with, untouched since (see FileStamp): sound and in
    // place, whatever the cache's own name of it is now
    const stamp = stampOfStats(there);
    if (stamp && sameStamp(stamp, stored.html) && trustedStamp(stamp, since)) return stored.record;
    const entry = this.sound(stored, since);
    if (!entry) return undefined;
    if (there?.isFile() && String(there.ino) === entry.html.ino && String(there.dev) === entry.html.dev) {
      return entry.record;
    }
    if (there?.isDirectory()) rmSync(target, { recursive: true });
    const folder = path.dirname(target);
    if (!there && !folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    const temporary = `${target}.tmp-${process.pid}`;
    try {
      linkSync(this.file(key, ".html"), temporary);
      renameSync(temporary, target);
    } catch {
      rmSync(temporary, { force: true });
      try {
        writeWhole(target, readFileSync(this.file(key, ".html"))); // another file system than the cache's
      } catch {
        // the entry is gone since it was checked (a build of other pages sharing the cache pruned it): rendered
        return undefined;
      }
    }
    return entry.record;
  }

  /** An entry's record file, if it parses as one of this key (else undefined, refused if it was there). */
  private readRecord(key: string): StoredEntry | undefined {
    let text: string;
    try {
      text = readFileSync(this.file(key, ".json"), "utf8");
    } catch {
      if (existsSync(this.file(key, ".html"))) this.refused++;
      return undefined;
    }
    const entry = parseEntry(text, key);
    if (!entry) this.refused++;
    return entry;
  }

  /**
   * The entry if its HTML is the one its record was written with (see the class comment), with the HTML file's
   * stamp; else undefined, refused. HTML modified after `freshSince` (nanoseconds) is hashed even when its stamp
   * matches.
   */
  private sound(entry: StoredEntry, since: bigint): StoredEntry | undefined {
    const htmlFile = this.file(entry.record.key, ".html");
    const stamp = stampOf(htmlFile);
    if (stamp) {
      if (sameStamp(stamp, entry.html) && trustedStamp(stamp, since)) return entry;
      if (this.hashMatches(htmlFile, entry.record.htmlHash)) {
        if (!sameStamp(stamp, entry.html)) this.renewStamp({ record: entry.record, html: stamp });
        return { record: entry.record, html: stamp };
      }
    }
    this.refused++;
    return undefined;
  }

  private hashMatches(file: string, hash: string): boolean {
    try {
      return sha256(readFileSync(file)) === hash;
    } catch {
      return false;
    }
  }

  /** After a hash found the HTML sound (a cache restored, a file touched): the next build trusts its stamp. */
  private renewStamp(entry: StoredEntry): void {
    try {
      this.writeRecord(entry);
    } catch {
      // only saves time: the next build hashes the page again
    }
  }

  private writeRecord(entry: StoredEntry): void {
    writeWhole(this.file(entry.record.key, ".json"), sealText(entryFormat, JSON.stringify(entry)));
  }

  /** Stores a page's finished HTML with its record. */
  write(record: PageRecord, html: string): void {
    try {
      const htmlFile = this.file(record.key, ".html");
      writeWhole(htmlFile, html);
      const stamp = stampOf(htmlFile);
      if (stamp) this.writeRecord({ record, html: stamp });
    } catch {
      // the cache only saves time: a page that could not be stored is rendered again next time
    }
  }

  /**
   * Removes the entries of pages the site no longer has in that version (`current`: every key of the site's plan,
   * all shards' included, so builds of several shards sharing one cache keep each other's entries), and leftovers of
   * writes interrupted more than an hour ago. The cache holds the site's current pages (each site folder has its
   * own, see cacheFolder), not every version ever built. The stylesheets not in `currentCss` go too; none when it is
   * not given (a shard's build, which knows only its own pages' stylesheets).
   */
  prune(current: ReadonlySet<string>, currentCss?: ReadonlySet<string>): number {
    let removed = 0;
    if (currentCss) {
      for (const name of readdirSync(this.stylesDir)) {
        if (name.endsWith(".css") && currentCss.has(name.slice(0, -".css".length))) continue;
        rmSync(path.join(this.stylesDir, name), { force: true });
      }
    }
    for (const bucket of readdirSync(this.dir)) {
      const bucketDir = path.join(this.dir, bucket);
      if (!statSync(bucketDir).isDirectory()) continue;
      for (const name of readdirSync(bucketDir)) {
        const finished = name.endsWith(".json") || name.endsWith(".html");
        if (finished && current.has(name.slice(0, -".json".length))) continue;
        const file = path.join(bucketDir, name);
        if (!finished && Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 3_600_000) continue;
        rmSync(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/** The entry a record file's text holds, if it is sealed in this format and filed under its own key. */
function parseEntry(text: string, key: string): StoredEntry | undefined {
  const unsealed = unsealText(text, entryFormat);
  if (!("content" in unsealed)) return undefined;
  try {
    const entry = JSON.parse(unsealed.content) as Partial<StoredEntry> | null;
    return entry?.record?.key === key && entry.html ? (entry as StoredEntry) : undefined;
  } catch {
    return undefined; // sealed, yet not an entry: refused like any damaged one
  }
}
