import type { Migration } from "./migration";
import { jsonTree, nodeAt, removeProperty } from "./jsonText";

/** The block types that named their data collection, in format version 1, with the one name it could take. */
const namedCollections: Record<string, string> = {
  testimonials: "testimonials",
  "press-list": "press",
  "integration-grid": "integrations",
};

/**
 * Version 1 → 2: testimonials, press-list and integration-grid blocks no longer say `"collection": "…"`.
 * The field had one possible value; each block type now declares its data in src/engine/blockData.ts.
 */
export const blockDataFromRegistry: Migration = {
  from: 1,
  name: "block-data-from-registry",
  description:
    'removes "collection" from testimonials, press-list and integration-grid blocks (each block type now knows its data)',
  migrateFile(file) {
    if (file.what.kind !== "page" && file.what.kind !== "not-found") return file.text;
    let text = file.text;
    const blocks = nodeAt(jsonTree(text)!, ["blocks"]);
    const count = blocks?.type === "array" ? (blocks.children ?? []).length : 0;
    // from the last block back, so the positions of the blocks still to do stay as they were
    for (let index = count - 1; index >= 0; index--) {
      const tree = jsonTree(text)!;
      const type = nodeAt(tree, ["blocks", index, "type"])?.value;
      const collection = nodeAt(tree, ["blocks", index, "collection"]);
      if (typeof type === "string" && collection && namedCollections[type] === collection.value) {
        text = removeProperty(text, ["blocks", index, "collection"]);
      }
    }
    return text;
  },
};
