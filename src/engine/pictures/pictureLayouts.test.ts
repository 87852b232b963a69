import { describe, expect, it } from "vitest";
import { pictureLayouts, pictureWidths, shownArea } from "./pictureLayouts";

describe("picture widths", () => {
  it("takes the ladder's widths the layout needs, up to twice its widest", () => {
    expect(pictureWidths(pictureLayouts.content, 3000)).toEqual([256, 384, 640, 960, 1280]);
    expect(pictureWidths(pictureLayouts.avatar, 3000)).toEqual([64, 128]);
  });

  it("never makes a width larger than the source shows", () => {
    expect(pictureWidths(pictureLayouts.content, 700)).toEqual([256, 384, 640]);
    expect(pictureWidths(pictureLayouts.content, 200)).toEqual([200]);
  });

  it("a fixed shape shows the largest crop of its shape", () => {
    expect(shownArea(pictureLayouts.avatar, { width: 3000, height: 2000 })).toEqual({ width: 2000, height: 2000 });
    expect(shownArea(pictureLayouts.content, { width: 3000, height: 2000 })).toEqual({ width: 3000, height: 2000 });
  });
});
