import type { Image } from "../../generated/config-types.ts";

/** One format of a picture at every width made: `srcset` ("/_pictures/a-640.webp 640w, …") and its MIME type. */
export interface PictureSource {
  type: string;
  srcset: string;
}

/**
 * What a renderer gets for a picture instead of its file: the sources the picture step made, by format (the
 * preferred first, the source's own format last, as the fallback `<img>`), its `sizes`, and the intrinsic width
 * and height of the largest file (the browser reserves the space: no layout shift).
 */
export interface PictureSet {
  width: number;
  height: number;
  sizes: string;
  /** Modern formats, best first (AVIF, WebP): `<source>` elements. */
  sources: PictureSource[];
  /** The fallback format's files: the `<img>`'s `srcset` and `src` (a middle width). */
  fallback: PictureSource & { src: string };
  /** The largest file made (what a gallery opens). */
  large: string;
  /** The page's first large picture (its LCP): loaded at once with high priority, not lazily. */
  priority?: true;
}

/** A picture of a config as the renderers receive it: with its made sources when the build made them. */
export type ResolvedImage = Image & { picture?: PictureSet };

/** The picture step's sources for an image, if it has them (an SVG has none: it is shown as it is). */
export function pictureSetOf(image: Image): PictureSet | undefined {
  return (image as ResolvedImage).picture;
}
