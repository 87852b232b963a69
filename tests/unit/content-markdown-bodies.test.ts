import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const posts = {
  "collections/posts.schema.json": JSON.stringify({
    type: "object",
    required: ["title"],
    properties: { title: { type: "string" } },
  }),
  "pages/blog/[slug].json": [
    "{",
    '  "$schema": "../../../schemas/page.schema.json",',
    '  "collection": "posts",',
    '  "seo": { "title": "{item.title}", "description": "{item.title}, a post." },',
    '  "blocks": [',
    '    { "type": "hero", "title": "{item.title}" },',
    '    { "type": "markdown", "text": "{item.body}" }',
    "  ]",
    "}",
  ].join("\n"),
};

const post = (title: string, body: string) => `---\ntitle: ${title}\n---\n${body}`;

function validate(items: Record<string, string>) {
  return validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { ...posts, ...items } });
}

describe("a Markdown item's body in a template", () => {
  it("takes the body as the markdown block's text, with no problem for a body that is fine", () => {
    const set = validate({ "collections/posts/rye.md": post("Rye", "## Starter\n\nSee [our prices](/pricing).\n") });
    expect(set.diagnostics).toEqual([]);
    const page = set.pages.find((p) => p.route === "/blog/rye");
    expect((page?.config as { blocks: unknown[] }).blocks[1]).toEqual({
      type: "markdown",
      text: "## Starter\n\nSee [our prices](/pricing).\n",
    });
  });

  it("reports raw HTML and a javascript: link at their line and column in the .md file, naming the item", () => {
    const set = validate({
      "collections/posts/rye.md": post("Rye", "Intro.\n\nA <b>bold</b> claim.\n\n[x](javascript:alert(1))\n"),
      "collections/posts/oats.md": post("Oats", "Fine.\n"),
    });
    expect(set.diagnostics.map((d) => [d.file, d.line, d.column, d.code])).toEqual([
      ["collections/posts/rye.md", 6, 3, "html-in-markdown"],
      ["collections/posts/rye.md", 6, 10, "html-in-markdown"],
      ["collections/posts/rye.md", 8, 5, "bad-link"],
    ]);
    expect(set.diagnostics[0].message).toBe(
      'the body of the item "rye" of "posts" (shown by blocks[1].text of its page template): line 6 has the HTML tag "<b>", and Markdown here may hold no HTML.',
    );
  });

  it("places the same problems right in a file with a byte-order mark and Windows line ends", () => {
    const crlf = (text: string) => `\uFEFF${text.replace(/\n/g, "\r\n")}`;
    const set = validate({
      "collections/posts/rye.md": crlf(post("Rye", "Intro.\n\nA <b>bold</b> claim.\n\n[x](javascript:alert(1))\n")),
    });
    expect(set.diagnostics.map((d) => [d.file, d.line, d.column, d.code])).toEqual([
      ["collections/posts/rye.md", 6, 3, "html-in-markdown"],
      ["collections/posts/rye.md", 6, 10, "html-in-markdown"],
      ["collections/posts/rye.md", 8, 5, "bad-link"],
    ]);
  });

  it("reports a link to a missing page and a missing picture in the .md file, each item at its own place", () => {
    const set = validate({
      "collections/posts/rye.md": post("Rye", "See [the menu](/menu).\n"),
      "collections/posts/oats.md": post("Oats", "Hello.\n\n![Oats](/photos/oats.jpg)\n"),
    });
    expect(set.diagnostics.map((d) => [d.file, d.line, d.column])).toEqual([
      ["collections/posts/oats.md", 6, 9],
      ["collections/posts/rye.md", 4, 16],
    ]);
    expect(set.diagnostics.every((d) => d.message.startsWith("the body of the item"))).toBe(true);
  });

  it("a markdown block's own text in a template is still placed in the template", () => {
    const set = validate({
      "collections/posts/rye.md": post("Rye", "Fine.\n"),
      "pages/blog/[slug].json": posts["pages/blog/[slug].json"].replace('"{item.body}"', '"Hi <b>x</b>"'),
    });
    expect(set.diagnostics.map((d) => [d.file, d.line, d.code])).toEqual([
      ["pages/blog/[slug].json", 7, "html-in-markdown"],
      ["pages/blog/[slug].json", 7, "html-in-markdown"],
    ]);
  });
});
