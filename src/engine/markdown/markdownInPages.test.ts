// Markdown text in a page file, checked by the one validator: problems inside the JSON string are placed at their
// own line and column in the file (escapes like \n and \" counted as written), links are checked like every link.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../validateConfigDir";
import { fixturesDir, repoRoot } from "../../../tests/unit/support/runValidate";

const baseDir = path.join(fixturesDir, "base");
const schemasDir = path.join(repoRoot, "schemas");

/** A page file whose blocks are written one a line, after a hero (the page's main heading) unless it starts with one. */
function pageText(file: string, blocks: unknown[]): string {
  const all = (blocks[0] as { type?: string }).type === "hero" ? blocks : [{ type: "hero", title: file }, ...blocks];
  const lines = all.map((block) => "    " + JSON.stringify(block)).join(",\n");
  return `{\n  "$schema": "../../schemas/page.schema.json",\n  "seo": { "title": "${file}", "description": "Notes of ${file}." },\n  "blocks": [\n${lines}\n  ]\n}\n`;
}

function diagnosticsOf(pages: Record<string, unknown[]>) {
  const overlay = Object.fromEntries(Object.entries(pages).map(([file, blocks]) => [file, pageText(file, blocks)]));
  return validateConfigDir(baseDir, schemasDir, baseDir, { overlay }).diagnostics;
}

function problemsOf(pages: Record<string, unknown[]>) {
  return diagnosticsOf(pages).map(
    (d) => `${d.file.replace(/^.*\/pages\//, "pages/")}:${d.line}:${d.column} ${d.code} ${d.message}`,
  );
}

/** "LINE:COLUMN" of the first `part` in the file pageText writes for `blocks` (`from`: found after that text). */
function placeOf(blocks: unknown[], part: string, from = ""): string {
  const text = pageText("pages/notes.json", blocks);
  const index = text.indexOf(part, text.indexOf(from));
  const before = text.slice(0, index).split("\n");
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

describe("markdown in a page file", () => {
  it("accepts Markdown with links to pages, sections, headings, files and site addresses", () => {
    const notes = { type: "markdown", text: "## Plans\n\nSee [prices](/pricing), [ours](#plans), [up](@signup)." };
    const other = { type: "markdown", text: "Back to [our plans](/notes#plans) and [guide](/favicon.svg)." };
    expect(problemsOf({ "pages/notes.json": [notes], "pages/more.json": [other] })).toEqual([]);
  });

  it("places an HTML tag at its line and column in the file, past escaped quotes and line breaks", () => {
    const blocks = [{ type: "markdown", text: 'Say "hi"\nthen <b>bold</b>' }];
    expect(problemsOf({ "pages/notes.json": blocks })).toEqual([
      `pages/notes.json:${placeOf(blocks, "<b>")} html-in-markdown blocks[1].text: line 2 of the text has the HTML tag "<b>", and Markdown here may hold no HTML.`,
      `pages/notes.json:${placeOf(blocks, "</b>")} html-in-markdown blocks[1].text: line 2 of the text has the HTML tag "</b>", and Markdown here may hold no HTML.`,
    ]);
  });

  it("places a javascript: link, a link to no page and a missing picture where each is written", () => {
    const blocks = [
      {
        type: "markdown",
        text: "Intro\n\n[x](javascript:alert(1)) and [gone](/no-such-page)\n\n![Logo](/brand/none.svg)",
      },
    ];
    expect(problemsOf({ "pages/notes.json": blocks })).toEqual([
      `pages/notes.json:${placeOf(blocks, "javascript:")} bad-link blocks[1].text: line 3: link "javascript:alert(1)" uses "javascript:", which is not allowed.`,
      `pages/notes.json:${placeOf(blocks, "/no-such-page")} link-to-missing-page blocks[1].text: link "/no-such-page" points to no page: there is no pages/no-such-page.json (or pages/no-such-page/index.json).`,
      `pages/notes.json:${placeOf(blocks, "/brand/none.svg")} missing-public-file blocks[1].text: the file "/brand/none.svg" is not in public/.`,
    ]);
  });

  it("finds a link to a heading that is not there, with the sections the page has", () => {
    const notes = { type: "markdown", text: "## Opening hours" };
    const other = { type: "markdown", text: "[hours](/notes#opening-hour)" };
    const [problem] = diagnosticsOf({ "pages/notes.json": [notes], "pages/more.json": [other] });
    expect(problem.code).toBe("link-to-missing-anchor");
    expect(problem.hint).toContain('Did you mean "#opening-hours"?');
  });

  it("checks a 1 MB Markdown text without hanging", () => {
    const paragraph = "A line with **bold**, a [link](/pricing) and `code`.\n\n";
    const text = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length)) + "<i>end</i>";
    const started = performance.now();
    const problems = problemsOf({ "pages/notes.json": [{ type: "markdown", text }] });
    // about 1.5 s alone; a check that hangs (work growing with the square of the length) would take minutes
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(problems.map((p) => p.split(" ")[1])).toEqual(["html-in-markdown", "html-in-markdown"]);
  });
});

describe("Markdown and HTML in plain-text fields", () => {
  const hero = (subtitle: string) => ({ type: "hero", title: "Fresh bread", subtitle });

  it("reports **bold**, [label](url), <b> and {{product}} at their place in the text", () => {
    const blocks = [hero("Our **best** loaves,\nsee [menu](/pricing), <b>now</b> at {{product}}")];
    const problems = problemsOf({ "pages/notes.json": blocks });
    expect(problems.map((p) => p.split(" ").slice(0, 2).join(" "))).toEqual([
      `pages/notes.json:${placeOf(blocks, "**best")} markdown-in-text`,
      `pages/notes.json:${placeOf(blocks, "[menu]")} markdown-in-text`,
      `pages/notes.json:${placeOf(blocks, "<b>")} html-in-text`,
      `pages/notes.json:${placeOf(blocks, "</b>")} html-in-text`,
      `pages/notes.json:${placeOf(blocks, "{{")} doubled-braces`,
    ]);
    expect(problems[4]).toContain('"{{product}}" has doubled braces: visitors would see');
  });

  it("leaves alone what is not markup: a lone star, powers, comparisons, words in angle brackets", () => {
    for (const subtitle of [
      "Prices from $5* (*with a subscription)",
      "x**2 + y**2 = z**2",
      "When a < b and c > d",
      "Use the <Button> component",
      "Shapes [1] and (2)",
      "Braces {product} once",
    ])
      expect(problemsOf({ "pages/notes.json": [hero(subtitle)] }), subtitle).toEqual([]);
  });

  it("lets a markdown block's text hold Markdown, but not doubled braces", () => {
    expect(problemsOf({ "pages/notes.json": [{ type: "markdown", text: "**Bold** [x](/pricing)" }] })).toEqual([]);
    const problems = problemsOf({ "pages/notes.json": [{ type: "markdown", text: "Hi\n\n{{product}}" }] });
    expect(problems).toEqual([
      `pages/notes.json:${placeOf([{ type: "markdown", text: "Hi\n\n{{product}}" }], "{{")} doubled-braces blocks[1].text: "{{product}}" has doubled braces: visitors would see "{" and "}" around the value.`,
    ]);
  });

  it("checks an FAQ answer as Markdown: its marks are fine, HTML and a missing page are located problems", () => {
    const faq = {
      type: "faq",
      items: [
        { question: "Prices?", answer: "**Yes**, see [prices](/pricing)." },
        { question: "Bold?", answer: "A <b>tag</b> and [gone](/nowhere)." },
      ],
    };
    const problems = problemsOf({ "pages/notes.json": [faq] });
    expect(problems.map((p) => p.split(" ").slice(0, 2).join(" "))).toEqual([
      `pages/notes.json:${placeOf([faq], "<b>")} html-in-markdown`,
      `pages/notes.json:${placeOf([faq], "</b>")} html-in-markdown`,
      `pages/notes.json:${placeOf([faq], "/nowhere")} link-to-missing-page`,
    ]);
  });
});
