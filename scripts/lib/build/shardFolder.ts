import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FinishSite } from "./finishSite";
import type { PageRecord } from "./pageRecord";
import { sealText, unsealText } from "./sealedFile";
import type { ContentFeed } from "../../../src/engine/content/feeds.ts";

export const manifestName = "shard.json";
/** The shard's part of the site (its pages, and the files every shard carries: public files, browser code). */
export const shardFilesName = "files";
const manifestFormat = "page-builder-shard/5";

/** What `--merge` needs of a shard besides its files (written by `--shard I/N`). */
export interface ShardManifest {
  shard: { index: number; count: number };
  /** The builder's code hash: shards of one build were built by the same code. */
  codeHash: string;
  /** The hash of every page's file and key (pagePlan.planHash): shards of one build rendered the same site. */
  plan: string;
  /** How many pages the whole site has (all shards together). */
  pageCount: number;
  /** The site folder it was built from (recorded for `npm start`'s check of a stale build). */
  configDir: string;
  site: FinishSite;
  /** The feeds of the site's collections, which the merge writes (every shard records all of them). */
  feeds?: { siteUrl: string; feeds: ContentFeed[] };
  /** The shared CSS the shard's pages name, by hash. */
  css: Record<string, string>;
  records: PageRecord[];
}

/** Writes the manifest sealed (./sealedFile.ts): a damaged or edited manifest is refused, not half read. */
export function writeShardManifest(dir: string, manifest: ShardManifest): void {
  writeFileSync(path.join(dir, manifestName), sealText(manifestFormat, JSON.stringify(manifest)));
}

/** A shard folder's manifest, or a sentence saying why the folder is not a shard of this builder. */
export function readShardManifest(dir: string): ShardManifest | string {
  const file = path.join(dir, manifestName);
  if (!existsSync(dir)) return `${dir} does not exist`;
  if (!existsSync(file)) return `${dir} is not a shard folder (it has no ${manifestName})`;
  try {
    const unsealed = unsealText(readFileSync(file, "utf8"), manifestFormat);
    if ("content" in unsealed) return JSON.parse(unsealed.content) as ShardManifest;
    return unsealed.refused === "format"
      ? `${file} is of another format (${unsealed.found}) than this builder's (${manifestFormat})`
      : `${file} is damaged (it is not what the shard build wrote): build the shard again`;
  } catch (error) {
    return `${file} cannot be read (${(error as Error).message}): build the shard again`;
  }
}
