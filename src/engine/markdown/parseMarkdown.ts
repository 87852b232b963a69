import MarkdownIt, { type Token } from "markdown-it";

export type { Token };

/**
 * The one Markdown dialect of the builder: CommonMark with GitHub's tables, no raw HTML (a tag is text), no
 * typographic replacements. Link destinations are kept as written: the validator checks them and the resolve
 * step makes them final, like every other link of a config.
 */
function dialect(html: boolean) {
  const md = new MarkdownIt("commonmark", { html, linkify: false, typographer: false });
  md.enable("table");
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  // every scheme reaches the checks, which refuse what is not allowed (javascript:) with a located message
  md.validateLink = () => true;
  return md;
}

/** For showing: an HTML tag is only text. */
const forRendering = dialect(false);
/** For checking: HTML tags become tokens of their own, so each can be reported where it is. */
const forChecking = dialect(true);

/** Block tokens of Markdown text as rendered (token.map gives each block's source lines). */
export function parseMarkdown(text: string): Token[] {
  return forRendering.parse(text, {});
}

/** Block tokens of Markdown text with raw HTML kept as html_block / html_inline tokens. */
export function parseMarkdownForChecks(text: string): Token[] {
  return forChecking.parse(text, {});
}
