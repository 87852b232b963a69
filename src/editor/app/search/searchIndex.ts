import type { FileInfo, ItemTexts } from "../../shared/api";

/** One text of the site a search can find: where it is (file and JSON pointer) and how to name that place. */
export interface SearchEntry {
  path: string;
  pointer: string;
  text: string;
  /** "/pricing › Block 2 (Plan grid) › plans › 1 › name" */
  where: string;
  /** Where the text starts inside the field's value (a paragraph of an item's Markdown text). */
  offset?: number;
}

/**
 * Every text of a collection's item: each field's (path: the item's address, "item:posts/rye-starter"), and each
 * paragraph of its Markdown text with where it starts, so a hit opens the text at that place.
 */
export function itemSearchEntries(item: ItemTexts, address: string): SearchEntry[] {
  const place = `${item.collection}: ${item.slug}`;
  const entries: SearchEntry[] = [];
  const visit = (node: unknown, pointer: string, where: string[]) => {
    if (typeof node === "string") {
      if (node.trim()) entries.push({ path: address, pointer, text: node, where: [place, ...where].join(" › ") });
    } else if (Array.isArray(node)) {
      node.forEach((child, i) => visit(child, `${pointer}/${i}`, [...where, String(i + 1)]));
    } else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        if (notText.has(key)) continue;
        visit(child, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, [...where, key]);
      }
    }
  };
  visit(item.value, "", []);
  if (item.body) {
    const paragraph = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
    for (const match of item.body.matchAll(paragraph)) {
      if (!match[0].trim()) continue;
      const text = match[0].trimEnd();
      entries.push({ path: address, pointer: "/body", text, where: `${place} › text`, offset: match.index });
    }
  }
  return entries;
}

/** Keys whose strings are not text people wrote (the block's kind, the schema's address). */
const notText = new Set(["type", "$schema"]);

/**
 * Every string of a file with its JSON pointer: block texts, search settings, site settings, data items. Blocks are
 * named with their position and type title, so a result says where it is.
 */
export function searchEntries(file: FileInfo, value: unknown, blockTitle: (type: string) => string): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const place = file.kind === "page" ? (file.route ?? file.path) : file.kind === "site" ? "Site settings" : file.path;
  const visit = (node: unknown, pointer: string, where: string[]) => {
    if (typeof node === "string") {
      if (node.trim()) entries.push({ path: file.path, pointer, text: node, where: [place, ...where].join(" › ") });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${pointer}/${i}`, [...where, String(i + 1)]));
    } else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        if (notText.has(key)) continue;
        visit(item, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, [...where, key]);
      }
    }
  };
  const page = value as { blocks?: unknown; seo?: unknown } | undefined;
  if ((file.kind === "page" || file.kind === "not-found") && page && Array.isArray(page.blocks)) {
    visit(page.seo, "/seo", ["Search settings"]);
    page.blocks.forEach((block, i) => {
      const type = String((block as { type?: unknown })?.type ?? "");
      visit(block, `/blocks/${i}`, [`Block ${i + 1} (${blockTitle(type)})`]);
    });
  } else {
    visit(value, "", []);
  }
  return entries;
}
