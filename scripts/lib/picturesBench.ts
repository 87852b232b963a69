import { availableParallelism } from "node:os";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ResolvedConfigSet } from "../../src/engine/resolve/resolveConfigSet";
import { watchPeakMemory } from "./peakMemory";
import { pictureStep } from "./pictures/pictureStep";

/** A camera's photo: 3000×2000 (6 MP), grainy like a real one, so it encodes (and weighs) like one. */
async function cameraPhoto(file: string, seed: number): Promise<void> {
  const hue = (seed * 47) % 360;
  const grain = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .raw()
    .toBuffer();
  await sharp(grain, { raw: { width: 3000, height: 2000, channels: 3 } })
    .modulate({ hue })
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toFile(file);
}

/** A site of one page per photo, each shown by a wide image block (ten widths × formats a photo). */
function photoSite(count: number, formats: string[]): ResolvedConfigSet {
  return {
    site: { pictures: { formats } },
    pages: Array.from({ length: count }, (_, i) => ({
      route: `/p${i}`,
      file: `pages/p${i}.json`,
      config: { blocks: [{ type: "image", src: `/photos/photo-${i}.jpg`, alt: `Photo ${i}`, width: "wide" }] },
    })),
    notFound: [],
  } as unknown as ResolvedConfigSet;
}

/**
 * `npm run bench -- --only pictures [--photos N]`: the picture step over N camera-sized photos (made with sharp in
 * a temporary folder), cold (empty cache) and warm (everything cached), with WebP only and with AVIF too: photos
 * a second, files made, and the peak memory of the cold run (this process and its threads).
 */
export async function picturesBench(count = 200): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pictures-bench-"));
  const workers = availableParallelism();
  try {
    const publicDir = path.join(dir, "public");
    mkdirSync(path.join(publicDir, "photos"), { recursive: true });
    const started = performance.now();
    for (let i = 0; i < count; i++) await cameraPhoto(path.join(publicDir, "photos", `photo-${i}.jpg`), i);
    console.log(
      `\nPictures: ${count} photos of 3000×2000 made in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${workers} encodes at once, one libvips thread each`,
    );
    for (const formats of [["webp"], ["avif", "webp"]]) {
      const cacheDir = path.join(dir, `cache-${formats.join("-")}`);
      const site = photoSite(count, formats);
      for (const run of ["cold", "warm"] as const) {
        const memory = watchPeakMemory(process.pid, 100);
        const start = performance.now();
        const result = await pictureStep({ site, publicDir, cacheDir, workers });
        const seconds = (performance.now() - start) / 1000;
        const peak = memory.stop();
        if (result.problems.length > 0) throw new Error(`picture problems: ${result.problems[0].message}`);
        console.log(
          `  ${formats.join("+").padEnd(9)} ${run}: ${(count / seconds).toFixed(2).padStart(7)} photos/s ` +
            `(${seconds.toFixed(1)} s; ${result.made} files made, ${result.reused} reused; ` +
            `peak memory ${(peak / 1024 ** 3).toFixed(2)} GB)`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
