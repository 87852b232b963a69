import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashHtml, type PageRecord } from "./pageRecord";

/** Bumped when an entry's shape changes: entries of another format are not read. */
const entryFormat = "page-builder-page/1";

interface CacheEntry {
  format: string;
  record: PageRecord;
  html: string;
}

/**
 * The page cache: one file per page key under `<dir>/pages/`, holding the finished HTML and its record. An entry is
 * used only when it parses, is of this format, names the key it is filed under (a copied or foreign file does
 * not) and its HTML hashes to the recorded hash (a truncated or edited one does not); anything else counts as
 * missing, and the page is rendered again. Entries are written to a temporary file and renamed, so a build killed
 * while writing leaves no half entry under a key's name.
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
      return hashHtml(css) === hash ? css : undefined;
    } catch {
      return undefined;
    }
  }

  writeCss(hash: string, css: string): void {
    const file = path.join(this.stylesDir, `${hash}.css`);
    const temporary = `${file}.tmp-${process.pid}`;
    try {
      writeFileSync(temporary, css);
      renameSync(temporary, file);
    } catch {
      rmSync(temporary, { force: true });
    }
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The cached page of this key, or undefined (missing, or refused: see the class comment). */
  read(key: string): { record: PageRecord; html: string } | undefined {
    let text: string;
    try {
      text = readFileSync(this.file(key), "utf8");
    } catch {
      return undefined;
    }
    try {
      const entry = JSON.parse(text) as CacheEntry;
      const ok =
        entry.format === entryFormat &&
        entry.record?.key === key &&
        typeof entry.html === "string" &&
        hashHtml(entry.html) === entry.record.htmlHash;
      if (ok) return { record: entry.record, html: entry.html };
    } catch {
      // not JSON: a truncated or damaged entry
    }
    this.refused++;
    return undefined;
  }

  write(record: PageRecord, html: string): void {
    const file = this.file(record.key);
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const entry: CacheEntry = { format: entryFormat, record, html };
    try {
      writeFileSync(temporary, JSON.stringify(entry));
      renameSync(temporary, file);
    } catch {
      // the cache only saves time: a page that could not be stored is rendered again next time
      rmSync(temporary, { force: true });
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
        const finished = name.endsWith(".json");
        if (finished && current.has(name.slice(0, -".json".length))) continue;
        if (!finished && Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 3_600_000) continue;
        rmSync(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
