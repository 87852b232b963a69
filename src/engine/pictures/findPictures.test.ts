import { describe, expect, it } from "vitest";
import { didYouMean } from "../suggest";
import { findPictures } from "./findPictures";

describe("findPictures", () => {
  it("finds raster pictures at any depth, with their place and layout; SVGs pass as they are", () => {
    const uses = findPictures("pages/team.json", {
      blocks: [
        { type: "image", src: "/a.jpg", alt: "A", width: "wide" },
        {
          type: "team",
          members: [{ name: "Sam", photo: { src: "/sam.png", alt: "Sam", focus: "top" } }, { name: "No photo" }],
        },
        { type: "video", poster: { src: "/poster.svg", alt: "" } },
      ],
    });
    expect(uses).toEqual([
      { file: "pages/team.json", pointer: "/blocks/0", src: "/a.jpg", alt: "A", focus: undefined, layout: "wide" },
      {
        file: "pages/team.json",
        pointer: "/blocks/1/members/0/photo",
        src: "/sam.png",
        alt: "Sam",
        focus: "top",
        layout: "avatar",
      },
    ]);
  });

  it("finds the raster pictures of Markdown text (a markdown block's, an FAQ answer's) at the text's place", () => {
    const uses = findPictures("pages/blog.json", {
      blocks: [
        { type: "markdown", text: "Hi.\n\n![The oven](/photos/oven.jpg) and ![](/line.svg)" },
        { type: "faq", items: [{ question: "Q?", answer: "![Map](/map.png)" }] },
        { type: "hero", title: "![Not](/not.jpg)" },
      ],
    });
    expect(uses.map((u) => [u.pointer, u.src, u.alt, u.layout])).toEqual([
      ["/blocks/0/text", "/photos/oven.jpg", "The oven", "content"],
      ["/blocks/1/items/0/answer", "/map.png", "Map", "content"],
    ]);
  });

  it("a hero's picture is drawn beside the text (half) or behind it (full); cards by their cards per row", () => {
    const photo = { src: "/p.jpg", alt: "P" };
    const layouts = findPictures("pages/index.json", {
      blocks: [
        { type: "hero", title: "T", image: photo },
        { type: "hero", title: "T", image: photo, imagePlacement: "background" },
        { type: "card-grid", cards: [{ title: "T", description: "D", image: photo }] },
        { type: "card-grid", variant: "article", cards: [{ title: "T", description: "D", image: photo }] },
        { type: "card-grid", columns: 4, cards: [{ title: "T", description: "D", image: photo }] },
        { type: "feature-grid", items: [{ icon: "clock", title: "T", description: "D", image: photo }] },
        { type: "feature-grid", columns: 2, items: [{ icon: "clock", title: "T", description: "D", image: photo }] },
        { type: "gallery", pictures: [photo] },
      ],
    }).map((use) => [use.pointer, use.layout]);
    expect(layouts).toEqual([
      ["/blocks/0/image", "half"],
      ["/blocks/1/image", "full"],
      ["/blocks/2/cards/0/image", "card-3"],
      ["/blocks/3/cards/0/image", "card-2"],
      ["/blocks/4/cards/0/image", "card-4"],
      ["/blocks/5/items/0/image", "card-3"],
      ["/blocks/6/items/0/image", "card-2"],
      ["/blocks/7/pictures/0", "card"],
    ]);
  });

  it("a path in the wrong letter case or with .jpeg for .jpg gets did-you-mean (missing-public-file)", () => {
    expect(didYouMean("/Team/Sam.jpeg", ["/team/sam.jpg", "/team/omar.jpg"])).toBe(' Did you mean "/team/sam.jpg"?');
  });

  it("finds the pictures of blocks inside blocks, sized for their column's width (an avatar keeps its own)", () => {
    const uses = findPictures("pages/index.json", {
      blocks: [
        { type: "image", src: "/top.jpg", alt: "Top" },
        {
          type: "columns",
          widths: [2, 1],
          columns: [
            { blocks: [{ type: "markdown", text: "![Oven](/oven.jpg)" }] },
            {
              blocks: [
                { type: "image", src: "/side.jpg", alt: "Side" },
                { type: "team", members: [{ name: "Sam", photo: { src: "/sam.png", alt: "Sam" } }] },
              ],
            },
          ],
        },
        { type: "group", blocks: [{ type: "image", src: "/in-group.jpg", alt: "G" }] },
      ],
    });
    expect(uses.map((u) => [u.pointer, u.src, u.layout])).toEqual([
      ["/blocks/0", "/top.jpg", "content"],
      ["/blocks/1/columns/0/blocks/0/text", "/oven.jpg", "column-2/3"],
      ["/blocks/1/columns/1/blocks/0", "/side.jpg", "column-1/3"],
      ["/blocks/1/columns/1/blocks/1/members/0/photo", "/sam.png", "avatar"],
      ["/blocks/2/blocks/0", "/in-group.jpg", "content"],
    ]);
  });
});
