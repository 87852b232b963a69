import { readFileSync } from "node:fs";
import path from "node:path";
import type { Connect, Plugin } from "vite";
import { attachPictures } from "../../../src/engine/pictures/attachPictures.ts";
import { installDevPictures } from "../../../src/engine/pictures/devPicturesHook.ts";
import type { PictureSet } from "../../../src/engine/pictures/pictureSet.ts";
import { selectedConfigDir, sitePublicDir } from "../../../src/engine/projectPaths.ts";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet.ts";
import { siteCacheDir } from "../build/cacheFolder.ts";
import { extensionOf, mimeOf } from "./encodePicture.ts";
import { PictureCache } from "./pictureCache.ts";
import { type JobOutcome, makeJob } from "./pictureStep.ts";
import { type PictureJob, picturesFolder, planPictures, type SourceMemo } from "./planPictures.ts";
import { diagnosticLine, warningLine } from "../../../src/engine/diagnosticLines.ts";

/**
 * The picture step of the dev server: a page gets the same `<picture>` markup as in the build (planned the same
 * way, planPictures.ts, with no file made yet), and each file is made when the browser first asks for it, through
 * the build's own makeJob into the build's cache (`.build-cache/sites/<site>/pictures`): later requests, and the
 * next build, take it from there.
 */
export class DevPictures {
  private readonly jobs = new Map<string, PictureJob>();
  private readonly making = new Map<string, Promise<JobOutcome>>();
  private readonly memo: SourceMemo = new Map();
  private readonly cache: PictureCache;

  private readonly said = new Set<string>();

  /** `say`: where a picture's problems and warnings go (the dev server's terminal), each once. */
  constructor(
    private readonly publicDir: string,
    cacheDir: string,
    private readonly say: (line: string) => void = () => {},
  ) {
    this.cache = new PictureCache(cacheDir);
  }

  /** The site with each picture's planned sources attached; their files are made on request (`answer`). */
  async attach<S extends ResolvedConfigSet>(site: S): Promise<S> {
    const plan = await planPictures({ site, publicDir: this.publicDir, memo: this.memo });
    // a picture with a problem is shown as its file is (the build stops on it): said in the terminal
    for (const line of [...plan.problems.map((d) => diagnosticLine(d)), ...plan.warnings.map((d) => warningLine(d))])
      if (!this.said.has(line)) {
        this.said.add(line);
        this.say(line);
      }
    const sets = new Map<string, PictureSet>();
    for (const [useKey, { set, jobs }] of plan.planned) {
      sets.set(useKey, set);
      for (const job of jobs) this.jobs.set(`/${job.rel}`, job);
    }
    return { ...site, ...attachPictures(site, sets) };
  }

  /** The file at a `/_pictures/…` address of a planned picture (made now unless cached), else undefined. */
  async answer(pathname: string): Promise<{ type: string; body: Buffer } | undefined> {
    const job = this.jobs.get(pathname);
    if (!job) return undefined;
    // two requests for one file at once (srcset and a preload) make it once
    let making = this.making.get(job.key);
    if (!making) {
      making = makeJob(job, this.cache).finally(() => this.making.delete(job.key));
      this.making.set(job.key, making);
    }
    const outcome = await making;
    // pixels that fail to decode: the page keeps the address, the browser shows the alt text (the build says why)
    if ("damaged" in outcome) return undefined;
    const ext = extensionOf[job.transform.format];
    return { type: mimeOf[job.transform.format], body: readFileSync(this.cache.fileOf(job.key, ext)) };
  }
}

/** Answers `/_pictures/…` with the file (made now unless cached); every other address goes on to the next handler. */
export function picturesMiddleware(pictures: DevPictures): Connect.NextHandleFunction {
  return (req, res, next) => {
    const pathname = decodeURIComponent((req.url ?? "").split("?")[0]);
    if (!pathname.startsWith(`/${picturesFolder}/`)) return next();
    pictures.answer(pathname).then(
      (file) => {
        if (!file) return next();
        res.setHeader("Content-Type", file.type);
        res.setHeader("Cache-Control", "no-cache");
        res.end(file.body);
      },
      (error: unknown) => next(error),
    );
  };
}

/** The Vite plugin: installs the dev picture step for the page render and answers `/_pictures/…` requests. */
export function devPicturesPlugin(): Plugin {
  return {
    name: "dev-pictures",
    apply: "serve",
    configureServer(server) {
      const configDir = selectedConfigDir();
      const pictures = new DevPictures(
        sitePublicDir(configDir),
        path.join(siteCacheDir(configDir), "pictures"),
        (line) => server.config.logger.warn(`[pictures] ${line}`, { timestamp: true }),
      );
      installDevPictures((site) => pictures.attach(site));
      server.middlewares.use(picturesMiddleware(pictures));
    },
  };
}
