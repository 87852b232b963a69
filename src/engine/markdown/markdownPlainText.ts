import { parseMarkdown, type Token } from "./parseMarkdown.ts";

/**
 * Markdown text as a reader reads it, without its marks: each paragraph, heading, list item or code block on its
 * own, separated by a blank line; links give their words, pictures their description. For places that take plain
 * text of what a page shows as Markdown (an FAQ answer in FAQPage structured data).
 */
export function markdownPlainText(text: string): string {
  const parts: string[] = [];
  for (const token of parseMarkdown(text)) {
    if (token.type === "inline") parts.push(inlineWords(token));
    else if (token.type === "fence" || token.type === "code_block") parts.push(token.content.replace(/\n$/, ""));
  }
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join("\n\n");
}

function inlineWords(token: Token): string {
  return (token.children ?? [])
    .map((child) => {
      if (child.type === "text" || child.type === "code_inline") return child.content;
      if (child.type === "softbreak") return " ";
      if (child.type === "hardbreak") return "\n";
      if (child.type === "image") return child.content;
      return "";
    })
    .join("");
}
