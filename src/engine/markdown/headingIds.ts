import type { Token } from "./parseMarkdown.ts";

/** A heading of Markdown text: its level, its words and its id (what "#id" links jump to). */
export interface MarkdownHeading {
  level: number;
  text: string;
  id: string;
}

/** The words of an inline token, as a reader sees them (marks and link addresses left out). */
export function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("");
}

/** "Opening hours & prices" → "opening-hours-prices"; letters of any language are kept, as GitHub does. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Every heading of parsed Markdown with its id: a slug of its words, made unique within the text ("faq",
 * "faq-2") and different from `taken` (the block's own anchor); a heading without words gets "section-N".
 * `tokens` come from parseMarkdown.
 */
export function markdownHeadings(tokens: readonly Token[], taken: readonly string[] = []): MarkdownHeading[] {
  const used = new Set<string>(taken);
  const headings: MarkdownHeading[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const text = inlineText(tokens[index + 1]);
    const base = slugOf(text) || `section-${headings.length + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ level: Number(token.tag.slice(1)), text, id });
  });
  return headings;
}
