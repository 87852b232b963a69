import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import Gallery from "./Gallery";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import { loadResolved, renderPage } from "../../../tests/unit/support/renderPage";

const site = loadResolved("pages-config").site;

const picture: PictureSet = {
  width: 800,
  height: 600,
  sizes: "(min-width: 64rem) 22rem, 46vw",
  sources: [{ type: "image/webp", srcset: "/_pictures/oven-384-a.webp 384w, /_pictures/oven-640-b.webp 640w" }],
  fallback: { type: "image/jpeg", srcset: "/_pictures/oven-384-c.jpg 384w", src: "/_pictures/oven-384-c.jpg" },
  large: "/_pictures/oven-640-d.jpg",
};

describe("gallery", () => {
  it("links each picture to its large file (no script), with its caption", async () => {
    const html = parse(
      await renderPage(
        <Gallery
          type="gallery"
          title="Inside"
          pictures={[
            { src: "/photos/oven.jpg", alt: "The oven", caption: "Six o'clock.", ...{ picture } },
            { src: "/photos/plan.svg", alt: "Floor plan" },
          ]}
        />,
        site,
      ),
    );
    const [made, svg] = html.querySelectorAll("li figure");
    expect(made.querySelector("a")?.getAttribute("href")).toBe("/_pictures/oven-640-d.jpg");
    expect(made.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(made.querySelector("figcaption")?.text).toBe("Six o'clock.");
    expect(svg.querySelector("a")?.getAttribute("href")).toBe("/photos/plan.svg");
    expect(svg.querySelector("figcaption")).toBeNull();
    expect(html.querySelectorAll("script")).toHaveLength(0);
  });
});
