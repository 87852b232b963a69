/**
 * How large a picture is shown, by where it is: the browser's `sizes`, the widest it is drawn (CSS pixels), and
 * for fixed shapes the width/height ratio it is cropped to. The build makes the widths of `pictureLadder` that the
 * layout needs (up to twice its widest, for sharp screens), never wider than the source.
 */
export interface PictureLayout {
  sizes: string;
  /** The widest the picture is drawn, in CSS pixels. */
  maxCssWidth: number;
  /** The narrowest width worth making for it. */
  minWidth: number;
  /** Width / height of the crop, for fixed shapes; none: the picture keeps its own shape. */
  aspect?: number;
}

/** The widths a picture may be made at (a small fixed set: every page asks for the same few files). */
export const pictureLadder = [64, 128, 256, 320, 384, 640, 768, 960, 1280, 1600, 1920, 2560] as const;

export const pictureLayouts = {
  /** A person's round photo (team). */
  avatar: { sizes: "64px", maxCssWidth: 64, minWidth: 64, aspect: 1 },
  /** A picture as wide as the text column. */
  content: { sizes: "(min-width: 48rem) 45rem, calc(100vw - 2.5rem)", maxCssWidth: 720, minWidth: 256 },
  /** A picture wider than the text column. */
  wide: { sizes: "(min-width: 72rem) 70rem, 100vw", maxCssWidth: 1120, minWidth: 384 },
  /** A picture from edge to edge of the window. */
  full: { sizes: "100vw", maxCssWidth: 1920, minWidth: 384 },
  /** A picture in a gallery's grid: two to a row on phones and tablets, three on wide screens. */
  card: {
    sizes: "(min-width: 64rem) 22rem, (min-width: 48rem) 46vw, calc(50vw - 1.625rem)",
    maxCssWidth: 400,
    minWidth: 256,
    aspect: 4 / 3,
  },
  // Cards of card-grid and feature-grid (src/ui/Section: at most 80rem less 2rem each side), by cards per row on
  // wide screens; two per row from 48rem, one on phones (up to 48rem wide).
  /** A card's photo, two cards per row. */
  "card-2": {
    sizes: "(min-width: 80rem) 37rem, (min-width: 48rem) 46vw, 100vw",
    maxCssWidth: 768,
    minWidth: 256,
    aspect: 4 / 3,
  },
  /** A card's photo, three cards per row. */
  "card-3": {
    sizes: "(min-width: 80rem) 25rem, (min-width: 64rem) 31vw, (min-width: 48rem) 46vw, 100vw",
    maxCssWidth: 768,
    minWidth: 256,
    aspect: 4 / 3,
  },
  /** A card's photo, four cards per row. */
  "card-4": {
    sizes: "(min-width: 80rem) 18rem, (min-width: 64rem) 23vw, (min-width: 48rem) 46vw, 100vw",
    maxCssWidth: 768,
    minWidth: 256,
    aspect: 4 / 3,
  },
  /** A picture beside text (a hero's, at most 64rem less 2rem each side and a 3rem gap, halved). */
  half: {
    sizes: "(min-width: 64rem) 29rem, (min-width: 48rem) 46vw, calc(100vw - 2.5rem)",
    maxCssWidth: 768,
    minWidth: 256,
  },
  // A column of a columns block (src/blocks/columns): the row is at most 80rem less 2rem each side (76rem), less a
  // 2rem gap between columns; the block in the column keeps its own 2rem each side (1.25rem on phones). Columns
  // stack on phones (up to 48rem wide), where each is as wide as the text less that block's own spacing. Measured
  // in Chromium by tests/e2e/pictures-beside-text.spec.ts.
  /** A picture in a column a quarter of the row wide (of four). */
  "column-1/4": {
    sizes: "(min-width: 80rem) 13.5rem, (min-width: 48rem) calc(25vw - 6.5rem), calc(100vw - 5rem)",
    maxCssWidth: 768,
    minWidth: 256,
  },
  /** A picture in a column a third of the row wide. */
  "column-1/3": {
    sizes: "(min-width: 80rem) 20.5rem, (min-width: 48rem) calc(33vw - 6.5rem), calc(100vw - 5rem)",
    maxCssWidth: 768,
    minWidth: 256,
  },
  /** A picture in a column half the row wide. */
  "column-1/2": {
    sizes: "(min-width: 80rem) 33rem, (min-width: 48rem) calc(50vw - 7rem), calc(100vw - 5rem)",
    maxCssWidth: 768,
    minWidth: 256,
  },
  /** A picture in a column two thirds of the row wide. */
  "column-2/3": {
    sizes: "(min-width: 80rem) 45rem, (min-width: 48rem) calc(67vw - 8rem), calc(100vw - 5rem)",
    maxCssWidth: 768,
    minWidth: 256,
  },
  /** A picture in a column three quarters of the row wide. */
  "column-3/4": {
    sizes: "(min-width: 80rem) 51.5rem, (min-width: 48rem) calc(75vw - 8.5rem), calc(100vw - 5rem)",
    maxCssWidth: 824,
    minWidth: 256,
  },
} as const satisfies Record<string, PictureLayout>;

/** The column layouts by the share of the row they stand for, narrowest first. */
const columnLayouts: [number, PictureLayoutName][] = [
  [1 / 4, "column-1/4"],
  [1 / 3, "column-1/3"],
  [1 / 2, "column-1/2"],
  [2 / 3, "column-2/3"],
  [3 / 4, "column-3/4"],
];

/**
 * How large a picture is shown by a block drawn in `share` of the page's width (inside columns): the narrowest
 * column layout at least that wide (a card of a grid in a column is at most the column's width), or the block's
 * own layout when the block is (nearly) as wide as the page or its pictures have a fixed size (a team's avatars).
 */
export function layoutInShare(own: PictureLayoutName, share: number): PictureLayoutName {
  if (own === "avatar") return own;
  return columnLayouts.find(([at]) => share <= at + 1e-9)?.[1] ?? own;
}

export type PictureLayoutName = keyof typeof pictureLayouts;

/** The size of the part of a source a layout shows: all of it, or the largest crop of the layout's shape. */
export function shownArea(layout: PictureLayout, source: { width: number; height: number }) {
  if (!layout.aspect) return { width: source.width, height: source.height };
  const width = Math.min(source.width, Math.floor(source.height * layout.aspect));
  return { width, height: Math.round(width / layout.aspect) };
}

/** The widths made for a picture: the ladder's widths the layout needs, never wider than what the source shows. */
export function pictureWidths(layout: PictureLayout, shownWidth: number): number[] {
  const widths = pictureLadder.filter((w) => w >= layout.minWidth && w <= layout.maxCssWidth * 2 && w <= shownWidth);
  if (widths.length === 0) return [Math.min(shownWidth, layout.maxCssWidth * 2)];
  return widths;
}
