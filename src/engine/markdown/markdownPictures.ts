import { inlineText } from "./headingIds.ts";
import { parseMarkdown } from "./parseMarkdown.ts";

/** A picture of Markdown text (![alt](/photos/x.jpg)), as written. */
export interface MarkdownPictureUse {
  src: string;
  alt: string;
}

/** Every picture of Markdown text, in order (the picture step makes their sizes as for a picture field). */
export function markdownPictures(text: string): MarkdownPictureUse[] {
  if (!text.includes("![")) return [];
  const found: MarkdownPictureUse[] = [];
  for (const token of parseMarkdown(text))
    for (const child of token.children ?? [])
      if (child.type === "image") found.push({ src: String(child.attrGet("src") ?? ""), alt: inlineText(child) });
  return found;
}

/** What the picture step puts beside a Markdown text: each picture's made sources, by its path as written. */
export interface MarkdownPicturesHolder<P = unknown> {
  markdownPictures?: Record<string, P>;
}
