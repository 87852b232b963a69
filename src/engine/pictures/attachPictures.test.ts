import { describe, expect, it } from "vitest";
import type { ResolvedConfigSet } from "../resolve/resolveConfigSet";
import { attachPictures } from "./attachPictures";
import { pictureUseKey } from "./findPictures";
import type { PictureSet } from "./pictureSet";

const set = (src: string): PictureSet => ({
  width: 640,
  height: 480,
  sizes: "100vw",
  sources: [],
  fallback: { type: "image/jpeg", srcset: `${src} 640w`, src },
  large: src,
});

describe("attachPictures", () => {
  it("attaches the made sources and marks the first large picture of the first two blocks as the LCP", () => {
    const site = {
      pages: [
        {
          route: "/",
          file: "pages/index.json",
          config: {
            blocks: [
              { type: "team", members: [{ name: "S", photo: { src: "/s.jpg", alt: "S" } }] },
              { type: "image", src: "/a.jpg", alt: "A" },
              { type: "image", src: "/b.jpg", alt: "B" },
            ],
          },
        },
      ],
      notFound: [],
    } as unknown as ResolvedConfigSet;
    const made = new Map([
      [pictureUseKey({ src: "/s.jpg", layout: "avatar" }), set("/_pictures/s.jpg")],
      [pictureUseKey({ src: "/a.jpg", layout: "content" }), set("/_pictures/a.jpg")],
      [pictureUseKey({ src: "/b.jpg", layout: "content" }), set("/_pictures/b.jpg")],
    ]);
    const blocks = attachPictures(site, made).pages[0].config.blocks as unknown as { picture?: PictureSet }[];
    const team = blocks[0] as unknown as { members: { photo: { picture: PictureSet } }[] };
    expect(team.members[0].photo.picture.priority).toBeUndefined();
    expect(blocks[1].picture).toEqual({ ...set("/_pictures/a.jpg"), priority: true });
    expect(blocks[2].picture).toEqual(set("/_pictures/b.jpg"));
    // the configs given stay as they were
    expect(site.pages[0].config.blocks[1]).not.toHaveProperty("picture");
  });

  it("keeps what holds no picture made as it is, not copied (most pages of a large site hold none)", () => {
    const text = { type: "text", title: "T", items: [{ label: "L", href: "/x" }] };
    const site = {
      pages: [
        { route: "/a", file: "pages/a.json", config: { blocks: [text, { type: "image", src: "/a.jpg", alt: "A" }] } },
        { route: "/b", file: "pages/b.json", config: { blocks: [{ type: "image", src: "/gone.jpg", alt: "G" }] } },
      ],
      notFound: [],
    } as unknown as ResolvedConfigSet;
    const attached = attachPictures(site, new Map([[pictureUseKey({ src: "/a.jpg", layout: "content" }), set("/a")]]));
    expect(attached.pages[0].config.blocks[0]).toBe(text);
    expect(attached.pages[0].config.blocks[1]).not.toBe(site.pages[0].config.blocks[1]);
    expect(attached.pages[1].config.blocks[0]).toBe(site.pages[1].config.blocks[0]);
    expect(attachPictures(site, new Map())).toBe(site);
  });

  it("puts a Markdown text's made pictures beside it by path, the first one as the LCP when it leads the page", () => {
    const site = {
      pages: [
        {
          route: "/",
          file: "pages/index.json",
          config: { blocks: [{ type: "markdown", text: "![A](/a.jpg)\n\n![B](/b.jpg) ![A again](/a.jpg)" }] },
        },
      ],
      notFound: [],
    } as unknown as ResolvedConfigSet;
    const made = new Map([
      [pictureUseKey({ src: "/a.jpg", layout: "content" }), set("/_pictures/a.jpg")],
      [pictureUseKey({ src: "/b.jpg", layout: "content" }), set("/_pictures/b.jpg")],
    ]);
    const [block] = attachPictures(site, made).pages[0].config.blocks as unknown as {
      text: string;
      markdownPictures: Record<string, PictureSet>;
    }[];
    expect(block.text).toBe("![A](/a.jpg)\n\n![B](/b.jpg) ![A again](/a.jpg)");
    expect(block.markdownPictures["/a.jpg"]).toEqual({ ...set("/_pictures/a.jpg"), priority: true });
    expect(block.markdownPictures["/b.jpg"]).toEqual(set("/_pictures/b.jpg"));
  });

  it("a hero's photo, beside or behind the text, is the LCP; card photos under it stay lazy", () => {
    const photo = (src: string) => ({ src, alt: "" });
    const page = (hero: Record<string, unknown>) =>
      ({
        pages: [
          {
            route: "/",
            file: "pages/index.json",
            config: {
              blocks: [hero, { type: "card-grid", cards: [{ title: "T", description: "D", image: photo("/c.jpg") }] }],
            },
          },
        ],
        notFound: [],
      }) as unknown as ResolvedConfigSet;
    const made = new Map([
      [pictureUseKey({ src: "/h.jpg", layout: "half" }), set("/_pictures/h-half.jpg")],
      [pictureUseKey({ src: "/h.jpg", layout: "full" }), set("/_pictures/h-full.jpg")],
      [pictureUseKey({ src: "/c.jpg", layout: "card-3" }), set("/_pictures/c.jpg")],
    ]);
    type Blocks = [{ image: { picture: PictureSet } }, { cards: { image: { picture: PictureSet } }[] }];
    for (const [placement, file] of [
      [undefined, "/_pictures/h-half.jpg"],
      ["background", "/_pictures/h-full.jpg"],
    ]) {
      const hero = { type: "hero", title: "T", image: photo("/h.jpg"), imagePlacement: placement };
      const [heroBlock, cards] = attachPictures(page(hero), made).pages[0].config.blocks as unknown as Blocks;
      expect(heroBlock.image.picture).toEqual({ ...set(file!), priority: true });
      expect(cards.cards[0].image.picture).toEqual(set("/_pictures/c.jpg"));
    }
    // without a hero photo, a card photo in the second block is still not the LCP (cards are drawn small)
    const [, cards] = attachPictures(page({ type: "hero", title: "T" }), made).pages[0].config
      .blocks as unknown as Blocks;
    expect(cards.cards[0].image.picture.priority).toBeUndefined();
  });

  it("attaches the pictures of blocks inside blocks, made for their column's width, the parent otherwise unchanged", () => {
    const row = {
      type: "columns",
      columns: [
        { blocks: [{ type: "image", src: "/a.jpg", alt: "A" }] },
        { blocks: [{ type: "markdown", text: "no picture" }] },
      ],
    };
    const site = {
      pages: [{ route: "/", file: "pages/index.json", config: { blocks: [row] } }],
      notFound: [],
    } as unknown as ResolvedConfigSet;
    const made = new Map([[pictureUseKey({ src: "/a.jpg", layout: "column-1/2" }), set("/_pictures/a.jpg")]]);
    const [columns] = attachPictures(site, made).pages[0].config.blocks as unknown as (typeof row)[];
    expect(columns.columns[0].blocks[0]).toEqual({
      type: "image",
      src: "/a.jpg",
      alt: "A",
      picture: { ...set("/_pictures/a.jpg"), priority: true },
    });
    expect(columns.columns[1]).toBe(row.columns[1]);
    expect(row.columns[0].blocks[0]).not.toHaveProperty("picture");
  });
});
