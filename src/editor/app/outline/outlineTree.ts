import { pointerOf, slotsOf, walkBlocks } from "../../../engine/blocks/walkBlocks";
import { isRecord } from "../../../engine/isRecord";

/** One list of blocks inside a block, as the outline shows it: "Column 1", or a group's blocks. */
export interface OutlineSlot {
  /** JSON pointer of the list, from the page's block ("/columns/0/blocks", "/blocks"). */
  pointer: string;
  /** The same from the block that holds it ("/columns/0/blocks"), as its schema names it. */
  own: string;
  label: string;
  nodes: OutlineNode[];
}

/** A block inside a block, for the outline: where it is (from the page's block), what it is, its slots. */
export interface OutlineNode {
  /** JSON pointer from the page's block ("/columns/0/blocks/0"); "" for the page's block itself. */
  pointer: string;
  type: string;
  text: string;
  slots: OutlineSlot[];
}

/** A short name for a block: its title (or the like), a linked section's name. */
export function summary(block: unknown): string {
  if (!isRecord(block)) return "";
  const text = [block.title, block.stripTitle, block.eyebrow, block.videoTitle].find((v) => typeof v === "string");
  if (text) return String(text);
  return block.type === "section" && typeof block.ref === "string" ? block.ref : "";
}

/** A block's summary, else the first line of its text (a Markdown block's heading or sentence), for nested rows. */
export function longSummary(block: unknown): string {
  const short = summary(block);
  if (short || !isRecord(block) || typeof block.text !== "string") return short;
  const line = block.text.split("\n").find((l) => l.trim() !== "") ?? "";
  const plain = line.replace(/^#+\s*/, "").trim();
  return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain;
}

/** "Column 2" for a columns block's second column; "Blocks" for any other slot. */
export function slotLabel(pointer: string): string {
  const column = /^\/columns\/(\d+)\/blocks$/.exec(pointer);
  return column ? `Column ${Number(column[1]) + 1}` : "Blocks";
}

const cache = new WeakMap<object, OutlineNode>();

/**
 * A page's block with the blocks inside it, as a tree (walkBlocks visits them; an empty column is an empty slot).
 * Kept per block object: an edit elsewhere on the page makes no new tree for it.
 */
export function outlineOf(block: unknown): OutlineNode {
  if (!isRecord(block)) return { pointer: "", type: "", text: "", slots: [] };
  const known = cache.get(block);
  if (known) return known;
  const nodes = new Map<string, OutlineNode>();
  let root: OutlineNode | undefined;
  walkBlocks(
    [block],
    (visit) => {
      // the walk's pointers start at the one-block list ("/0/columns/1/blocks/0"): made relative to the block
      const pointer = visit.pointer.slice(2);
      const node: OutlineNode = {
        pointer,
        type: typeof visit.block.type === "string" ? visit.block.type : "",
        text: longSummary(visit.block),
        slots: slotsOf(visit.block).map((slot) => {
          const at = `${pointer}${pointerOf(slot.keys)}`;
          return { pointer: at, own: pointerOf(slot.keys), label: slotLabel(pointerOf(slot.keys)), nodes: [] };
        }),
      };
      nodes.set(visit.pointer, node);
      if (!visit.parent) root = node;
      else {
        const parent = nodes.get(visit.parent.pointer)!;
        const list = pointer.slice(0, pointer.lastIndexOf("/"));
        parent.slots.find((slot) => slot.pointer === list)?.nodes.push(node);
      }
    },
    [],
  );
  const tree = root ?? { pointer: "", type: String(block.type ?? ""), text: summary(block), slots: [] };
  cache.set(block, tree);
  return tree;
}

/** A slot a page's block may be moved into, named as a person reads it. */
export interface SlotTarget {
  /** JSON pointer of the list on the page ("/blocks/1/columns/0/blocks"). */
  pointer: string;
  /** "Column 1 of block 2, Columns", "Blocks of Group in block 4". */
  label: string;
  /** The type of the block that holds it, and its place from there ("/columns/0/blocks"): its schema's rules. */
  holder: string;
  own: string;
}

/** Every slot of the page's block at `index` and of the blocks inside it, in reading order. */
export function slotTargets(tree: OutlineNode, index: number, titleOf: (type: string) => string): SlotTarget[] {
  const owner = (node: OutlineNode) =>
    node.pointer === "" ? `block ${index + 1}, ${titleOf(node.type)}` : `${titleOf(node.type)} in block ${index + 1}`;
  const visit = (node: OutlineNode): SlotTarget[] =>
    node.slots.flatMap((slot) => [
      {
        pointer: `/blocks/${index}${slot.pointer}`,
        label: `${slot.label} of ${owner(node)}`,
        holder: node.type,
        own: slot.own,
      },
      ...slot.nodes.flatMap(visit),
    ]);
  return visit(tree);
}
