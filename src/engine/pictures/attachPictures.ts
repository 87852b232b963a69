import type { ResolvedConfigSet } from "../resolve/resolveConfigSet.ts";
import { isRecord } from "../isRecord.ts";
import { isRasterPicture, pictureLayoutOf, pictureUseKey } from "./findPictures.ts";
import type { PictureLayoutName } from "./pictureLayouts.ts";
import type { PictureSet } from "./pictureSet.ts";
import { isMarkdownField } from "../markdown/markdownFields.ts";
import { markdownPictures, type MarkdownPicturesHolder } from "../markdown/markdownPictures.ts";

/** The layouts drawn large enough to be a page's largest paint. */
const largeLayouts = new Set<PictureLayoutName>(["content", "wide", "full", "half"]);

/**
 * The resolved configs with each raster picture's made sources attached (`picture`, see pictureSet.ts), so a
 * page's resolved config, and with it its cache key, changes when one of its pictures does.
 */
export function attachPictures(set: ResolvedConfigSet, made: ReadonlyMap<string, PictureSet>): ResolvedConfigSet {
  const withPictures = <C extends { blocks: readonly unknown[] }>(config: C): C => {
    let lcpFound = false;
    return {
      ...config,
      blocks: config.blocks.map((block, index) => {
        if (!isRecord(block)) return block;
        const layout = pictureLayoutOf(block);
        // the first large picture of the page's first two blocks is likely its largest paint (LCP)
        const withPriority = (picture: PictureSet | undefined, shownAs: PictureLayoutName) => {
          const first = !lcpFound && index < 2 && largeLayouts.has(shownAs);
          if (picture && first) lcpFound = true;
          return picture && first ? { ...picture, priority: true as const } : picture;
        };
        const walk = (value: unknown, keys: (string | number)[]): unknown => {
          if (Array.isArray(value)) return value.map((item, i) => walk(item, [...keys, i]));
          if (!isRecord(value)) return value;
          const copy: Record<string, unknown> = Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [key, walk(inner, [...keys, key])]),
          );
          if (typeof value.src === "string" && typeof value.alt === "string" && isRasterPicture(value.src)) {
            const picture = made.get(pictureUseKey({ src: value.src, layout, focus: value.focus as never }));
            if (picture) copy.picture = withPriority(picture, layout);
          }
          // a Markdown text's pictures go beside it, by their path as written (the renderer looks them up)
          for (const [key, inner] of Object.entries(value)) {
            if (typeof inner !== "string" || !isMarkdownField(block, [...keys, key])) continue;
            for (const { src } of markdownPictures(inner)) {
              const picture = isRasterPicture(src) ? made.get(pictureUseKey({ src, layout: "content" })) : undefined;
              if (!picture) continue;
              const pictures = ((copy as MarkdownPicturesHolder<PictureSet>).markdownPictures ??= {});
              pictures[src] ??= withPriority(picture, "content")!;
            }
          }
          return copy;
        };
        return walk(block, []);
      }),
    };
  };
  return {
    ...set,
    pages: set.pages.map((entry) => ({ ...entry, config: withPictures(entry.config) })),
    notFound: set.notFound.map((entry) => ({ ...entry, config: withPictures(entry.config) })),
  };
}
