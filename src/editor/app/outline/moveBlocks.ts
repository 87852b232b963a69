import type { Block } from "../../../generated/config-types";
import { pointerOf, slotsOf } from "../../../engine/blocks/walkBlocks";
import { isRecord } from "../../../engine/isRecord";

/** The keys of a JSON pointer ("/blocks/1/columns/0" → ["blocks", 1, "columns", 0]); numbers for indices. */
export function keysOf(pointer: string): (string | number)[] {
  return pointer
    .split("/")
    .slice(1)
    .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((k) => (/^\d+$/.test(k) ? Number(k) : k));
}

function valueAt(value: unknown, keys: readonly (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (at, key) => (Array.isArray(at) || isRecord(at) ? (at as Record<string | number, unknown>)[key] : undefined),
    value,
  );
}

/** A copy of `value` with the list at `keys` changed, copying only the objects and arrays on the way. */
function withList(value: unknown, keys: readonly (string | number)[], change: (list: unknown[]) => unknown[]): unknown {
  if (!keys.length) return change(Array.isArray(value) ? value : []);
  const [key, ...rest] = keys;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = withList(copy[key as number], rest, change);
    return copy;
  }
  const record = isRecord(value) ? value : {};
  return { ...record, [key]: withList(record[key], rest, change) };
}

/** The list a block sits in and its index there: "/blocks/1/columns/0/blocks/2" → ("/blocks/1/columns/0/blocks", 2). */
function placeOf(pointer: string): { list: (string | number)[]; index: number } {
  const keys = keysOf(pointer);
  return { list: keys.slice(0, -1), index: keys[keys.length - 1] as number };
}

/**
 * The page's blocks with the block at `pointer` (inside a block: "/blocks/3/blocks/0") moved out of its slot, to
 * just after the block that held it, in that block's own list. Unchanged if `pointer` is a page's own block.
 */
export function moveOut(blocks: readonly Block[], pointer: string): { blocks: Block[]; pointer: string } {
  const page = { blocks };
  const from = placeOf(pointer);
  const moved = valueAt(page, keysOf(pointer));
  if (from.list.length < 3 || moved === undefined) return { blocks: [...blocks], pointer };
  // the holding block: the one whose slot the list is ("/blocks/3" for "/blocks/3/columns/0/blocks")
  const holder = from.list.findLastIndex(
    (key, j) =>
      typeof key === "number" &&
      slotsOf(valueAt(page, from.list.slice(0, j + 1))).some(
        (slot) => pointerOf(slot.keys) === pointerOf(from.list.slice(j + 1)),
      ),
  );
  if (holder < 0) return { blocks: [...blocks], pointer };
  const holderKeys = from.list.slice(0, holder + 1);
  const outer = placeOf(`/${holderKeys.join("/")}`);
  let next = withList(page, from.list, (list) => list.filter((_, i) => i !== from.index));
  next = withList(next, outer.list, (list) => [
    ...list.slice(0, outer.index + 1),
    moved,
    ...list.slice(outer.index + 1),
  ]);
  return {
    blocks: (next as { blocks: Block[] }).blocks,
    pointer: `/${[...outer.list, outer.index + 1].join("/")}`,
  };
}

/**
 * The page's blocks with its own block at `index` moved to the end of the slot at `slot` ("/blocks/1/columns/0/blocks",
 * a slot of another of the page's blocks). Unchanged if the slot is inside the block itself.
 */
export function moveInto(blocks: readonly Block[], index: number, slot: string): { blocks: Block[]; pointer: string } {
  const keys = keysOf(slot);
  const target = keys[1] as number;
  if (keys[0] !== "blocks" || target === index || !Array.isArray(valueAt({ blocks }, keys)))
    return { blocks: [...blocks], pointer: `/blocks/${index}` };
  const moved = blocks[index];
  const length = (valueAt({ blocks }, keys) as unknown[]).length;
  let next = withList({ blocks }, keys, (list) => [...list, moved]);
  next = withList(next, ["blocks"], (list) => list.filter((_, i) => i !== index));
  // the target block moves up one place when the moved block was above it
  const at = [...keys];
  if (index < target) at[1] = target - 1;
  return { blocks: (next as { blocks: Block[] }).blocks, pointer: `/${[...at, length].join("/")}` };
}

/** The value at `pointer` in the page's blocks ("/blocks/1/columns/0/blocks/0"). */
export function blockAt(blocks: readonly Block[], pointer: string): unknown {
  return valueAt({ blocks }, keysOf(pointer));
}

/** The page's blocks with the block at `pointer` (in any list of blocks) replaced, in place, by `replacement`. */
export function replaceAt(blocks: readonly Block[], pointer: string, replacement: readonly unknown[]): Block[] {
  const at = placeOf(pointer);
  const next = withList({ blocks }, at.list, (list) => [
    ...list.slice(0, at.index),
    ...replacement,
    ...list.slice(at.index + 1),
  ]);
  return (next as { blocks: Block[] }).blocks;
}

/**
 * The page's blocks with the block at `from` (a page's own block, "/blocks/2", or one inside a block) moved into
 * the list of blocks at `list` ("/blocks" for the page's own list, or a slot "/blocks/1/columns/0/blocks"), at
 * position `at` of that list as it was before the move (its end when past it). Unchanged when `list` lies inside
 * the moved block itself.
 */
export function moveTo(
  blocks: readonly Block[],
  from: string,
  list: string,
  at: number,
): { blocks: Block[]; pointer: string } {
  const page = { blocks };
  const source = placeOf(from);
  const moved = valueAt(page, keysOf(from));
  const target = keysOf(list);
  const unchanged = { blocks: [...blocks], pointer: from };
  if (moved === undefined || list === from || list.startsWith(`${from}/`)) return unchanged;
  if (!Array.isArray(valueAt(page, target))) return unchanged;
  // taking the block out moves up what came after it in its list: the target list's place, or the position in it
  let index = Math.min(at, (valueAt(page, target) as unknown[]).length);
  const prefix = source.list.length;
  const sameList = target.length === prefix && source.list.every((key, i) => key === target[i]);
  const below =
    target.length > prefix &&
    source.list.every((key, i) => key === target[i]) &&
    typeof target[prefix] === "number" &&
    (target[prefix] as number) > source.index;
  if (below) target[prefix] = (target[prefix] as number) - 1;
  if (sameList && index > source.index) index -= 1;
  let next = withList(page, source.list, (items) => items.filter((_, i) => i !== source.index));
  next = withList(next, target, (items) => [...items.slice(0, index), moved, ...items.slice(index)]);
  return { blocks: (next as { blocks: Block[] }).blocks, pointer: `/${[...target, index].join("/")}` };
}
