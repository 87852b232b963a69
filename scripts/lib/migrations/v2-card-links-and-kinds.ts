import type { Migration } from "./migration";
import { jsonTree, nodeAt, oneLineObject, removeProperty, replaceValue } from "./jsonText";

/** The words a card's link showed when it had no "linkLabel", by the grid's variant (format version 2). */
const defaultLabels: Record<string, string> = {
  agent: "Learn more",
  tool: "Learn more",
  benefit: "Learn more",
  article: "Read article",
};

/**
 * Fields a card of each variant could carry in version 2 that its renderer never used, so dropping them changes
 * nothing on the page.
 */
const unusedFields: Record<string, readonly string[]> = {
  agent: ["category", "type", "readTime"],
  tool: ["tags", "category", "type"],
  benefit: ["tags", "category", "type"],
  article: ["icon", "badge", "badgeStyle", "tags"],
};

/** Calls `edit` for every card of every card-grid block of a page, from the last back (earlier positions stay valid). */
function forEachCard(
  text: string,
  edit: (text: string, cardPath: (string | number)[], variant: string) => string,
): string {
  const blocks = nodeAt(jsonTree(text)!, ["blocks"]);
  const count = blocks?.type === "array" ? (blocks.children ?? []).length : 0;
  for (let index = count - 1; index >= 0; index--) {
    const tree = jsonTree(text)!;
    if (nodeAt(tree, ["blocks", index, "type"])?.value !== "card-grid") continue;
    const variant = nodeAt(tree, ["blocks", index, "variant"])?.value;
    const cards = nodeAt(tree, ["blocks", index, "cards"]);
    const cardCount = cards?.type === "array" ? (cards.children ?? []).length : 0;
    for (let card = cardCount - 1; card >= 0; card--) {
      if (nodeAt(jsonTree(text)!, ["blocks", index, "cards", card])?.type !== "object") continue;
      text = edit(text, ["blocks", index, "cards", card], typeof variant === "string" ? variant : "benefit");
    }
  }
  return text;
}

const pagesOnly = (what: { kind: string }) => what.kind === "page" || what.kind === "not-found";

/**
 * Version 2 → 3, step 1: a card's link is one object like every other link, `{ "label", "href", "newTab" }`,
 * instead of "link" (the address), "linkLabel" and "newTab" beside each other. The label the card showed by
 * default ("Learn more", "Read article" on article cards) is written out.
 */
export const cardLinkObject: Migration = {
  from: 2,
  name: "card-link-object",
  description: 'card-grid cards: "link", "linkLabel" and "newTab" become one link { "label", "href", "newTab" }',
  migrateFile(file) {
    if (!pagesOnly(file.what)) return file.text;
    return forEachCard(file.text, (text, path, variant) => {
      const tree = jsonTree(text)!;
      const href = nodeAt(tree, [...path, "link"]);
      const label = nodeAt(tree, [...path, "linkLabel"])?.value;
      const newTab = nodeAt(tree, [...path, "newTab"])?.value;
      if (href && typeof href.value === "string") {
        const link = {
          label: typeof label === "string" ? label : (defaultLabels[variant] ?? "Learn more"),
          href: href.value,
          ...(typeof newTab === "boolean" ? { newTab } : {}),
        };
        text = replaceValue(text, [...path, "link"], link, oneLineObject(link));
      }
      for (const key of ["newTab", "linkLabel"])
        if (nodeAt(jsonTree(text)!, [...path, key])) text = removeProperty(text, [...path, key]);
      return text;
    });
  },
};

/**
 * Version 2 → 3, step 2: each variant of card-grid has its own card shape, so a card may only carry the fields
 * its kind shows. Fields the version 2 renderer ignored for that variant are removed.
 */
export const cardKinds: Migration = {
  from: 2,
  name: "card-kinds",
  description:
    "card-grid cards: fields their kind never showed (tags on a benefit, a badge on an article, …) are removed",
  migrateFile(file) {
    if (!pagesOnly(file.what)) return file.text;
    return forEachCard(file.text, (text, path, variant) => {
      for (const key of unusedFields[variant] ?? [])
        if (nodeAt(jsonTree(text)!, [...path, key])) text = removeProperty(text, [...path, key]);
      return text;
    });
  },
};
