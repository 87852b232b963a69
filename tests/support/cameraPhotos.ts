import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * A photo as a camera makes it, drawn with sharp: soft shapes over a gradient (what a scene is, so it compresses
 * like one) under a fine grain (a sensor's), as a JPEG at quality 90, about 1.5 MB at 3000×2000. Different for
 * each seed.
 */
export async function cameraPhoto(file: string, seed: number, width = 3000, height = 2000): Promise<void> {
  // the scene is drawn at a tenth of the size and enlarged: soft edges, cheap to draw
  const w = Math.round(width / 10);
  const h = Math.round(height / 10);
  const hue = (seed * 47) % 360;
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed * 13 + i * 37) % 100) / 100;
    const y = ((seed * 29 + i * 53) % 100) / 100;
    const r = 0.1 + ((seed + i * 17) % 25) / 100;
    const light = 25 + ((seed * 7 + i * 11) % 55);
    return `<ellipse cx="${x * w}" cy="${y * h}" rx="${r * w}" ry="${r * h * 1.2}" fill="hsl(${(hue + i * 40) % 360},45%,${light}%)"/>`;
  }).join("");
  const scene = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},30%,70%)"/>` +
        `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},35%,25%)"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`,
    ),
  )
    .resize(width, height, { kernel: "cubic" })
    .removeAlpha()
    .raw()
    .toBuffer();
  // texture at three scales (leaves, crumb, a sensor's grain): made files weigh what a real photo's do
  const texture = (scale: number, sigma: number) =>
    sharp({
      create: {
        width: Math.round(width / scale),
        height: Math.round(height / scale),
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer();
  const layers = await Promise.all([texture(12, 36), texture(4, 16), texture(1, 8)]);
  await sharp(scene, { raw: { width, height, channels: 3 } })
    .composite(
      layers.map((input) => ({ input, raw: { width, height, channels: 3 as const }, blend: "overlay" as const })),
    )
    .jpeg({ quality: 90 })
    .toFile(file);
}

/**
 * The photos of tests/fixtures/sites/photos, written into its public/photos: the hero and the eight team photos at
 * camera size (3000×2000), the twelve gallery photos and the post's two at 1600×1200 (never committed: megabytes).
 * With `size`, every photo is that size (a test of markup or layout, which do not depend on it, takes small ones).
 */
export async function writePhotoSitePhotos(publicDir: string, size?: { width: number; height: number }): Promise<void> {
  const dir = path.join(publicDir, "photos");
  mkdirSync(dir, { recursive: true });
  const photos: [string, number, number][] = [
    ["hero", 3000, 2000],
    ...Array.from({ length: 8 }, (_, i): [string, number, number] => [`team-${i + 1}`, 3000, 2000]),
    ...Array.from({ length: 12 }, (_, i): [string, number, number] => [`gallery-${i + 1}`, 1600, 1200]),
    ["post-1", 1600, 1200],
    ["post-2", 1600, 1200],
  ];
  let seed = 1;
  for (const [name, width, height] of photos)
    await cameraPhoto(path.join(dir, `${name}.jpg`), seed++, size?.width ?? width, size?.height ?? height);
}
