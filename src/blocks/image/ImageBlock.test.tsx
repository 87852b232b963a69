import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import ImageBlock from "./ImageBlock";
import type { ImageBlock as ImageBlockProps } from "../../generated/config-types";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import { loadResolved, renderPage } from "../../../tests/unit/support/renderPage";

const site = loadResolved("pages-config").site;

const picture: PictureSet = {
  width: 1280,
  height: 960,
  sizes: "(min-width: 48rem) 45rem, 100vw",
  sources: [{ type: "image/webp", srcset: "/_pictures/shop-640-a.webp 640w, /_pictures/shop-1280-b.webp 1280w" }],
  fallback: { type: "image/jpeg", srcset: "/_pictures/shop-640-c.jpg 640w", src: "/_pictures/shop-640-c.jpg" },
  large: "/_pictures/shop-1280-d.jpg",
  priority: true,
};

async function rendered(block: ImageBlockProps) {
  return parse(await renderPage(<ImageBlock {...block} />, site));
}

describe("image", () => {
  it("shows the made picture with its caption, as the page's first large picture", async () => {
    const html = await rendered({
      type: "image",
      src: "/photos/shop.jpg",
      alt: "The shop",
      caption: "Our shop since 1998.",
      ...{ picture },
    });
    const img = html.querySelector("figure picture img")!;
    expect(img.getAttribute("src")).toBe("/_pictures/shop-640-c.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1280", "960"]);
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.hasAttribute("loading")).toBe(false);
    expect(html.querySelector("figcaption")?.text).toBe("Our shop since 1998.");
  });

  it("shows an SVG as its file, lazily, without a caption when there is none", async () => {
    const html = await rendered({ type: "image", src: "/brand/map.svg", alt: "Map", width: "full" });
    const img = html.querySelector("figure img")!;
    expect(img.getAttribute("src")).toBe("/brand/map.svg");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(html.querySelector("figcaption")).toBeNull();
  });
});
