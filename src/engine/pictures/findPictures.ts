import type { Focus } from "../../generated/config-types.ts";
import { isRecord } from "../isRecord.ts";
import { joinPointer } from "../jsonPointer.ts";
import { layoutInShare, type PictureLayoutName } from "./pictureLayouts.ts";
import { ownFields, walkBlocks } from "../blocks/walkBlocks.ts";
import { isMarkdownField } from "../markdown/markdownFields.ts";
import { markdownPictures } from "../markdown/markdownPictures.ts";

/**
 * A picture the build makes sizes of: png, jpeg, webp, avif, gif (and a phone's HEIC, checked to say how to export
 * it). SVGs are published as they are.
 */
export const isRasterPicture = (src: string) => /\.(png|jpe?g|webp|avif|gif|heic|heif)$/i.test(src);

/** One place a config shows a picture: where (file, JSON pointer), which file, and how large it is shown. */
export interface PictureUse {
  file: string;
  pointer: string;
  src: string;
  alt: string;
  focus?: Focus;
  layout: PictureLayoutName;
}

const cardLayout = (columns: unknown): PictureLayoutName =>
  columns === 2 ? "card-2" : columns === 4 ? "card-4" : "card-3";

/** How large a block shows its pictures (src/engine/pictures/pictureLayouts.ts). */
export function pictureLayoutOf(block: Record<string, unknown>): PictureLayoutName {
  switch (block.type) {
    case "team":
      return "avatar";
    case "image":
      return block.width === "wide" || block.width === "full" ? block.width : "content";
    case "gallery":
      return "card";
    case "card-grid":
      return cardLayout(block.columns ?? (block.variant === "article" ? 2 : 3));
    case "feature-grid":
      return cardLayout(block.columns ?? 3);
    case "hero":
      return block.imagePlacement === "background" ? "full" : "half";
    default:
      return "content";
  }
}

/** How large a block drawn in `share` of the page's width (inside columns) shows its pictures. */
export function pictureLayoutAt(block: Record<string, unknown>, share: number): PictureLayoutName {
  return layoutInShare(pictureLayoutOf(block), share);
}

/**
 * Every picture the blocks of a page config show, its blocks inside blocks too (an object with a string `src` of a
 * raster picture and a string `alt`, at any depth, and the pictures of Markdown text, at the text's place), with
 * its place.
 */
export function findPictures(file: string, config: { blocks: readonly unknown[] }): PictureUse[] {
  const uses: PictureUse[] = [];
  walkBlocks(config.blocks, ({ block, pointer: blockPointer, share }) => {
    const layout = pictureLayoutAt(block, share);
    // the keys from the block down to the node visited: its place is written out only for a picture found (a page's
    // every node is visited, and a post's are many)
    const keys: (string | number)[] = [];
    const pointer = () => `${blockPointer}${joinPointer(keys)}`;
    const walk = (value: unknown) => {
      if (typeof value === "string") {
        if (value.includes("![") && isMarkdownField(block, keys))
          for (const picture of markdownPictures(value))
            if (isRasterPicture(picture.src))
              uses.push({ file, pointer: pointer(), ...picture, layout: layoutInShare("content", share) });
        return;
      }
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          keys.push(i);
          walk(value[i]);
          keys.pop();
        }
      } else if (isRecord(value)) {
        if (typeof value.src === "string" && typeof value.alt === "string" && isRasterPicture(value.src))
          uses.push({
            file,
            pointer: pointer(),
            src: value.src,
            alt: value.alt,
            focus: value.focus as Focus | undefined,
            layout,
          });
        for (const key of Object.keys(value)) {
          keys.push(key);
          walk(value[key]);
          keys.pop();
        }
      }
    };
    // the blocks in its slots are visited on their own
    walk(ownFields(block));
  });
  return uses;
}

/** What a picture's made files depend on besides the source's bytes: the layout and the crop's focus. */
export const pictureUseKey = (use: Pick<PictureUse, "src" | "layout" | "focus">) =>
  JSON.stringify([use.src, use.layout, use.focus ?? null]);
