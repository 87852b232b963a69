import type { ClientRect, CollisionDetection, DroppableContainer } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { childDragId, childOfDragId, slotDropId, slotFirst, slotOfDropId } from "./slotDrop";

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
// two page rows, a group's list (its own rows inside) and a column of a columns block inside that group
const places: Array<[string, ClientRect]> = [
  ["row-a", rect(0, 0, 600, 40)],
  ["row-b", rect(0, 300, 600, 40)],
  [slotDropId("/blocks/3/blocks"), rect(20, 100, 580, 180)],
  [slotDropId("/blocks/3/blocks/1/columns/0/blocks"), rect(40, 200, 540, 30)],
];
function at(x: number, y: number): ReturnType<CollisionDetection> {
  const droppableRects = new Map(places);
  const droppableContainers = places.map(([id]) => ({ id, disabled: false }) as unknown as DroppableContainer);
  return slotFirst({
    active: { id: "row-c" } as never,
    collisionRect: rect(x - 300, y - 20, 600, 40),
    droppableRects,
    droppableContainers,
    pointerCoordinates: { x, y },
  });
}

describe("where a dragged page block lands in the outline", () => {
  it("names a slot by its pointer, and nothing else as one", () => {
    expect(slotOfDropId(slotDropId("/blocks/1/columns/0/blocks"))).toBe("/blocks/1/columns/0/blocks");
    expect(slotOfDropId("row-a")).toBeUndefined();
    expect(slotOfDropId(undefined)).toBeUndefined();
  });

  it("is the innermost list under the pointer: the column inside the group, else the group's list", () => {
    expect(at(300, 210).map((c) => c.id)).toEqual([slotDropId("/blocks/3/blocks/1/columns/0/blocks")]);
    expect(at(300, 120).map((c) => c.id)).toEqual([slotDropId("/blocks/3/blocks")]);
  });

  it("what stays the same: outside every list, the closest row, as before", () => {
    expect(at(300, 310)[0].id).toBe("row-b");
    expect(at(300, 10)[0].id).toBe("row-a");
  });
});

describe("where a block dragged out of a block lands", () => {
  it("is the row under the pointer, not the row whose middle is closest", () => {
    const tall = rect(0, 400, 600, 300); // a row holding columns: its middle far below its top
    const droppableRects = new Map<string, ClientRect>([
      ["row-a", rect(0, 330, 600, 40)],
      ["row-tall", tall],
    ]);
    const droppableContainers = [...droppableRects.keys()].map(
      (id) => ({ id, disabled: false }) as unknown as DroppableContainer,
    );
    const args = (active: string) => ({
      active: { id: active } as never,
      collisionRect: rect(0, 400, 600, 30),
      droppableRects,
      droppableContainers,
      pointerCoordinates: { x: 300, y: 410 },
    });
    expect(slotFirst(args(childDragId("/blocks/3/blocks/0")))[0].id).toBe("row-tall");
    // what stays the same: a page block's row is sorted by the closest middle
    expect(slotFirst(args("row-c"))[0].id).toBe("row-a");
    expect(childOfDragId(childDragId("/blocks/3/blocks/0"))).toBe("/blocks/3/blocks/0");
    expect(childOfDragId("row-a")).toBeUndefined();
  });
});
