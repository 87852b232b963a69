import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Diagnostic } from "../../../src/engine/diagnostic";
import { attachPictures } from "../../../src/engine/pictures/attachPictures";
import { findPictures, type PictureUse, pictureUseKey } from "../../../src/engine/pictures/findPictures";
import { pictureProblems, type SourceFacts } from "../../../src/engine/pictures/pictureChecks";
import { pictureLayouts, pictureWidths, shownArea } from "../../../src/engine/pictures/pictureLayouts";
import type { PictureSet, PictureSource } from "../../../src/engine/pictures/pictureSet";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { encodePicture, extensionOf, focusPoint, mimeOf, type OutputFormat, type Transform } from "./encodePicture";
import { locatedAt } from "./locateUse";
import { PictureCache } from "./pictureCache";
import { readSource, type SourceFile } from "./sourceFacts";

/** Where made pictures go in the built site. */
export const picturesFolder = "_pictures";

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

/** The fallback format for browsers that read none of the modern ones: the source's own. */
const fallbackOf = (format: string): OutputFormat => (format === "png" ? "png" : format === "jpeg" ? "jpeg" : "webp");

/** What an output's cache key hashes besides the source's bytes: the transform and the encoder's version. */
const encoderVersion = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;

interface Job {
  key: string;
  src: string;
  source: SourceFile & { facts: Extract<SourceFacts, { ok: true }> };
  transform: Transform;
}

/**
 * The build's picture step: finds the raster pictures the pages show, reads each source once, checks it (located
 * problems and warnings), and makes every width × format its places need, each once per content: from the cache
 * when it holds the key, else encoded with sharp on `workers` encodes at a time. Returns the configs with the
 * sources attached and the files to publish. Entries this build did not use are pruned.
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
}): Promise<PictureStepResult> {
  const { site, publicDir } = options;
  // one libvips thread per encode and `workers` encodes at once: the build's threads, no more
  sharp.concurrency(1);
  sharp.cache(false);
  const cache = new PictureCache(options.cacheDir);
  const uses: PictureUse[] =
    options.uses ??
    [...site.pages, ...site.notFound].flatMap((entry) => findPictures(path.resolve(entry.file), entry.config));

  const sources = new Map<string, SourceFile>();
  for (const src of new Set(uses.map((u) => u.src))) {
    const file = path.join(publicDir, src);
    // a missing file is validation's problem (missing-public-file, with did-you-mean)
    if (existsSync(file)) sources.set(src, await readSource(file));
  }

  const problems: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const jobs = new Map<string, Job>();
  const planned = new Map<string, { use: PictureUse; formats: { format: OutputFormat; keys: Job[] }[] }>();
  const modern = (site.site.pictures?.formats ?? ["webp"]) as OutputFormat[];
  for (const use of uses) {
    const source = sources.get(use.src);
    if (!source) continue;
    const found = pictureProblems(use, source.facts);
    for (const { warning, field, ...problem } of found)
      (warning ? warnings : problems).push(locatedAt(use.file, `${use.pointer}/${field}`, problem));
    if (found.some((p) => !p.warning) || !source.facts.ok) continue;
    const useKey = pictureUseKey(use);
    if (planned.has(useKey)) continue;
    const facts = source.facts;
    const layout = pictureLayouts[use.layout];
    const crop = "aspect" in layout ? { aspect: layout.aspect, focus: focusPoint(use.focus) } : undefined;
    const widths = pictureWidths(layout, shownArea(layout, facts).width);
    const fallback = fallbackOf(facts.format);
    const formats = [...modern.filter((f) => f !== fallback), fallback].map((format) => ({
      format,
      keys: widths.map((width) => {
        const transform: Transform = { width, format, ...(crop ? { crop } : {}) };
        const key = createHash("sha256")
          .update(JSON.stringify({ source: source.hash, transform, encoder: encoderVersion }))
          .digest("hex");
        const job = jobs.get(key) ?? { key, src: use.src, source: { ...source, facts }, transform };
        jobs.set(key, job);
        return job;
      }),
    }));
    planned.set(useKey, { use, formats });
  }

  const sizes = new Map<string, { width: number; height: number }>();
  let made = 0;
  let reused = 0;
  const queue = [...jobs.values()];
  const damaged = new Map<string, string>();
  const encodeNext = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const ext = extensionOf[job.transform.format];
      const cached = cache.get(job.key, ext);
      if (cached) {
        sizes.set(job.key, cached);
        reused++;
        continue;
      }
      if (damaged.has(job.source.hash)) continue;
      let out: Awaited<ReturnType<typeof encodePicture>>;
      try {
        out = await encodePicture(job.source.bytes, job.source.facts, job.transform);
      } catch (error) {
        // the header read well but the pixels do not (a JPEG cut short): a located problem below
        damaged.set(job.source.hash, (error as Error).message.split("\n")[0]);
        continue;
      }
      cache.put(job.key, ext, out.data, out);
      sizes.set(job.key, out);
      made++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers) }, () => encodeNext()));
  if (options.prune !== false) cache.prune(new Set(jobs.keys()));
  for (const [useKey, { use, formats }] of planned) {
    const detail = damaged.get(formats[0].keys[0].source.hash);
    if (detail === undefined) continue;
    planned.delete(useKey);
    const facts: SourceFacts = { ok: false, bytes: formats[0].keys[0].source.bytes.length, reason: "damaged", detail };
    for (const other of uses.filter((u) => u.src === use.src))
      for (const { warning, field, ...problem } of pictureProblems(other, facts))
        if (!warning) problems.push(locatedAt(other.file, `${other.pointer}/${field}`, problem));
  }

  const files = new Map<string, string>();
  const publicName = (job: Job) => {
    const stem = path.basename(job.src).replace(/\.[^.]+$/, "");
    const ext = extensionOf[job.transform.format];
    const rel = `${picturesFolder}/${stem}-${job.transform.width}-${job.key.slice(0, 12)}.${ext}`;
    files.set(rel, cache.fileOf(job.key, ext));
    return `/${rel}`;
  };
  const madeSets = new Map<string, PictureSet>();
  for (const [useKey, { use, formats }] of planned) {
    const listed = formats.map(({ format, keys }) => ({
      type: mimeOf[format],
      entries: keys.map((job) => ({ url: publicName(job), ...sizes.get(job.key)! })),
    }));
    const srcset = (entries: { url: string; width: number }[]) => entries.map((e) => `${e.url} ${e.width}w`).join(", ");
    const fallback = listed[listed.length - 1];
    const largest = fallback.entries[fallback.entries.length - 1];
    const middle = fallback.entries[Math.floor((fallback.entries.length - 1) / 2)];
    const modernSources: PictureSource[] = listed
      .slice(0, -1)
      .map((f) => ({ type: f.type, srcset: srcset(f.entries) }));
    madeSets.set(useKey, {
      width: largest.width,
      height: largest.height,
      sizes: pictureLayouts[use.layout].sizes,
      sources: modernSources,
      fallback: { type: fallback.type, srcset: srcset(fallback.entries), src: middle.url },
      large: largest.url,
    });
  }

  return {
    site: attachPictures(site, madeSets),
    files,
    sources: new Set([...planned.values()].map(({ use }) => path.join(publicDir, use.src))),
    problems,
    warnings,
    made,
    reused,
    refused: cache.refused,
    sets: madeSets,
  };
}
