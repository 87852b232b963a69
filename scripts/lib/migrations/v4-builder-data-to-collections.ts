import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Migration } from "./migration";
import { insertProperty, jsonTree, nodeAt, oneLineObject, removeProperty } from "./jsonText";

/** The block types that showed a data list of the builder's in format version 4, with the list's name. */
const listOfBlock: Record<string, string> = {
  testimonials: "testimonials",
  "press-list": "press",
  "integration-grid": "integrations",
};

/**
 * The shape of one item of each list as the builder held it in format version 4 (schemas/data/<name>.schema.json
 * then), frozen here: the site gets it as its own collection's schema.
 */
const shapesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "v4-builder-data");
const shapeOf = (name: string) => readFileSync(path.join(shapesDir, `${name}.schema.json`), "utf8");

const dataFile = /^data\/([a-z0-9][a-z0-9-]*)\.json$/;

/**
 * Version 4 → 5: the builder keeps no data shape of its own. Each data/<name>.json becomes the site's collection
 * collections/<name>.json (its "$schema", which named the builder's schema, left out), with the shape the builder
 * held written beside it as collections/<name>.schema.json; each testimonials, press-list and integration-grid
 * block names its list: "items": { "collection": "<name>" }.
 */
export const builderDataToCollections: Migration = {
  from: 4,
  name: "builder-data-to-collections",
  description:
    'data/<name>.json becomes the site\'s collection collections/<name>.json with its schema beside it; testimonials, press-list and integration-grid blocks name it ("items": { "collection": "<name>" })',
  migrateFile(file) {
    if (dataFile.test(file.inside)) {
      const tree = jsonTree(file.text);
      return tree && nodeAt(tree, ["$schema"]) ? removeProperty(file.text, ["$schema"]) : file.text;
    }
    const kind = file.what.kind;
    if (kind !== "page" && kind !== "not-found" && kind !== "page-template") return file.text;
    let text = file.text;
    const blocks = nodeAt(jsonTree(text)!, ["blocks"]);
    const count = blocks?.type === "array" ? (blocks.children ?? []).length : 0;
    for (let index = count - 1; index >= 0; index--) {
      const block = nodeAt(jsonTree(text)!, ["blocks", index]);
      if (block?.type !== "object") continue;
      const keys = (block.children ?? []).map((property) => property.children?.[0].value as string);
      const type = nodeAt(block, ["type"])?.value;
      const list = typeof type === "string" && Object.hasOwn(listOfBlock, type) ? listOfBlock[type] : undefined;
      if (!list || keys.includes("items")) continue;
      const source = { collection: list };
      text = insertProperty(text, ["blocks", index], "items", source, keys.at(-1), oneLineObject(source));
    }
    return text;
  },
  moveTo(file) {
    const name = dataFile.exec(file.inside)?.[1];
    return name === undefined ? undefined : `collections/${name}.json`;
  },
  newFiles(files) {
    return files.flatMap((file) => {
      const name = dataFile.exec(file.inside)?.[1];
      if (name === undefined || !Object.values(listOfBlock).includes(name)) return [];
      return [{ inside: `collections/${name}.schema.json`, text: shapeOf(name) }];
    });
  },
};
