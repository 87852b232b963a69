// The built page runs no script for this block: what the HTML shows is what visitors see.
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import Team from "./Team";
import type { TeamBlock } from "../../generated/config-types";
import { loadResolved, renderPage } from "../../../tests/unit/support/renderPage";

const site = loadResolved("pages-config").site;

const block: TeamBlock = {
  type: "team",
  title: "Our Dentists",
  members: [
    {
      name: "Dr. Emily Chen, DMD",
      title: "Founder",
      bio: ["Twenty years of family dentistry."],
      photo: { src: "/team/emily-chen.jpg", alt: "Emily Chen smiling" },
    },
    { name: "Dr. Omar Haddad, DDS", title: "Orthodontist", bio: ["Braces and aligners."] },
  ],
};

async function members() {
  const html = await renderPage(<Team {...block} />, site);
  return parse(html).querySelectorAll("[data-team-member]");
}

describe("team", () => {
  it("shows a member's photo in the HTML itself, not hidden until a script runs", async () => {
    const [withPhoto] = await members();
    const img = withPhoto.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/team/emily-chen.jpg");
    expect(img?.getAttribute("alt")).toBe("Emily Chen smiling");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["64", "64"]);
    expect(img?.hasAttribute("hidden")).toBe(false);
    expect(img?.getAttribute("data-state")).toBeUndefined();
    // the photo replaces the initials
    expect(withPhoto.querySelector('[data-part="fallback"]')).toBeNull();
  });

  it("shows the initials without the title and the qualification when there is no photo", async () => {
    const [, withoutPhoto] = await members();
    expect(withoutPhoto.querySelector("img")).toBeNull();
    const fallback = withoutPhoto.querySelector('[data-part="fallback"]');
    expect(fallback?.text).toBe("OH");
    expect(fallback?.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("team photos made by the picture step", () => {
  it("shows the square crops the build made, lazily", async () => {
    const made = {
      ...block,
      members: [
        {
          ...block.members[0],
          photo: {
            ...block.members[0].photo!,
            picture: {
              width: 128,
              height: 128,
              sizes: "64px",
              sources: [{ type: "image/webp", srcset: "/_pictures/e-64-a.webp 64w, /_pictures/e-128-b.webp 128w" }],
              fallback: { type: "image/jpeg", srcset: "/_pictures/e-64-c.jpg 64w", src: "/_pictures/e-64-c.jpg" },
              large: "/_pictures/e-64-c.jpg",
            },
          },
        },
      ],
    };
    const html = parse(await renderPage(<Team {...made} />, site));
    expect(html.querySelector("source")?.getAttribute("srcset")).toContain("128w");
    const img = html.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/_pictures/e-64-c.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")]).toEqual([
      "64",
      "64",
      "lazy",
    ]);
  });
});
