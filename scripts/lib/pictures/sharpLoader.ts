import { createRequire } from "node:module";
import type Sharp from "sharp";

let loaded: typeof Sharp | undefined;

/**
 * sharp, loaded on first use: loading it (its native library, libvips, and its dependencies) takes about 65 ms,
 * which a build with no picture to read or make does not spend. Loaded with one libvips thread per encode and its
 * cache of decoded files off: the build runs `workers` encodes at once, the build's threads and no more, and each
 * source is decoded per job, then let go, so memory stays bounded by the jobs running, not by the number of photos
 * (200 camera photos: well under 2 GB, `npm run bench -- --only pictures`).
 */
export function sharpModule(): typeof Sharp {
  if (!loaded) {
    loaded = createRequire(import.meta.url)("sharp") as typeof Sharp;
    loaded.concurrency(1);
    loaded.cache(false);
  }
  return loaded;
}
