import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMarkdown } from "./markdownChecks";
import { parseMarkdownForChecks, type Token } from "./parseMarkdown";
import { positionInJsonString } from "./positionInJsonString";

describe("checkMarkdown", () => {
  it("finds no problem in Markdown without HTML, and returns its links and pictures where they are", () => {
    const text =
      "# Hi\n\nSee [prices](/pricing) and\n![Oven](/photos/oven.jpg)\n\n| a | b |\n|---|---|\n| x | [m](@menu) |";
    const { problems, links } = checkMarkdown(text);
    expect(problems).toEqual([]);
    expect(links).toEqual([
      { href: "/pricing", image: false, at: { line: 3, column: 14 } },
      { href: "/photos/oven.jpg", image: true, at: { line: 4, column: 9 } },
      { href: "@menu", image: false, at: { line: 8, column: 11 } },
    ]);
  });

  it("reports each HTML tag at its line and column, inline and as a block", () => {
    const { problems } = checkMarkdown("Some <b>bold</b> words\n\n  <div>\n  block\n  </div>\n\nA <!-- note -->");
    expect(problems.map((p) => [p.code, p.at, p.message])).toEqual([
      [
        "html-in-markdown",
        { line: 1, column: 6 },
        'line 1 of the text has the HTML tag "<b>", and Markdown here may hold no HTML.',
      ],
      [
        "html-in-markdown",
        { line: 1, column: 13 },
        'line 1 of the text has the HTML tag "</b>", and Markdown here may hold no HTML.',
      ],
      [
        "html-in-markdown",
        { line: 3, column: 3 },
        'line 3 of the text has the HTML tag "<div>", and Markdown here may hold no HTML.',
      ],
      [
        "html-in-markdown",
        { line: 7, column: 3 },
        "line 7 of the text has an HTML comment, and Markdown here may hold no HTML.",
      ],
    ]);
    expect(problems[0].hint).toContain("**bold**");
  });

  it("takes code spans and fenced code as text, never as HTML", () => {
    const text = "Write `<b>` then <i>x</i>\n\n```html\n<div>ok</div>\n```\n\n    <p>indented code</p>";
    const { problems } = checkMarkdown(text);
    // the <i> after the code span is found after it, not inside it
    expect(problems.map((p) => p.at)).toEqual([
      { line: 1, column: 18 },
      { line: 1, column: 22 },
    ]);
  });

  it("refuses javascript: links and pictures that are not files of public/, at their place", () => {
    const { problems, links } = checkMarkdown("Hi\n[click](javascript:alert(1))\n\n![](https://example.com/cat.jpg)");
    expect(links).toEqual([]);
    expect(problems.map((p) => [p.code, p.at])).toEqual([
      ["bad-link", { line: 2, column: 9 }],
      ["markdown-picture-path", { line: 4, column: 5 }],
    ]);
    expect(problems[0].message).toBe('line 2: link "javascript:alert(1)" uses "javascript:", which is not allowed.');
  });

  it('finds nothing to check in text without "<" or "[" without parsing it: the parser finds no HTML, link or picture there (a property test)', () => {
    // Markdown's own characters, entities and addresses, but no "<" or "["
    const piece = fc.constantFrom(
      ..."# ## > - * + 1. ` ``` ~~~ ** _ ] ( ) ! | --- \\ \n \n\n    : / & &lt; &#91; &#60; x http://a.b/c mailto:a@b.c www.x.y".split(
        " ",
      ),
      " ",
      "](/a)",
      "![",
    );
    const text = fc
      .array(piece, { maxLength: 40 })
      .map((pieces) => pieces.join("").replaceAll("[", "").replaceAll("<", ""));
    const kinds = (tokens: Token[]): string[] =>
      tokens.flatMap((token) => [token.type, ...(token.children ? kinds(token.children) : [])]);
    fc.assert(
      fc.property(text, (markdown) => {
        const found = kinds(parseMarkdownForChecks(markdown));
        for (const kind of ["html_block", "html_inline", "link_open", "image"]) expect(found).not.toContain(kind);
        expect(checkMarkdown(markdown)).toEqual({ problems: [], links: [] });
      }),
      { numRuns: 2_000 },
    );
    // and with one of them, the text is parsed and checked
    expect(checkMarkdown("a <b>").problems).toHaveLength(1);
    expect(checkMarkdown("[a](/b)").links).toHaveLength(1);
  });

  it("checks 1 MB of Markdown quickly", () => {
    const paragraph = "Some **bold** text with a [link](/pricing) and `code`, then <b>a tag</b>.\n\n";
    const text = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
    const started = performance.now();
    const { problems, links } = checkMarkdown(text);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(links.length).toBe(problems.length / 2);
    expect(problems.at(-1)?.at.line).toBe(text.split("\n").length - 2);
  });
});

describe("positionInJsonString", () => {
  it("turns a line and column of a string's value into the file's, across escapes", () => {
    const source = '{\n  "text": "a \\"q\\" \\u00e9\\nsecond <b> line"\n}';
    const start = { line: 2, column: 11, offset: source.indexOf('"a') };
    // the value is: a "q" é⏎second <b> line
    expect(positionInJsonString(source, start, { line: 1, column: 1 })).toEqual({ line: 2, column: 12 });
    expect(positionInJsonString(source, start, { line: 1, column: 3 })).toEqual({ line: 2, column: 14 });
    expect(positionInJsonString(source, start, { line: 1, column: 7 })).toEqual({ line: 2, column: 20 });
    const tag = source.indexOf("<b>") - source.lastIndexOf("\n", source.indexOf("<b>"));
    expect(positionInJsonString(source, start, { line: 2, column: 8 })).toEqual({ line: 2, column: tag });
  });

  it("gives the string's own place for a place past its end", () => {
    const source = '"ab"';
    const start = { line: 1, column: 1, offset: 0 };
    expect(positionInJsonString(source, start, { line: 3, column: 1 })).toEqual({ line: 1, column: 1 });
  });
});
