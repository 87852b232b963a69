import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Problem } from "../siteCheck/index";
import { finishSite } from "./finishSite";
import type { PageRecord } from "./pageRecord";
import { sha256 } from "./sealedFile";
import { readShardManifest, shardFilesName, type ShardManifest } from "./shardFolder";

/** A shard folder that cannot be merged, in words naming it (the merge stops on it). */
export class ShardProblem extends Error {}

/**
 * Assembles the shards of one build into `stagingDir`: every shard's files (its pages; public files and browser
 * code, which all shards carry alike), each page checked against the hash its shard recorded, then the steps over
 * every page (finishSite) exactly as a build on one machine does them. Refuses shards that do not make one site:
 * built by other code, from another version of the site, a shard missing or given twice.
 */
export function mergeShards(
  shardDirs: string[],
  stagingDir: string,
  codeHash: string,
): { problems: Problem[]; pages: number; configDir: string } {
  const shards = shardDirs.map((dir) => {
    const manifest = readShardManifest(dir);
    if (typeof manifest === "string") throw new ShardProblem(manifest);
    return { dir, manifest };
  });
  const name = ({ dir, manifest }: { dir: string; manifest: ShardManifest }) =>
    `shard ${manifest.shard.index}/${manifest.shard.count} (${dir})`;
  const [first] = shards;
  for (const shard of shards) {
    const m = shard.manifest;
    if (m.shard.count !== first.manifest.shard.count) {
      throw new ShardProblem(
        `${name(shard)} is one of ${m.shard.count} shards, ${name(first)} one of ${first.manifest.shard.count}: build all shards with the same --shard I/N`,
      );
    }
    if (m.codeHash !== first.manifest.codeHash) {
      throw new ShardProblem(
        `${name(shard)} was built by another version of the builder than ${name(first)}: build every shard from the same commit`,
      );
    }
    if (m.plan !== first.manifest.plan) {
      throw new ShardProblem(
        `${name(shard)} was built from another version of the site than ${name(first)}: build every shard from the same commit`,
      );
    }
  }
  if (first.manifest.codeHash !== codeHash) {
    throw new ShardProblem(
      `the shards were built by another version of the builder than this one (${name(first)}): merge with the checkout that built them`,
    );
  }
  const count = first.manifest.shard.count;
  for (let index = 1; index <= count; index++) {
    const given = shards.filter((s) => s.manifest.shard.index === index);
    if (given.length === 0)
      throw new ShardProblem(`shard ${index}/${count} is missing: give all ${count} shard folders to --merge`);
    if (given.length > 1)
      throw new ShardProblem(`shard ${index}/${count} is given twice: ${given.map((s) => s.dir).join(", ")}`);
  }

  const records: PageRecord[] = [];
  const cssByHash = new Map<string, string>();
  for (const shard of shards) {
    const files = path.join(shard.dir, shardFilesName);
    cpSync(files, stagingDir, { recursive: true });
    for (const record of shard.manifest.records) {
      const html = readFileSync(path.join(stagingDir, record.rel), "utf8");
      if (sha256(html) !== record.htmlHash) {
        throw new ShardProblem(
          `${path.join(files, record.rel)} is not the page ${name(shard)} built (changed or damaged since): build the shard again`,
        );
      }
      records.push(record);
    }
    // the manifest is sealed: its stylesheets are as the shard's render threads hashed them
    for (const [hash, css] of Object.entries(shard.manifest.css)) cssByHash.set(hash, css);
  }
  if (records.length !== first.manifest.pageCount || new Set(records.map((r) => r.rel)).size !== records.length) {
    throw new ShardProblem(
      `the shards hold ${records.length} pages, the site has ${first.manifest.pageCount}: build the shards again`,
    );
  }
  return {
    problems: finishSite(stagingDir, records, cssByHash, first.manifest.site, first.manifest.feeds),
    pages: records.length,
    configDir: first.manifest.configDir,
  };
}
