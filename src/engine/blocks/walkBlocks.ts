import { isRecord } from "../isRecord.ts";

/**
 * Blocks inside blocks: the one walker every stage uses (validation checks, resolve, pictures, page rules, render,
 * the editor's outline). A block with slots holds lists of blocks in its own props ("columns": [{ "blocks": [ … ]
 * }], a group's "blocks"); `slotsOf` says where they are, `walkBlocks` visits every block of a page in reading
 * order with its place, and `mapBlocks` makes a copy with every block changed (children first in their slots).
 *
 * The shape of the slots is code (it runs in the browser's render too, with no schema at hand); which blocks a slot
 * allows is said by its schema ("x-slot", checked by the validator), so a site's own block types fit in as they come.
 */

/** How deep blocks may sit inside blocks: a page's own blocks are at depth 1. */
export const maxBlockDepth = 4;

/** One list of blocks inside a block: where it is, relative to the block, and how much of the block's width it has. */
export interface Slot {
  /** The keys from the block to the list ("columns", 1, "blocks"). */
  keys: readonly (string | number)[];
  blocks: readonly unknown[];
  /** The share of the block's width the slot's blocks are drawn in (a column of two equal ones: 0.5). */
  share: number;
}

/** The widths of a columns block's columns, as shares of the row (its "widths", else equal). */
export function columnShares(block: Record<string, unknown>): number[] {
  const columns = Array.isArray(block.columns) ? block.columns : [];
  const widths = Array.isArray(block.widths) ? block.widths : [];
  const weights = columns.map((_, i) => (typeof widths[i] === "number" && widths[i] > 0 ? (widths[i] as number) : 1));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  return weights.map((w) => w / total);
}

/** The slots of a block (none for most blocks). */
export function slotsOf(block: unknown): Slot[] {
  if (!isRecord(block)) return [];
  switch (block.type) {
    case "columns": {
      if (!Array.isArray(block.columns)) return [];
      const shares = columnShares(block);
      const slots: Slot[] = [];
      block.columns.forEach((column, i) => {
        if (isRecord(column) && Array.isArray(column.blocks))
          slots.push({ keys: ["columns", i, "blocks"], blocks: column.blocks, share: shares[i] });
      });
      return slots;
    }
    // a group's blocks; a linked section's, once the resolve step has put them in (src/engine/sections/expandSections.ts)
    case "group":
    case "section":
      return Array.isArray(block.blocks) ? [{ keys: ["blocks"], blocks: block.blocks, share: 1 }] : [];
    default:
      return [];
  }
}

/** The props of a block that hold its slots, left out when a block's own fields are looked at. */
export function slotFieldsOf(block: unknown): string[] {
  return [...new Set(slotsOf(block).map((slot) => String(slot.keys[0])))];
}

/** A block's own fields: the block without the fields that hold its slots (its children are visited on their own). */
export function ownFields(block: Record<string, unknown>): Record<string, unknown> {
  const fields = slotFieldsOf(block);
  if (!fields.length) return block;
  const own = { ...block };
  for (const field of fields) delete own[field];
  return own;
}

export interface BlockVisit {
  block: Record<string, unknown>;
  /** JSON pointer of the block in its file ("/blocks/2/columns/1/blocks/0"). */
  pointer: string;
  /** The same as people read it ("blocks[2].columns[1].blocks[0]"). */
  path: string;
  /** 1 for a page's own blocks, 2 for the blocks in their slots, … */
  depth: number;
  /** The index of the page's own block this one is in (or is). */
  topIndex: number;
  /** The share of the page's width it is drawn in (1 but inside columns). */
  share: number;
  /** The block whose slot holds this one (none for a page's own blocks). */
  parent?: BlockVisit;
}

/** The JSON pointer of a list of keys ("/columns/1/blocks"). */
export const pointerOf = (keys: readonly (string | number)[]) => keys.map(pointerStep).join("");
const pointerStep = (k: string | number) =>
  typeof k === "number" ? `/${k}` : `/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
/** `keys` as people read them, after `path` ("" for none: then a first name has no dot). */
const pathAfter = (path: string, keys: readonly (string | number)[]) =>
  keys.reduce<string>((p, k) => (typeof k === "number" ? `${p}[${k}]` : p === "" ? k : `${p}.${k}`), path);

/** Where a list of blocks (or a block) is in its file: its pointer and its path. */
interface Place {
  pointer: string;
  path: string;
}
/** The place of the list at `keys` from `from` (a block's, or the file's: empty). */
const listPlace = (keys: readonly (string | number)[], from: Place = { pointer: "", path: "" }): Place => ({
  pointer: from.pointer + pointerOf(keys),
  path: pathAfter(from.path, keys),
});
/** The place of the block at `index` of a list: made by adding to the list's, not from every key above it. */
const blockPlace = (list: Place, index: number): Place => ({
  pointer: `${list.pointer}/${index}`,
  path: `${list.path}[${index}]`,
});

/**
 * Visits every block (an object: anything else is left to the schema's message) of `blocks` and of their slots,
 * depth first in reading order. `base`: the keys of the list in its file (a page's "blocks").
 */
export function walkBlocks(
  blocks: readonly unknown[],
  visit: (visit: BlockVisit) => void,
  base: readonly (string | number)[] = ["blocks"],
): void {
  const walk = (list: readonly unknown[], place: Place, parent: BlockVisit | undefined, share: number) => {
    list.forEach((block, index) => {
      if (!isRecord(block)) return;
      const { pointer, path } = blockPlace(place, index);
      // no object spread here either: every stage walks every page
      const here: BlockVisit = parent
        ? { block, pointer, path, depth: parent.depth + 1, topIndex: parent.topIndex, share, parent }
        : { block, pointer, path, depth: 1, topIndex: index, share };
      visit(here);
      for (const slot of slotsOf(block)) walk(slot.blocks, listPlace(slot.keys, here), here, share * slot.share);
    });
  };
  walk(blocks, listPlace(base), undefined, 1);
}

/** Every block of a list and of its slots, in reading order. */
export function allBlocks(blocks: readonly unknown[]): BlockVisit[] {
  const found: BlockVisit[] = [];
  walkBlocks(blocks, (v) => found.push(v));
  return found;
}

/**
 * A copy of `blocks` with `change` applied to every block, its slots' blocks changed first. A block whose
 * children and itself come back unchanged is kept as it is (not copied).
 */
export function mapBlocks<T>(
  blocks: readonly T[],
  change: (block: Record<string, unknown>, visit: Omit<BlockVisit, "block" | "parent">) => unknown,
  base: readonly (string | number)[] = ["blocks"],
): T[] {
  const map = (
    list: readonly unknown[],
    place: Place,
    top: number | undefined,
    depth: number,
    share: number,
  ): unknown[] =>
    list.map((block, index) => {
      if (!isRecord(block)) return block;
      const here = blockPlace(place, index);
      let withChildren: Record<string, unknown> = block;
      for (const slot of slotsOf(block)) {
        const mapped = map(slot.blocks, listPlace(slot.keys, here), top ?? index, depth + 1, share * slot.share);
        if (mapped.some((child, i) => child !== slot.blocks[i]))
          withChildren = withValueAt(withChildren, slot.keys, mapped);
      }
      // no object spread here: it made mapping a page three times slower
      return change(withChildren, { pointer: here.pointer, path: here.path, depth, topIndex: top ?? index, share });
    });
  return map(blocks, listPlace(base), undefined, 1, 1) as T[];
}

/** A copy of `value` with the value at `keys` replaced, copying only the objects and arrays on the way. */
function withValueAt<V>(value: V, keys: readonly (string | number)[], replacement: unknown): V {
  if (!keys.length) return replacement as V;
  const [key, ...rest] = keys;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = withValueAt(copy[key as number], rest, replacement);
    return copy as V;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [key]: withValueAt(record[key], rest, replacement) } as V;
}
