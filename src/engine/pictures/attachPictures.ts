import type { ResolvedConfigSet } from "../resolve/resolveConfigSet.ts";
import { isRecord } from "../isRecord.ts";
import { isRasterPicture, pictureLayoutAt, pictureUseKey } from "./findPictures.ts";
import { mapBlocks, slotFieldsOf } from "../blocks/walkBlocks.ts";
import { layoutInShare, type PictureLayoutName } from "./pictureLayouts.ts";
import type { PictureSet } from "./pictureSet.ts";
import { isMarkdownField } from "../markdown/markdownFields.ts";
import { markdownPictures, type MarkdownPicturesHolder } from "../markdown/markdownPictures.ts";

/** The layouts drawn large enough to be a page's largest paint. */
const largeLayouts = new Set<PictureLayoutName>([
  "content",
  "wide",
  "full",
  "half",
  "column-1/2",
  "column-2/3",
  "column-3/4",
]);

/**
 * The resolved configs with each raster picture's made sources attached (`picture`, see pictureSet.ts), so a
 * page's resolved config, and with it its cache key, changes when one of its pictures does.
 */
export function attachPictures(set: ResolvedConfigSet, made: ReadonlyMap<string, PictureSet>): ResolvedConfigSet {
  const withPictures = <C extends { blocks: readonly unknown[] }>(config: C): C => {
    let lcpFound = false;
    return {
      ...config,
      // every block, those in slots (columns, groups) too, each with the pictures made for its width
      blocks: mapBlocks(config.blocks, (block, { topIndex, share }) => {
        const layout = pictureLayoutAt(block, share);
        const markdownLayout = layoutInShare("content", share);
        // the blocks in its slots were done on their own (just before): their fields are not walked again
        const slotFields = new Set(slotFieldsOf(block));
        // the first large picture of the page's first two blocks is likely its largest paint (LCP)
        const withPriority = (picture: PictureSet | undefined, shownAs: PictureLayoutName) => {
          const first = !lcpFound && topIndex < 2 && largeLayouts.has(shownAs);
          if (picture && first) lcpFound = true;
          return picture && first ? { ...picture, priority: true as const } : picture;
        };
        // a value holding no picture made is kept as it is (not copied): most of a large site's pages hold none
        const walk = (value: unknown, keys: (string | number)[]): unknown => {
          if (Array.isArray(value)) {
            const items = value.map((item, i) => walk(item, [...keys, i]));
            return items.some((item, i) => item !== value[i]) ? items : value;
          }
          if (!isRecord(value)) return value;
          let copy: Record<string, unknown> | undefined;
          const changed = () => (copy ??= { ...value });
          for (const [key, inner] of Object.entries(value)) {
            if (keys.length === 0 && slotFields.has(key)) continue;
            const walked = walk(inner, [...keys, key]);
            if (walked !== inner) changed()[key] = walked;
          }
          if (typeof value.src === "string" && typeof value.alt === "string" && isRasterPicture(value.src)) {
            const picture = made.get(pictureUseKey({ src: value.src, layout, focus: value.focus as never }));
            if (picture) changed().picture = withPriority(picture, layout);
          }
          // a Markdown text's pictures go beside it, by their path as written (the renderer looks them up)
          for (const [key, inner] of Object.entries(value)) {
            if (typeof inner !== "string" || !isMarkdownField(block, [...keys, key])) continue;
            for (const { src } of markdownPictures(inner)) {
              const picture = isRasterPicture(src)
                ? made.get(pictureUseKey({ src, layout: markdownLayout }))
                : undefined;
              if (!picture) continue;
              const holder = changed() as MarkdownPicturesHolder<PictureSet>;
              // a new object: the one of the value copied (if it had some) is not changed
              holder.markdownPictures = { ...holder.markdownPictures };
              holder.markdownPictures[src] ??= withPriority(picture, markdownLayout)!;
            }
          }
          return copy ?? value;
        };
        return walk(block, []);
      }),
    };
  };
  if (made.size === 0) return set;
  return {
    ...set,
    pages: set.pages.map((entry) => ({ ...entry, config: withPictures(entry.config) })),
    notFound: set.notFound.map((entry) => ({ ...entry, config: withPictures(entry.config) })),
  };
}
