// A Markdown text is drawn as React elements, never as HTML text: every element type, heading ids, the list of
// contents, links as the resolve step made them final, and no tag of the text ever reaching the page.
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import type { MarkdownBlock } from "../../generated/config-types";
import { loadResolved, renderPage, resolveForTest } from "../../../tests/unit/support/renderPage";
import Markdown from "./Markdown";

const resolved = loadResolved("pages-config");

async function render(block: Omit<MarkdownBlock, "type">) {
  const props = resolveForTest({ type: "markdown", ...block }, resolved) as Parameters<typeof Markdown>[0];
  return parse(await renderPage(<Markdown {...props} />, resolved.site));
}

const everything = [
  "# Title line",
  "",
  "A paragraph with **strong**, *emphasis*, `code <b>`, a [page](/pricing) and a",
  "soft break.  ",
  "After a hard break.",
  "",
  "> Quoted words",
  "",
  "- one",
  "- two",
  "",
  "3. third",
  "4. fourth",
  "",
  "| Left | Right |",
  "| :--- | ---: |",
  "| a | b |",
  "",
  "```",
  "<script>alert(1)</script>",
  "```",
  "",
  "![The oven at dawn](/favicon.svg)",
  "",
  "---",
  "",
  "## Title line",
].join("\n");

describe("markdown block", () => {
  it("draws every element of Markdown as its own element", async () => {
    const root = await render({ text: everything });
    expect(root.querySelector("h2#title-line")?.text).toBe("Title line");
    expect(root.querySelector("strong")?.text).toBe("strong");
    expect(root.querySelector("em")?.text).toBe("emphasis");
    expect(root.querySelector("code")?.text).toBe("code <b>");
    expect(root.querySelector('a[href="/pricing"]')?.text).toBe("page");
    expect(root.querySelectorAll("br")).toHaveLength(1);
    expect(root.querySelector("blockquote")?.text).toContain("Quoted words");
    expect(root.querySelectorAll("ul > li").map((li) => li.text)).toEqual(["one", "two"]);
    expect(root.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect(root.querySelectorAll("th").map((th) => th.text)).toEqual(["Left", "Right"]);
    expect(root.querySelectorAll("td").map((td) => td.text)).toEqual(["a", "b"]);
    // node-html-parser keeps a <pre> as raw text: the code is there escaped, inside <code>
    expect(root.querySelector("pre")?.innerHTML).toBe("<code>&lt;script&gt;alert(1)&lt;/script&gt;\n</code>");
    const img = root.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/favicon.svg");
    expect(img?.getAttribute("alt")).toBe("The oven at dawn");
    expect(root.querySelector("hr")).not.toBeNull();
  });

  it("never puts a tag of the text into the page: HTML and code are shown as text", async () => {
    const root = await render({
      text: 'Hello <b onclick="x()">bold</b>\n\n<div>block</div>\n\n<script>alert(1)</script>',
    });
    expect(root.querySelector("b")).toBeNull();
    expect(root.querySelector("div[onclick], b[onclick]")).toBeNull();
    expect(root.querySelectorAll("script").filter((s) => s.text.includes("alert"))).toHaveLength(0);
    expect(root.text).toContain("<b onclick=");
    expect(root.text).toContain("<div>block</div>");
  });

  it("gives headings unique ids and lists the top headings when asked", async () => {
    const text = "## Opening hours\n\n### Sundays\n\n## Opening hours\n\n## Über uns & *more*";
    const root = await render({ text, toc: true, tocTitle: "Contents" });
    expect(root.querySelectorAll("h2[id], h3[id]").map((h) => h.id)).toEqual([
      "opening-hours",
      "sundays",
      "opening-hours-2",
      "über-uns-more",
    ]);
    const nav = root.querySelector('nav[aria-label="Contents"]');
    expect(nav?.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual([
      "#opening-hours",
      "#opening-hours-2",
      "#über-uns-more",
    ]);
  });

  it("gives no heading the block's own anchor, which is the id of the block", async () => {
    const root = await render({ anchor: "faq", text: "## FAQ" });
    expect(root.querySelector("h2")?.id).toBe("faq-2");
  });

  it("shows no list of contents unless asked", async () => {
    const root = await render({ text: "## One\n\n## Two" });
    expect(root.querySelector("nav")).toBeNull();
  });

  it("shows a page's h1 only from its title: a Markdown # heading is an h2", async () => {
    const root = await render({ text: "# Big" });
    expect(root.querySelector("h1")).toBeNull();
    expect(root.querySelector("h2")?.text).toBe("Big");
  });

  it("makes @name links final and fills placeholders, as in every other field", async () => {
    const root = await render({ text: "[Sign up](@signup) for {product}." });
    expect(root.querySelector("a")?.getAttribute("href")).toBe(resolved.site.links.signup);
    expect(root.text).toContain(`for ${resolved.site.productName}.`);
  });

  it("shows the words of a link it cannot trust without the link", async () => {
    const props = {
      type: "markdown" as const,
      text: "[click](javascript:alert(1)) and [x](@nowhere)",
      words: { onThisPage: "On this page" },
    };
    const root = parse(await renderPage(<Markdown {...props} />, resolved.site));
    expect(root.querySelectorAll("a")).toHaveLength(0);
    expect(root.text).toContain("click and x");
  });

  it("draws a picture with the sizes the picture step made: width, height, srcset; lazy unless the page's first", async () => {
    const made = (priority?: true) => ({
      width: 1280,
      height: 960,
      sizes: "(min-width: 48rem) 45rem, 100vw",
      sources: [{ type: "image/webp", srcset: "/_pictures/oven-640.webp 640w" }],
      fallback: { type: "image/jpeg", srcset: "/_pictures/oven-640.jpg 640w", src: "/_pictures/oven-640.jpg" },
      large: "/_pictures/oven-1280.jpg",
      ...(priority ? { priority } : {}),
    });
    const text = "![The oven](/photos/oven.jpg)\n\n![Line](/photos/line.svg)";
    const props = {
      type: "markdown" as const,
      text,
      markdownPictures: { "/photos/oven.jpg": made() },
      words: { onThisPage: "On this page" },
    };
    const root = parse(await renderPage(<Markdown {...props} />, resolved.site));
    const [oven, line] = root.querySelectorAll("img");
    expect(root.querySelector("picture source")?.getAttribute("srcset")).toBe("/_pictures/oven-640.webp 640w");
    expect([oven.getAttribute("src"), oven.getAttribute("width"), oven.getAttribute("height")]).toEqual([
      "/_pictures/oven-640.jpg",
      "1280",
      "960",
    ]);
    expect([oven.getAttribute("alt"), oven.getAttribute("loading")]).toEqual(["The oven", "lazy"]);
    // an SVG is published as it is, lazily
    expect([line.getAttribute("src"), line.getAttribute("loading")]).toEqual(["/photos/line.svg", "lazy"]);
    const first = { ...props, markdownPictures: { "/photos/oven.jpg": made(true) } };
    const lcp = parse(await renderPage(<Markdown {...first} />, resolved.site)).querySelector("img")!;
    expect([lcp.getAttribute("loading"), lcp.getAttribute("fetchpriority")]).toEqual([undefined, "high"]);
  });
});
