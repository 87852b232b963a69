import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { PictureSet } from "../../../src/engine/pictures/pictureSet";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";

/** Tests only: a small grainy picture (encodes like a photo). */
export const noise = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  });

/** Tests only: a site folder under `root` with the given public files and one page showing the given blocks. */
export function siteWith(root: string, name: string, files: Record<string, Buffer>, blocks: unknown[]) {
  const dir = path.join(root, name);
  for (const [src, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "public", src)), { recursive: true });
    writeFileSync(path.join(dir, "public", src), bytes);
  }
  const file = path.join(dir, "pages", "index.json");
  mkdirSync(path.dirname(file), { recursive: true });
  const config = { seo: { title: "T", description: "D" }, blocks };
  writeFileSync(file, JSON.stringify(config, null, 2));
  const site = {
    site: {},
    pages: [{ route: "/", file, config }],
    notFound: [],
    collections: {},
    year: 2026,
  } as unknown as ResolvedConfigSet;
  return { site, publicDir: path.join(dir, "public"), cacheDir: path.join(dir, "cache") };
}

/** Tests only: the made sources attached to the page's block at `index`. */
export const pictureOf = (site: ResolvedConfigSet, index = 0): PictureSet | undefined =>
  (site.pages[0].config.blocks[index] as unknown as { picture?: PictureSet }).picture;
