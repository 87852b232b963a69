import path from "node:path";
import type { Diagnostic } from "../../../src/engine/diagnostic.ts";
import { attachPictures } from "../../../src/engine/pictures/attachPictures.ts";
import type { PictureUse } from "../../../src/engine/pictures/findPictures.ts";
import { pictureProblems, type SourceFacts } from "../../../src/engine/pictures/pictureChecks.ts";
import type { PictureSet } from "../../../src/engine/pictures/pictureSet.ts";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet.ts";
import { encodePicture, encoderVersion, extensionOf } from "./encodePicture.ts";
import { locatedAt } from "./locateUse.ts";
import { makeSharePictures } from "./makeSharePictures.ts";
import { PictureCache } from "./pictureCache.ts";
import { type PictureJob, picturesFolder, planPictures } from "./planPictures.ts";
import type { SourceMemo } from "./sourceFacts.ts";
import { loadSourceMemo, saveSourceMemo } from "./sourceMemoFile.ts";

export { picturesFolder };

export interface PictureStepResult {
  /** The resolved configs with each picture's sources attached (src/engine/pictures/attachPictures.ts). */
  site: ResolvedConfigSet;
  /** The files to publish: path inside the site ("_pictures/…") → the cache file holding it. */
  files: Map<string, string>;
  /** The source files turned into made pictures (absolute paths): not published as they are (their metadata). */
  sources: Set<string>;
  problems: Diagnostic[];
  warnings: Diagnostic[];
  made: number;
  reused: number;
  /** Cache entries found damaged (made again). */
  refused: number;
  /** Each made picture by its use's key (pictureUseKey): what attachPictures gives the renderers. */
  sets: ReadonlyMap<string, PictureSet>;
}

/** The outcome of one job: its file made, taken from the cache, or its source's pixels unreadable (why). */
export type JobOutcome = { made: boolean } | { damaged: string };

/** Makes one planned file unless the cache holds it whole: the build's and the dev server's one way to make it. */
export async function makeJob(job: PictureJob, cache: PictureCache): Promise<JobOutcome> {
  const ext = extensionOf[job.transform.format];
  if (cache.get(job.key, ext)) return { made: false };
  try {
    const out = await encodePicture(job.source.file, job.source.facts, job.transform);
    cache.put(job.key, ext, out.data, out);
    return { made: true };
  } catch (error) {
    // the header read well but the pixels do not (a JPEG cut short): a located problem
    return { damaged: (error as Error).message.split("\n")[0] };
  }
}

/** Runs `run` over the items, at most `limit` at a time (each next item starts when one ends). */
export async function runLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * The build's picture step: plans every file the pages' pictures need (planPictures.ts: sources read, checked,
 * located problems and warnings) and makes each one not in the cache, `workers` at a time, each reading its source
 * file when it runs. Returns the configs with the sources attached and the files to publish. Entries this build
 * did not use are pruned.
 */
export async function pictureStep(options: {
  site: ResolvedConfigSet;
  publicDir: string;
  cacheDir: string;
  workers: number;
  /** The places to make pictures for; default: every picture of the site's pages. */
  uses?: PictureUse[];
  /** Remove the cache entries this run did not use (default); the editor, making a few at a time, keeps them. */
  prune?: boolean;
  /** Where the sources' facts are kept between builds, for this version of the builder (sourceMemoFile.ts). */
  sourceMemo?: { file: string; codeHash: string };
}): Promise<PictureStepResult> {
  const { site, publicDir } = options;
  const cache = new PictureCache(options.cacheDir);
  const loaded = options.sourceMemo ? loadSourceMemo(options.sourceMemo.file, options.sourceMemo.codeHash) : undefined;
  const memo: SourceMemo | undefined = loaded && new Map(loaded.sources);
  let encoderKept = loaded?.encoder;
  const encoder = () => (encoderKept ??= encoderVersion());
  const { jobs, planned, uses, problems, warnings } = await planPictures({
    site,
    publicDir,
    uses: options.uses,
    memo,
    encoder,
  });

  let made = 0;
  let reused = 0;
  const damaged = new Map<string, string>();
  await runLimited([...jobs.values()], options.workers, async (job) => {
    if (damaged.has(job.source.hash)) return;
    const outcome = await makeJob(job, cache);
    if ("damaged" in outcome) damaged.set(job.source.hash, outcome.damaged);
    else if (outcome.made) made++;
    else reused++;
  });
  const share = await makeSharePictures({
    site,
    blockUses: uses,
    publicDir,
    cache,
    folder: picturesFolder,
    memo,
    encoder,
  });
  if (options.sourceMemo && memo && loaded) {
    const used = new Set([...uses.map((u) => path.join(publicDir, u.src)), ...share.sources]);
    const now = { sources: memo, encoder: encoderKept };
    saveSourceMemo(options.sourceMemo.file, options.sourceMemo.codeHash, now, loaded, used);
  }
  if (options.prune !== false) cache.prune(new Set([...jobs.keys(), ...share.keys]));

  for (const [useKey, { use, jobs: itsJobs }] of planned) {
    const detail = damaged.get(itsJobs[0].source.hash);
    if (detail === undefined) continue;
    planned.delete(useKey);
    const facts: SourceFacts = { ok: false, bytes: itsJobs[0].source.facts.bytes, reason: "damaged", detail };
    for (const other of uses.filter((u) => u.src === use.src))
      for (const { warning, field, ...problem } of pictureProblems(other, facts))
        if (!warning) problems.push(locatedAt(other.file, `${other.pointer}/${field}`, problem));
  }

  const files = new Map<string, string>();
  const madeSets = new Map<string, PictureSet>();
  for (const [useKey, { set, jobs: itsJobs }] of planned) {
    for (const job of itsJobs) files.set(job.rel, cache.fileOf(job.key, extensionOf[job.transform.format]));
    madeSets.set(useKey, set);
  }

  return {
    site: { ...attachPictures(site, madeSets), shareImages: { ...site.shareImages, ...share.made } },
    files: new Map([...files, ...share.files]),
    // a source the step made pictures of is published as those, not as it is (its metadata would ship: GPS)
    sources: new Set([
      ...[...planned.values()].map(({ use }) => path.join(publicDir, use.src)),
      ...Object.entries(share.made).flatMap(([src, made]) => (made.url ? [path.join(publicDir, src)] : [])),
    ]),
    problems: [...problems, ...share.problems],
    warnings: [...warnings, ...share.warnings],
    made,
    reused,
    refused: cache.refused,
    sets: madeSets,
  };
}
