import type { FileInfo } from "../../shared/api";

/** One text of the site a search can find: where it is (file and JSON pointer) and how to name that place. */
export interface SearchEntry {
  path: string;
  pointer: string;
  text: string;
  /** "/pricing › Block 2 (Plan grid) › plans › 1 › name" */
  where: string;
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
