import { closestCenter, pointerWithin, type CollisionDetection } from "@dnd-kit/core";

/** The id of a slot's drop zone in the outline ("slot:/blocks/1/columns/0/blocks"). */
export const slotDropId = (pointer: string) => `slot:${pointer}`;

/** The slot's pointer a drop zone's id names, or undefined for another droppable (a page block's row). */
export function slotOfDropId(id: string | number | undefined): string | undefined {
  const text = String(id ?? "");
  return text.startsWith("slot:") ? text.slice("slot:".length) : undefined;
}

/**
 * Where a dragged page block would land: the innermost slot under the pointer (a column of a group inside
 * columns: the column, not the group), else the closest place among the page's rows, as before.
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
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => !isSlot(c.id)) });
};
