// An article: the back link, the page's one h1, its lead and facts (author, date, reading time), the key
// takeaways and the sections as h2s with their text, lists and links; optional parts leave nothing behind.
import { describe, expect, it } from "vitest";
import type { ArticleBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

describe("article", () => {
  it("shows its schema example: back link, h1, takeaways and sections as h2, inline links", async () => {
    const [example] = schemaExamples<ArticleBlock>("article");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([
      `h1 ${example.title}`,
      "h2 Key Takeaways",
      ...example.sections.map((section) => `h2 ${section.heading}`),
    ]);
    const shown = links(html);
    expect(shown[0]).toEqual({ href: example.backLink.href, text: `← ${example.backLink.label}` });
    expect(shown.map((l) => `${l.text} ${l.href}`)).toContain("our classes /contact");
    const text = textOf(html);
    expect(text).toContain(`${example.category} ${example.title} ${example.lead}`);
    expect(text).toContain(`${example.date} ${example.readTime} min read`);
    for (const point of example.takeaways ?? []) expect(text).toContain(point);
    expect(html.match(/<li\b/g)).toHaveLength((example.takeaways ?? []).length + 2);
  });

  it("with only a back link, a title and one paragraph: no badge, facts or takeaways", async () => {
    const html = await renderBlock({
      type: "article",
      backLink: { label: "All recipes", href: "/" },
      title: "Our Rye Loaf",
      sections: [{ heading: "The Flour", content: ["Stone-ground rye from a mill down the road."] }],
    });
    expect(headings(html)).toEqual(["h1 Our Rye Loaf", "h2 The Flour"]);
    expect(textOf(html)).toBe("← All recipes Our Rye Loaf The Flour Stone-ground rye from a mill down the road.");
    expect(html).not.toContain("<aside");
  });

  it("names the author with their role, and keeps markup-like text as text", async () => {
    const html = await renderBlock({
      type: "article",
      backLink: { label: "Back", href: "/" },
      title: "Why <em>slow</em> dough?",
      author: { name: "Ada Baker", role: "Head baker" },
      sections: [{ heading: "Time", content: ["Flavour <script>takes</script> time & patience."] }],
    });
    expect(textOf(html)).toContain("Ada Baker, Head baker");
    expect(headings(html)[0]).toBe("h1 Why <em>slow</em> dough?");
    expect(html).not.toContain("<script>takes");
  });
});
