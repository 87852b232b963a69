import type { ResolvedConfigSet } from "../resolve/resolveConfigSet.ts";
import { isRecord } from "../isRecord.ts";
import { isRasterPicture, pictureLayoutOf, pictureUseKey } from "./findPictures.ts";
import type { PictureSet } from "./pictureSet.ts";

/**
 * The resolved configs with each raster picture's made sources attached (`picture`, see pictureSet.ts), so a
 * page's resolved config, and with it its cache key, changes when one of its pictures does.
 */
export function attachPictures(set: ResolvedConfigSet, made: ReadonlyMap<string, PictureSet>): ResolvedConfigSet {
  const withPictures = <C extends { blocks: readonly unknown[] }>(config: C): C => ({
    ...config,
    blocks: config.blocks.map((block) => {
      if (!isRecord(block)) return block;
      const layout = pictureLayoutOf(block);
      const walk = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(walk);
        if (!isRecord(value)) return value;
        const copy: Record<string, unknown> = Object.fromEntries(
          Object.entries(value).map(([key, inner]) => [key, walk(inner)]),
        );
        if (typeof value.src === "string" && typeof value.alt === "string" && isRasterPicture(value.src)) {
          const picture = made.get(pictureUseKey({ src: value.src, layout, focus: value.focus as never }));
          if (picture) copy.picture = picture;
        }
        return copy;
      };
      return walk(block);
    }),
  });
  return {
    ...set,
    pages: set.pages.map((entry) => ({ ...entry, config: withPictures(entry.config) })),
    notFound: set.notFound.map((entry) => ({ ...entry, config: withPictures(entry.config) })),
  };
}
