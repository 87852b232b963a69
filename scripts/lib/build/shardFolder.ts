import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PolicySite } from "../securityHeaders";
import type { PageRecord } from "./pageRecord";

export const manifestName = "shard.json";
/** The shard's part of the site (its pages, and the files every shard carries: public files, browser code). */
export const shardFilesName = "files";
const manifestFormat = "page-builder-shard/2";

/** What `--merge` needs of a shard besides its files (written by `--shard I/N`). */
export interface ShardManifest {
  format: string;
  shard: { index: number; count: number };
  /** The builder's code hash: shards of one build were built by the same code. */
  codeHash: string;
  /** The hash of every page's file and key (pagePlan.planHash): shards of one build rendered the same site. */
  plan: string;
  /** How many pages the whole site has (all shards together). */
  pageCount: number;
  /** The site folder it was built from (recorded for `npm start`'s check of a stale build). */
  configDir: string;
  site: PolicySite;
  /** The shared CSS the shard's pages name, by hash. */
  css: Record<string, string>;
  records: PageRecord[];
}

const contentHash = (content: unknown) => createHash("sha256").update(JSON.stringify(content)).digest("hex");

/** Writes the manifest with a hash of its content, so that a damaged or edited manifest is refused, not half read. */
export function writeShardManifest(dir: string, manifest: Omit<ShardManifest, "format">): void {
  const content = { format: manifestFormat, ...manifest };
  writeFileSync(path.join(dir, manifestName), JSON.stringify({ content, hash: contentHash(content) }));
}

/** A shard folder's manifest, or a sentence saying why the folder is not a shard of this builder. */
export function readShardManifest(dir: string): ShardManifest | string {
  const file = path.join(dir, manifestName);
  if (!existsSync(dir)) return `${dir} does not exist`;
  if (!existsSync(file)) return `${dir} is not a shard folder (it has no ${manifestName})`;
  try {
    const { content: manifest, hash } = JSON.parse(readFileSync(file, "utf8")) as {
      content?: ShardManifest;
      hash?: string;
    };
    if (manifest?.format !== manifestFormat)
      return `${file} is of another format (${String(manifest?.format)}) than this builder's (${manifestFormat})`;
    if (contentHash(manifest) !== hash)
      return `${file} is damaged (it is not what the shard build wrote): build the shard again`;
    return manifest;
  } catch (error) {
    return `${file} cannot be read (${(error as Error).message}): build the shard again`;
  }
}
