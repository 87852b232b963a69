import { createReadStream, existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { attachPictures } from "../../engine/pictures/attachPictures.ts";
import { findPictures, isRasterPicture, pictureUseKey, type PictureUse } from "../../engine/pictures/findPictures.ts";
import { pictureProblems, type SourceFacts } from "../../engine/pictures/pictureChecks.ts";
import { pictureLayouts, type PictureLayoutName } from "../../engine/pictures/pictureLayouts.ts";
import type { PictureSet } from "../../engine/pictures/pictureSet.ts";
import type { ResolvedConfigSet } from "../../engine/resolve/resolveConfigSet.ts";
import type { Focus, SiteConfig } from "../../generated/config-types.ts";
import type { PictureReport, PictureRequest } from "../shared/pictureApi.ts";

/** The build's picture step as the editor uses it (scripts/lib/pictures/editorPictures.ts gives the real one). */
export interface PictureMaker {
  /** Makes the pictures of these places (widths, formats, crops), as a build would. */
  make(
    uses: PictureUse[],
    site: SiteConfig,
  ): Promise<{ sets: ReadonlyMap<string, PictureSet>; files: ReadonlyMap<string, string> }>;
  /** What the source at this public/ path is (undefined: no such file). */
  facts(src: string): Promise<SourceFacts | undefined>;
  /** Changes when the file at this public/ path does (undefined: no such file). */
  sourceVersion(src: string): string | undefined;
}

/** Made pictures remembered (by place, source version and formats); past this many the memory starts afresh. */
const KEEP_MADE = 1000;

const mimeOf: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/**
 * The preview's pictures as the build makes them: each raster picture of a block goes through the build's
 * picture step (sizes, formats, the crop around its focus) and the block gets its `picture` sources, so the
 * preview writes the same `<picture>` and srcset a visitor gets. The made files are served at /_pictures/… from
 * the site's picture cache. A picture field asks `describe` for what the build says of it: the source's pixel
 * size and the picture step's problems and warnings, in its words.
 */
export function createPreviewPictures(maker: PictureMaker) {
  let made = new Map<string, PictureSet | null>();
  const files = new Map<string, string>();

  const keyOf = (use: PictureUse, site: SiteConfig) =>
    JSON.stringify([pictureUseKey(use), maker.sourceVersion(use.src), site.pictures?.formats ?? null]);

  async function setsFor(uses: PictureUse[], site: SiteConfig): Promise<Map<string, PictureSet>> {
    if (made.size > KEEP_MADE) made = new Map();
    const missing = new Map<string, PictureUse>();
    for (const use of uses)
      if (maker.sourceVersion(use.src) !== undefined && !made.has(keyOf(use, site))) missing.set(keyOf(use, site), use);
    if (missing.size > 0) {
      const result = await maker.make([...missing.values()], site);
      for (const [inside, file] of result.files) files.set(`/${inside}`, file);
      for (const [key, use] of missing) made.set(key, result.sets.get(pictureUseKey(use)) ?? null);
    }
    const sets = new Map<string, PictureSet>();
    for (const use of uses) {
      const set = made.get(keyOf(use, site));
      if (set) sets.set(pictureUseKey(use), set);
    }
    return sets;
  }

  return {
    /** The block with its pictures' made sources attached (as the build's attachPictures does). */
    async attach<B>(block: B, site: SiteConfig): Promise<B> {
      const uses = findPictures("preview", { blocks: [block] });
      if (uses.length === 0) return block;
      const sets = await setsFor(uses, site);
      const page = { config: { blocks: [block] } };
      const set = { site, pages: [page], notFound: [] } as unknown as ResolvedConfigSet;
      return attachPictures(set, sets).pages[0].config.blocks[0] as B;
    },

    /** What the build makes of one picture in a place, and what it says of it. */
    async describe(request: PictureRequest, site: SiteConfig): Promise<PictureReport> {
      const src = String(request.src ?? "");
      if (!isRasterPicture(src)) return { kind: src.toLowerCase().endsWith(".svg") ? "svg" : "none", notes: [] };
      const facts = await maker.facts(src);
      if (!facts) return { kind: "missing", notes: [] };
      const layout: PictureLayoutName = Object.hasOwn(pictureLayouts, request.layout ?? "")
        ? (request.layout as PictureLayoutName)
        : "content";
      const use: PictureUse = {
        file: "editor",
        pointer: typeof request.pointer === "string" ? request.pointer : "",
        src,
        alt: String(request.alt ?? ""),
        ...(typeof request.focus === "string" ? { focus: request.focus as Focus } : {}),
        layout,
      };
      const notes = pictureProblems(use, facts).map(({ code, message, hint, warning }) => ({
        code,
        message,
        ...(hint ? { hint } : {}),
        warning,
      }));
      if (!facts.ok || notes.some((n) => !n.warning)) return { kind: "raster", notes, layout };
      const picture = (await setsFor([use], site)).get(pictureUseKey(use));
      return {
        kind: "raster",
        layout,
        source: { width: facts.width, height: facts.height, bytes: facts.bytes },
        ...(picture ? { picture } : {}),
        notes,
      };
    },

    /** GET /_pictures/…: a made file, from the picture cache. */
    serve(req: IncomingMessage, res: ServerResponse, next: () => void): void {
      const pathname = new URL(req.url ?? "/", "http://editor.invalid").pathname;
      const file = req.method === "GET" ? files.get(pathname) : undefined;
      if (!file) return next();
      if (!existsSync(file)) {
        // removed from the picture cache since it was made (a build pruned what its pages do not use): the
        // pictures are made again when the block is next shown; not an empty answer cached for a year
        files.delete(pathname);
        made = new Map();
        res.writeHead(404, { "Cache-Control": "no-store" }).end();
        return;
      }
      res.writeHead(200, {
        "Content-Type": mimeOf[pathname.slice(pathname.lastIndexOf(".") + 1)] ?? "application/octet-stream",
        // the name holds the hash of what it was made from
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      createReadStream(file)
        .on("error", () => res.end())
        .pipe(res);
    },
  };
}

export type PreviewPictures = ReturnType<typeof createPreviewPictures>;
