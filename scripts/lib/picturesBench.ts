import { availableParallelism } from "node:os";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ResolvedConfigSet } from "../../src/engine/resolve/resolveConfigSet";
import { watchPeakMemory } from "./peakMemory";
import { pictureStep } from "./pictures/pictureStep";

/** A camera's grain at 3000×2000 (6 MP), made once: each photo is this grain in its own colour. */
async function cameraGrain(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
}

/** A camera's photo: grainy like a real one, so it encodes (and weighs) like one; each seed's bytes differ. */
async function cameraPhoto(grain: Buffer, file: string, seed: number): Promise<void> {
  await sharp(grain, { raw: { width: 3000, height: 2000, channels: 3 } })
    .modulate({ hue: (seed * 47) % 360, brightness: 0.9 + (seed % 11) / 50 })
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
 * a temporary folder), cold (empty cache) and warm (everything cached), with WebP only and with AVIF too (unless
 * `--skip-avif`): photos a second, files made, the peak memory of each run (this process and its threads) and the
 * machine's load average (other work on the machine slows the numbers).
 */
export async function picturesBench(count = 200, options: { skipAvif?: boolean } = {}): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pictures-bench-"));
  const workers = availableParallelism();
  try {
    const publicDir = path.join(dir, "public");
    mkdirSync(path.join(publicDir, "photos"), { recursive: true });
    const started = performance.now();
    const grain = await cameraGrain();
    for (let i = 0; i < count; i++) await cameraPhoto(grain, path.join(publicDir, "photos", `photo-${i}.jpg`), i);
    console.log(
      `\nPictures: ${count} photos of 3000×2000 made in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${workers} encodes at once, one libvips thread each`,
    );
    for (const formats of options.skipAvif ? [["webp"]] : [["webp"], ["avif", "webp"]]) {
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
            `peak memory ${(peak / 1024 ** 3).toFixed(2)} GB; load average ${os.loadavg()[0].toFixed(1)} ` +
            `on ${availableParallelism()} cores)`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
