import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "../engine/pictures/pictureSet";
import { loadResolved, renderPage } from "../../tests/unit/support/renderPage";
import { Picture } from "./Picture";

const site = loadResolved("pages-config").site;

const made = (priority?: true): ResolvedImage => ({
  src: "/photos/shop.jpg",
  alt: "The shop at dawn",
  picture: {
    width: 1280,
    height: 853,
    sizes: "(min-width: 48rem) 45rem, 100vw",
    sources: [{ type: "image/webp", srcset: "/_pictures/shop-640-a.webp 640w, /_pictures/shop-1280-b.webp 1280w" }],
    fallback: {
      type: "image/jpeg",
      srcset: "/_pictures/shop-640-c.jpg 640w, /_pictures/shop-1280-d.jpg 1280w",
      src: "/_pictures/shop-640-c.jpg",
    },
    large: "/_pictures/shop-1280-d.jpg",
    ...(priority ? { priority } : {}),
  },
});

async function rendered(image: ResolvedImage) {
  return parse(await renderPage(<Picture image={image} />, site));
}

describe("Picture", () => {
  it("gives the made sources, sizes, width and height, and loads lazily below the first screen", async () => {
    const html = await rendered(made());
    const source = html.querySelector("picture > source")!;
    expect(source.getAttribute("type")).toBe("image/webp");
    expect(source.getAttribute("srcset")).toContain("640w");
    expect(source.getAttribute("sizes")).toBe("(min-width: 48rem) 45rem, 100vw");
    // never a box of its own in the grid or row around the picture (its <img> is the picture's box)
    expect(source.hasAttribute("hidden")).toBe(true);
    const img = html.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/_pictures/shop-640-c.jpg");
    expect(img.getAttribute("srcset")).toContain("/_pictures/shop-1280-d.jpg 1280w");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1280", "853"]);
    expect(img.getAttribute("alt")).toBe("The shop at dawn");
    expect([img.getAttribute("loading"), img.getAttribute("decoding")]).toEqual(["lazy", "async"]);
    expect(img.getAttribute("fetchpriority")).toBeUndefined();
  });

  it("loads the page's first large picture at once, with high priority", async () => {
    const img = (await rendered(made(true))).querySelector("img")!;
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.hasAttribute("loading")).toBe(false);
  });

  it("shows a picture without made sizes (an SVG, the dev server) as its file", async () => {
    const html = await rendered({ src: "/brand/logo.svg", alt: "Logo" });
    expect(html.querySelector("picture")).toBeNull();
    expect(html.querySelector("img")?.getAttribute("src")).toBe("/brand/logo.svg");
    expect(html.querySelector("img")?.hasAttribute("loading")).toBe(false);
  });
});
