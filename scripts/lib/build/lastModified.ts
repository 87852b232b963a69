import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The day of a build ("2026-11-27", UTC), or of SOURCE_DATE_EPOCH when set (reproducible builds). */
export function buildDay(now = new Date(), env = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  const when = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : now;
  return when.toISOString().slice(0, 10);
}

/** A hash of what a page shows of its own (its resolved config): the builder's code is not in it. */
export function contentKey(content: unknown): string {
  return contentKeyOfJson(JSON.stringify(content));
}

/** contentKey of a value from its JSON text (JSON.stringify's, as is). */
export function contentKeyOfJson(json: string): string {
  return createHash("sha256").update(json).digest("hex");
}

/**
 * When each page's content last changed, for the sitemap's lastmod: kept in the build cache as page file →
 * [content key, day]. A page whose content key is the one kept keeps its day, so rebuilds that change nothing
 * (or only the builder's code) give the same sitemap; a new or changed page gets the build's day. Without a
 * cache (--no-cache, a fresh clone whose CI restored no cache) every page gets the build's day.
 */
export class LastModified {
  private readonly kept: Record<string, [string, string]>;
  private readonly now: Record<string, [string, string]> = {};

  constructor(private readonly file: string | undefined) {
    let kept: Record<string, [string, string]> = {};
    if (file && existsSync(file)) {
      try {
        kept = JSON.parse(readFileSync(file, "utf8")) as Record<string, [string, string]>;
      } catch {
        kept = {}; // a damaged record only costs the dates
      }
    }
    this.kept = kept;
  }

  static inCache(cacheDir: string | undefined): LastModified {
    return new LastModified(cacheDir ? path.join(cacheDir, "lastmod.json") : undefined);
  }

  /** The day the page `rel` last changed, its content key now being `key`. */
  dayOf(rel: string, key: string, today: string): string {
    const kept = this.kept[rel];
    const day = kept && kept[0] === key ? kept[1] : today;
    this.now[rel] = [key, day];
    return day;
  }

  /**
   * Writes the record back: the pages of this build, and (a shard sees only its own) those kept of the other
   * pages of the site (`planned`); pages no longer in the site are forgotten.
   */
  save(planned: ReadonlySet<string>): void {
    if (!this.file) return;
    const kept = Object.entries(this.kept).filter(([rel]) => planned.has(rel) && !(rel in this.now));
    const all = Object.fromEntries([...kept, ...Object.entries(this.now)].sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(this.file, JSON.stringify(all));
  }
}
