import { describe, expect, it } from "vitest";
import { pictureLayouts, pictureWidths, shownArea } from "./pictureLayouts";

describe("picture widths", () => {
  it("takes the ladder's widths the layout needs, up to twice its widest", () => {
    expect(pictureWidths(pictureLayouts.content, 3000)).toEqual([256, 320, 384, 640, 768, 960, 1280]);
    expect(pictureWidths(pictureLayouts.avatar, 3000)).toEqual([64, 128]);
  });

  it("never makes a width larger than the source shows", () => {
    expect(pictureWidths(pictureLayouts.content, 700)).toEqual([256, 320, 384, 640]);
    expect(pictureWidths(pictureLayouts.content, 200)).toEqual([200]);
  });

  it("a fixed shape shows the largest crop of its shape", () => {
    expect(shownArea(pictureLayouts.avatar, { width: 3000, height: 2000 })).toEqual({ width: 2000, height: 2000 });
    expect(shownArea(pictureLayouts.content, { width: 3000, height: 2000 })).toEqual({ width: 3000, height: 2000 });
  });

  it("card photos are cropped 4:3 and made up to a phone's full width (one card per row there)", () => {
    for (const name of ["card-2", "card-3", "card-4"] as const) {
      expect(pictureLayouts[name].aspect).toBe(4 / 3);
      expect(pictureWidths(pictureLayouts[name], 4000)).toEqual([256, 320, 384, 640, 768, 960, 1280]);
    }
    expect(shownArea(pictureLayouts["card-3"], { width: 3000, height: 2000 })).toEqual({ width: 2666, height: 2000 });
    expect("aspect" in pictureLayouts.half).toBe(false);
  });

  it("a phone of 412 CSS pixels at 1.75 device pixels each (Lighthouse's) gets a gallery tile of 320, not 384", () => {
    // the tile is drawn 180 pixels wide there (two a row, 1.25rem of margin each side, 0.75rem between): 315
    const tile = pictureLayouts.card.sizes.split(", ").at(-1);
    expect(tile).toBe("calc(50vw - 1.625rem)");
    expect(pictureWidths(pictureLayouts.card, 4000).find((w) => w >= (412 / 2 - 26) * 1.75)).toBe(320);
  });
});
