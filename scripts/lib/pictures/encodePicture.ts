import { sharpModule } from "./sharpLoader.ts";
export { focusPoint } from "../../../src/engine/pictures/focusPoint.ts";

/** The formats the build writes: the site's choice (AVIF, WebP) and the fallbacks (the source's own format). */
export type OutputFormat = "avif" | "webp" | "jpeg" | "png";

export const mimeOf: Record<OutputFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

export const extensionOf: Record<OutputFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

/** What a made file's cache key hashes besides the source's bytes and the transform: the encoder's version. */
export function encoderVersion(): string {
  const { versions } = sharpModule();
  return `sharp ${versions.sharp} vips ${versions.vips}`;
}

/** More pixels than this in a source is refused (a decompression bomb declares a huge size in a small file). */
export const maxInputPixels = 100_000_000;

/**
 * One file to make from a source: its size (the width of the ladder and the height its shape gives, known before
 * encoding: the dev server writes the same markup as the build before any file is made), its format, and the crop
 * to a shape around a focus.
 */
export interface Transform {
  width: number;
  /** The planned height; absent: the one the source's (or crop's) shape gives at this width (madeSize). */
  height?: number;
  format: OutputFormat;
  crop?: { aspect: number; focus: { x: number; y: number } };
}

/** The part of an upright source a crop keeps: the largest area of its shape, centred on the focus where it can. */
export function cropArea(source: { width: number; height: number }, crop: NonNullable<Transform["crop"]>) {
  const width = Math.min(source.width, Math.floor(source.height * crop.aspect));
  const height = Math.min(source.height, Math.round(width / crop.aspect));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), max));
  return {
    left: clamp(crop.focus.x * source.width - width / 2, source.width - width),
    top: clamp(crop.focus.y * source.height - height / 2, source.height - height),
    width,
    height,
  };
}

/** The size a transform's file has: the width asked (never wider than the part shown) and the shape's height. */
export function madeSize(upright: { width: number; height: number }, width: number, crop?: Transform["crop"]) {
  const shown = crop ? cropArea(upright, crop) : upright;
  const madeWidth = Math.min(width, shown.width);
  return { width: madeWidth, height: Math.max(1, Math.round((madeWidth * shown.height) / shown.width)) };
}

/**
 * Makes one file (from the source's path: read when its job runs, not held by the step): turned upright as its
 * EXIF says, cropped, resized (never larger than the source), in sRGB and 8 bits, without metadata (no GPS
 * position, no camera serial), in the format asked.
 */
export async function encodePicture(
  source: string | Buffer,
  upright: { width: number; height: number },
  transform: Transform,
): Promise<{ data: Buffer; width: number; height: number }> {
  let image = sharpModule()(source, { limitInputPixels: maxInputPixels, failOn: "error" }).autoOrient();
  if (transform.crop) image = image.extract(cropArea(upright, transform.crop));
  // exactly the planned size (the markup says it before the file exists); "fill": the planned height is the
  // source's shape rounded to a pixel, so nothing visible is stretched
  const size = madeSize(upright, transform.width, transform.crop);
  image = image
    .resize({ width: size.width, height: transform.height ?? size.height, fit: "fill" })
    .toColourspace("srgb");
  switch (transform.format) {
    case "avif":
      image = image.avif({ quality: 50, effort: 2 });
      break;
    case "webp":
      image = image.webp({ quality: 75, effort: 4 });
      break;
    case "jpeg":
      image = image.jpeg({ quality: 78, mozjpeg: true });
      break;
    case "png":
      image = image.png({ compressionLevel: 9, palette: false });
      break;
  }
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
