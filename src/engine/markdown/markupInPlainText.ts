import type { Problem } from "../diagnostic.ts";
import type { Position } from "../jsonSyntaxError.ts";

/** Markup in a plain-text field, which visitors would see as written: what it is and where it starts. */
export interface MarkupFound extends Problem {
  /** Line and column in the text (1-based). */
  at: Position;
}

/** A quick first look: a text without these characters holds none of the markup below. */
export const mayHoldMarkup = /\*\*|\]\(|<[a-zA-Z/]|\{\{/;

// **bold** as Markdown writes it: marks against a word on both sides, not inside a word ("x**2 + y**2")
// (each part has a bounded length, so a long text of lone marks is read in linear time)
const strong = /(?<![\w*])\*\*(?=[^\s*])[^\n]{0,300}?[^\s*]\*\*(?![\w*])/g;
// [label](address) with an address of a kind links have
const link = /\[[^\]\n]{1,300}\]\((?:https?:\/\/|mailto:|tel:|\/|#|@)[^)\s]{0,2000}\)/g;
// tags of HTML people paste into text; other words in <angle brackets> ("<Button>", "a < b") are left alone
const htmlTag =
  /<\/?(?:a|b|i|u|s|p|br|hr|em|strong|span|div|small|sub|sup|mark|code|pre|ul|ol|li|h[1-6]|img|table|tr|td|th|blockquote|font|center)(?=[\s/>])[^<>\n]{0,300}>/gi;
const maxFindings = 10;
const doubledBraces = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/**
 * Markdown or HTML in a field that shows text as written: "**Fresh**", "[menu](/menu)", "<b>", and placeholders with
 * doubled braces ("{{product}}"). Each is an error: the visitor would see the marks. A single "*" (a price note),
 * "2**3" inside a word and "a < b" are not markup. With `markdown`, the text is Markdown: only doubled braces are looked for.
 */
export function markupInPlainText(text: string, { markdown = false } = {}): MarkupFound[] {
  const found: MarkupFound[] = [];
  // a text pasted whole from elsewhere gets its first few findings, not thousands
  const add = (index: number, problem: Problem) => {
    if (found.length < maxFindings) found.push({ ...problem, at: positionOf(text, index) });
  };
  for (const match of text.matchAll(doubledBraces)) {
    add(match.index, {
      code: "doubled-braces",
      message: `${JSON.stringify(match[0])} has doubled braces: visitors would see "{" and "}" around the value.`,
      hint: `Write "{${match[1]}}", with one brace on each side.`,
    });
  }
  // Markdown text may hold Markdown; its HTML is checked by checkMarkdown, which knows code from text
  if (markdown) return found;
  for (const match of text.matchAll(strong)) {
    add(match.index, {
      code: "markdown-in-text",
      message: `${JSON.stringify(match[0])} is Markdown, and this field is plain text: visitors would see the ** as written.`,
      hint: 'Write the text without the marks, or put long formatted text in a "markdown" block ({ "type": "markdown", "text": "…" }).',
    });
  }
  for (const match of text.matchAll(link)) {
    add(match.index, {
      code: "markdown-in-text",
      message: `${JSON.stringify(match[0])} is a Markdown link, and this field is plain text: visitors would see the brackets and the address.`,
      hint: 'Use the block\'s link field ({ "label": "…", "href": "…" }) where it has one, or a "markdown" block for text with links.',
    });
  }
  for (const match of text.matchAll(htmlTag)) {
    add(match.index, {
      code: "html-in-text",
      message: `${JSON.stringify(match[0])} is an HTML tag, and this field is plain text: visitors would see it as written.`,
      hint: 'Remove the tag; for formatted text use a "markdown" block and write **bold**, *italic* or [label](/page).',
    });
  }
  return found.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}

function positionOf(text: string, index: number): Position {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: index - lineStart + 1 };
}
