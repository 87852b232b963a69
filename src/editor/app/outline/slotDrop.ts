import { closestCenter, pointerWithin, type CollisionDetection } from "@dnd-kit/core";

/** The id of a block inside a block, dragged in the outline ("child:/blocks/3/blocks/0"). */
export const childDragId = (pointer: string) => `child:${pointer}`;

/** The pointer of the block inside a block a drag id names, or undefined for a page block's row. */
export function childOfDragId(id: string | number | undefined): string | undefined {
  const text = String(id ?? "");
  return text.startsWith("child:") ? text.slice("child:".length) : undefined;
}

/** The id of a slot's drop zone in the outline ("slot:/blocks/1/columns/0/blocks"). */
export const slotDropId = (pointer: string) => `slot:${pointer}`;

/** The slot's pointer a drop zone's id names, or undefined for another droppable (a page block's row). */
export function slotOfDropId(id: string | number | undefined): string | undefined {
  const text = String(id ?? "");
  return text.startsWith("slot:") ? text.slice("slot:".length) : undefined;
}

/**
 * Where a dragged block would land: the innermost slot under the pointer (a column of a group inside columns: the
 * column, not the group), else, for a page block, the closest place among the page's rows, as before; for a block
 * dragged out of a block, the row under the pointer.
 */
export const slotFirst: CollisionDetection = (args) => {
  const isSlot = (id: string | number) => slotOfDropId(id) !== undefined;
  const slots = args.droppableContainers.filter((c) => isSlot(c.id));
  if (slots.length) {
    const under = pointerWithin({ ...args, droppableContainers: slots });
    if (under.length) {
      const area = (id: string | number) => {
        const rect = args.droppableRects.get(id);
        return rect ? rect.width * rect.height : Infinity;
      };
      return [...under].sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
    }
  }
  const rows = args.droppableContainers.filter((c) => !isSlot(c.id));
  // a block taken out of a block goes before the page's row under the pointer (a row holding columns is tall)
  if (childOfDragId(args.active.id)) {
    const under = pointerWithin({ ...args, droppableContainers: rows });
    if (under.length) return under.slice(0, 1);
  }
  return closestCenter({ ...args, droppableContainers: rows });
};
