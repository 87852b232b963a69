import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../../../src/engine/diagnostic.ts";
import { findPictures, type PictureUse, pictureUseKey } from "../../../src/engine/pictures/findPictures.ts";
import { pictureProblems, type SourceFacts } from "../../../src/engine/pictures/pictureChecks.ts";
import { pictureLayouts, pictureWidths, shownArea } from "../../../src/engine/pictures/pictureLayouts.ts";
import type { PictureSet, PictureSource } from "../../../src/engine/pictures/pictureSet.ts";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet.ts";
import {
  encoderVersion,
  extensionOf,
  focusPoint,
  madeSize,
  mimeOf,
  type OutputFormat,
  type Transform,
} from "./encodePicture.ts";
import { locatedAt } from "./locateUse.ts";
import { type SourceFile, type SourceMemo, sourceOf } from "./sourceFacts.ts";

export type { SourceMemo };

/** Where made pictures go in the built site (and where the dev server answers for them). */
export const picturesFolder = "_pictures";

/** The fallback format for browsers that read none of the modern ones: the source's own (a GIF's is PNG). */
const fallbackOf = (format: string): OutputFormat =>
  format === "png" || format === "gif" ? "png" : format === "jpeg" ? "jpeg" : "webp";

/** One file to make: its cache key, the source it is made from, how, and its path in the site. */
export interface PictureJob {
  key: string;
  src: string;
  source: SourceFile & { facts: Extract<SourceFacts, { ok: true }> };
  /** With its height planned: the markup states it before the file is made. */
  transform: Transform & { height: number };
  /** Its path inside the site: "_pictures/<name>-<width>-<key>.<ext>". */
  rel: string;
}

export interface PicturePlan {
  /** Every file to make, by cache key. */
  jobs: Map<string, PictureJob>;
  /** The made sources of each place (by pictureUseKey), with the jobs they list. */
  planned: Map<string, { use: PictureUse; set: PictureSet; jobs: PictureJob[] }>;
  /** Every place a picture is shown (for problems found later, when a source's pixels fail to decode). */
  uses: PictureUse[];
  problems: Diagnostic[];
  warnings: Diagnostic[];
}

/**
 * Whether a file is there under exactly this name: the same answer on Linux and on a host whose file names ignore
 * letter case (macOS, Windows), where `existsSync("/Photos/a.jpg")` finds "photos/a.jpg".
 */
function existsExactly(publicDir: string, src: string): boolean {
  let dir = publicDir;
  for (const part of src.split("/").filter(Boolean)) {
    try {
      if (!readdirSync(dir).includes(part)) return false;
    } catch {
      return false;
    }
    dir = path.join(dir, part);
  }
  return true;
}

/**
 * What the picture step will make, known before any file is: finds the raster pictures the pages show, reads each
 * source's header and hash (one at a time; not its pixels), checks it (located problems and warnings), and plans
 * every width × format its places need, each once per content, with the markup's sources (srcset, sizes, width,
 * height) — the same for the build (pictureStep.ts) and the dev server (devPictures.ts).
 */
export async function planPictures(options: {
  site: ResolvedConfigSet;
  publicDir: string;
  memo?: SourceMemo;
  /** The decoder's version, which the cache keys name (default: sharp's own, loading it). */
  encoder?: () => string;
  /** The places to plan pictures for; default: every picture of the site's pages. */
  uses?: PictureUse[];
}): Promise<PicturePlan> {
  const { site, publicDir } = options;
  const uses: PictureUse[] =
    options.uses ??
    [...site.pages, ...site.notFound].flatMap((entry) => findPictures(path.resolve(entry.file), entry.config));
  const sources = new Map<string, SourceFile>();
  for (const src of new Set(uses.map((u) => u.src))) {
    // a missing file (or one under another letter case) is validation's problem: missing-public-file, did-you-mean
    if (existsExactly(publicDir, src)) sources.set(src, await sourceOf(path.join(publicDir, src), options.memo));
  }

  const problems: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const jobs = new Map<string, PictureJob>();
  const planned: PicturePlan["planned"] = new Map();
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
      jobs: widths.map((width) => {
        const transform: PictureJob["transform"] = {
          ...madeSize(facts, width, crop),
          format,
          ...(crop ? { crop } : {}),
        };
        const key = createHash("sha256")
          .update(JSON.stringify({ source: source.hash, transform, encoder: (options.encoder ?? encoderVersion)() }))
          .digest("hex");
        const stem = path.basename(use.src).replace(/\.[^.]+$/, "");
        const rel = `${picturesFolder}/${stem}-${transform.width}-${key.slice(0, 12)}.${extensionOf[format]}`;
        const job = jobs.get(key) ?? { key, src: use.src, source: { ...source, facts }, transform, rel };
        jobs.set(key, job);
        return job;
      }),
    }));
    planned.set(useKey, { use, set: pictureSetOf(use, formats), jobs: formats.flatMap((f) => f.jobs) });
  }
  return { jobs, planned, uses, problems, warnings };
}

/** The markup's sources of a place: each format's files as a srcset, the fallback's middle width as `src`. */
function pictureSetOf(use: PictureUse, formats: { format: OutputFormat; jobs: PictureJob[] }[]): PictureSet {
  const srcset = (jobs: PictureJob[]) => jobs.map((j) => `/${j.rel} ${j.transform.width}w`).join(", ");
  const fallback = formats[formats.length - 1];
  const largest = fallback.jobs[fallback.jobs.length - 1];
  const middle = fallback.jobs[Math.floor((fallback.jobs.length - 1) / 2)];
  const modernSources: PictureSource[] = formats
    .slice(0, -1)
    .map((f) => ({ type: mimeOf[f.format], srcset: srcset(f.jobs) }));
  return {
    width: largest.transform.width,
    height: largest.transform.height,
    sizes: pictureLayouts[use.layout].sizes,
    sources: modernSources,
    fallback: { type: mimeOf[fallback.format], srcset: srcset(fallback.jobs), src: `/${middle.rel}` },
    large: `/${largest.rel}`,
  };
}
