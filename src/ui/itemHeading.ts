/** Heading level of the items (cards, steps, plans) inside a block. */
export type ItemHeading = "h2" | "h3";

/** Items are h3 under the block's own title and h2 when it has none, so headings never skip a level. */
export function itemHeading(blockTitle: string | undefined): ItemHeading {
  return blockTitle ? "h3" : "h2";
}
