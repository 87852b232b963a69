import type { DiagnosticCode } from "../diagnosticCodes.ts";
import { checkHref } from "../links.ts";
import type { Position } from "../jsonSyntaxError.ts";
import { parseMarkdownForChecks, type Token } from "./parseMarkdown.ts";

/** A problem inside Markdown text, at its line and column in the text (1-based). */
export interface MarkdownProblem {
  code: DiagnosticCode;
  /** Plain words, without the field or file (the caller names them). */
  message: string;
  hint?: string;
  at: Position;
}

/** A link or picture of Markdown text whose form is fine, for the checks across files (pages, anchors, files). */
export interface MarkdownLink {
  href: string;
  /** A picture (![alt](/photos/x.jpg)): a file that must be in public/. */
  image: boolean;
  at: Position;
}

export interface CheckedMarkdown {
  problems: MarkdownProblem[];
  links: MarkdownLink[];
}

/** The same rule as a picture field's "src" (defs.schema.json "image"): a picture file in public/. */
const picturePath = /^\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/i;

const htmlHint =
  "Raw HTML is never published. Write it in Markdown instead: **bold**, *italic*, [label](/page), ![description](/photos/x.jpg); to show a tag as text, put it in backticks: `<b>`.";

/**
 * Checks Markdown text on its own: no raw HTML (code spans and fenced code are text), every link and picture in
 * an allowed form. Positions are lines and columns in `text`; a caller adds where the text starts (a line offset in
 * an .md file, or the place of a JSON string, see positionInJsonString). The links returned are checked across files
 * like every other link of a config.
 */
export function checkMarkdown(text: string): CheckedMarkdown {
  // HTML, in a block or inline, starts with "<"; a link or a picture (inline, by reference, or its definition)
  // with "[" (autolinks are "<…>", and bare addresses are not links in this dialect): text with neither holds none
  if (!text.includes("<") && !text.includes("[")) return { problems: [], links: [] };
  const lines = text.split("\n");
  const problems: MarkdownProblem[] = [];
  const links: MarkdownLink[] = [];
  let lastMap: [number, number] = [0, 1];
  for (const token of parseMarkdownForChecks(text)) {
    if (token.map) lastMap = token.map;
    if (token.type === "html_block") {
      const line = lastMap[0];
      const column = (lines[line] ?? "").search(/\S|$/) + 1;
      problems.push(htmlProblem(token.content, { line: line + 1, column }));
    } else if (token.type === "inline" && token.children) {
      checkInline(token.children, lastMap, lines, problems, links);
    }
  }
  return { problems, links };
}

/** The inline parts of one block: inline tokens carry no position, so each is found in the block's source lines. */
function checkInline(
  children: Token[],
  map: [number, number],
  lines: string[],
  problems: MarkdownProblem[],
  links: MarkdownLink[],
): void {
  const source = lines.slice(map[0], map[1]).join("\n");
  const placeOf = placesIn(source, map[0]);
  let cursor = 0;
  const find = (written: string): Position => {
    const index = written ? source.indexOf(written, cursor) : -1;
    if (index < 0) return placeOf(source.search(/\S|$/));
    cursor = index + written.length;
    return placeOf(index);
  };
  for (const child of children) {
    if (child.type === "code_inline") find(child.content);
    else if (child.type === "html_inline") problems.push(htmlProblem(child.content, find(child.content)));
    else if (child.type === "link_open" || child.type === "image") {
      const image = child.type === "image";
      const href = String(child.attrGet(image ? "src" : "href") ?? "");
      const at = find(href);
      const problem = image ? pictureProblem(href) : linkProblem(href);
      if (problem) problems.push({ ...problem, message: `line ${at.line}: ${problem.message}`, at });
      else links.push({ href, image, at });
    }
  }
}

function linkProblem(href: string): Omit<MarkdownProblem, "at"> | undefined {
  const problem = checkHref(href);
  if (!problem) return undefined;
  return { code: problem.code ?? "bad-link", message: problem.message, hint: problem.hint };
}

function pictureProblem(src: string): Omit<MarkdownProblem, "at"> | undefined {
  if (picturePath.test(src)) return undefined;
  return {
    code: "markdown-picture-path",
    message: `picture "${src}" is not the path of a picture in public/.`,
    hint: 'Put the picture in public/ and write its path from "/", for example ![Our bakery at dawn](/photos/bakery.jpg) (.jpg, .png, .webp, .avif or .svg).',
  };
}

function htmlProblem(html: string, at: Position): MarkdownProblem {
  const tag = /^<\/?[A-Za-z][A-Za-z0-9-]*|^<!--/.exec(html.trim())?.[0];
  const what = tag === "<!--" ? "an HTML comment" : tag ? `the HTML tag "${tag}>"` : "HTML";
  return {
    code: "html-in-markdown",
    message: `line ${at.line} of the text has ${what}, and Markdown here may hold no HTML.`,
    hint: htmlHint,
    at,
  };
}

/**
 * The place (line and column, 1-based) of an index of `source`, which starts at line `firstLine` (0-based) of the
 * text. The line starts are found once per block, so the many inline parts of a long paragraph cost no rescans.
 */
function placesIn(source: string, firstLine: number): (index: number) => Position {
  const starts = [0];
  for (let i = source.indexOf("\n"); i >= 0; i = source.indexOf("\n", i + 1)) starts.push(i + 1);
  return (index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= index) low = middle;
      else high = middle - 1;
    }
    return { line: firstLine + low + 1, column: index - starts[low] + 1 };
  };
}
