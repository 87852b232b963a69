import {
  closeSync,
  existsSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { writeWhole } from "../../../src/engine/writeWhole";
import type { PageRecord } from "./pageRecord";
import { sealText, sha256, unsealText } from "./sealedFile";

/** Bumped when an entry's shape changes: entries of another format are not read. */
const entryFormat = "page-builder-page/5";

/**
 * The page cache: two files per page key under `<dir>/pages/`: the finished HTML (`<key>.html`) and its record
 * (`<key>.json`). An entry is used only when its record parses, is of this format, names the key it is filed under
 * (a copied or foreign file does not), matches the hash written with it, and its HTML hashes to the recorded hash
 * (a truncated or edited one does not); anything else counts as missing, and the page is rendered again. The record
 * file is sealed (./sealedFile.ts): an edited record (a script hash, a problem) is refused like edited HTML. Files
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

  /**
   * The cached pages of these keys, each put at its target, with their records: in the same order, undefined for a
   * page missing or refused (see the class comment). A page is hard-linked (or copied across file systems) through a
   * temporary name renamed over whatever the target held; a target that already is that entry's file (the build
   * folder being reused, see outputFolder.ts) is left as it is: an unchanged page costs no write.
   */
  reuse(pages: readonly { key: string; target: string }[]): (PageRecord | undefined)[] {
    const folders = new Set<string>();
    return pages.map(({ key, target }) => {
      const entry = this.read(key);
      if (!entry) return undefined;
      const there = lstatSync(target, { throwIfNoEntry: false });
      if (there?.isFile() && there.ino === entry.ino && there.dev === entry.dev) return entry.record;
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
        writeWhole(target, entry.html); // another file system than the cache's
      }
      return entry.record;
    });
  }

  /** An entry's record, HTML and HTML file's identity if the entry is sound; else undefined (refused if it was there). */
  private read(key: string): { record: PageRecord; html: Buffer; ino: number; dev: number } | undefined {
    let text: string;
    let html: Buffer;
    let identity: { ino: number; dev: number };
    try {
      text = readFileSync(this.file(key, ".json"), "utf8");
      const fd = openSync(this.file(key, ".html"), "r");
      try {
        identity = fstatSync(fd);
        html = readFileSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      if (existsSync(this.file(key, ".json")) || existsSync(this.file(key, ".html"))) this.refused++;
      return undefined;
    }
    const unsealed = unsealText(text, entryFormat);
    if ("content" in unsealed) {
      try {
        const record = JSON.parse(unsealed.content) as PageRecord;
        if (record.key === key && sha256(html) === record.htmlHash) {
          return { record, html, ino: identity.ino, dev: identity.dev };
        }
      } catch {
        // sealed, yet not a record: refused like any damaged entry
      }
    }
    this.refused++;
    return undefined;
  }

  /** Stores a page's finished HTML with its record. */
  write(record: PageRecord, html: string): void {
    try {
      writeWhole(this.file(record.key, ".html"), html);
      writeWhole(this.file(record.key, ".json"), sealText(entryFormat, JSON.stringify(record)));
    } catch {
      // the cache only saves time: a page that could not be stored is rendered again next time
    }
  }

  /**
   * Removes the entries of pages the site no longer has in that version (`current`: every key of the site's plan,
   * all shards' included, so builds of several shards sharing one cache keep each other's entries), and leftovers of
   * writes interrupted more than an hour ago. The cache holds the site's current pages (each site folder has its
   * own, see cacheFolder), not every version ever built.
   */
  prune(current: ReadonlySet<string>, currentCss: ReadonlySet<string>): number {
    let removed = 0;
    for (const name of readdirSync(this.stylesDir)) {
      if (name.endsWith(".css") && currentCss.has(name.slice(0, -".css".length))) continue;
      rmSync(path.join(this.stylesDir, name), { force: true });
    }
    for (const bucket of readdirSync(this.dir)) {
      const bucketDir = path.join(this.dir, bucket);
      if (!statSync(bucketDir).isDirectory()) continue;
      for (const name of readdirSync(bucketDir)) {
        const file = path.join(bucketDir, name);
        const finished = name.endsWith(".json") || name.endsWith(".html");
        if (finished && current.has(name.slice(0, -".json".length))) continue;
        if (!finished && Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 3_600_000) continue;
        rmSync(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
