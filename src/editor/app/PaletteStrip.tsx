import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { memo, useEffect, useRef, useState, type RefObject } from "react";
import type { BlockSchemaInfo } from "../shared/api";
import type { PreviewDropTarget } from "./PreviewFrame";

/** How far the pointer moves before a press on a block type becomes a drag. */
const DRAG_DISTANCE = 4;

interface Dragging {
  type: BlockSchemaInfo;
  x: number;
  y: number;
  over: boolean;
}

/**
 * The block types, to drag onto the preview: while a type is dragged the preview shows the line where it
 * would land, and dropping it there inserts the type's example. The drag is followed in the editor, over a
 * cover that keeps the pointer's events here while it crosses the preview's frame, and its position is sent
 * to the frame, which answers the gap (PreviewFrame's drop target). A click (or Enter) adds the type after
 * the selected block; with the keyboard, the list's "Insert here" controls place a block in any gap.
 */
export const PaletteStrip = memo(function PaletteStrip({
  types,
  target,
  onInsert,
}: {
  types: readonly BlockSchemaInfo[];
  target: RefObject<PreviewDropTarget | null>;
  /** gap undefined: after the selected block. */
  onInsert: (type: BlockSchemaInfo, gap: number | undefined) => void;
}) {
  const [dragging, setDragging] = useState<Dragging>();
  const press = useRef<{ type: BlockSchemaInfo; x: number; y: number; pointer: number; dragged: boolean }>(undefined);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const pressed = press.current;
      if (!pressed || event.pointerId !== pressed.pointer) return;
      if (!pressed.dragged && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) < DRAG_DISTANCE) return;
      pressed.dragged = true;
      const over = target.current?.dragOver(event.clientX, event.clientY, pressed.type.title) ?? false;
      setDragging({ type: pressed.type, x: event.clientX, y: event.clientY, over });
    };
    const onUp = (event: PointerEvent) => {
      const pressed = press.current;
      if (!pressed || event.pointerId !== pressed.pointer) return;
      press.current = undefined;
      if (!pressed.dragged) return; // a click: onClick adds the block
      const gap = target.current?.dragEnd();
      setDragging(undefined);
      if (gap !== undefined) onInsert(pressed.type, gap);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !press.current?.dragged) return;
      press.current = undefined;
      target.current?.dragEnd();
      setDragging(undefined);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onUp);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onUp);
      window.removeEventListener("keydown", onKey);
    };
  }, [target, onInsert]);

  return (
    <Box borderBottomWidth="1px" px={3} py={2}>
      <Text id="palette-strip-label" fontSize="xs" color="fg.muted" mb={1}>
        Drag a block onto the page, or click one to add it after the selected block
      </Text>
      <HStack
        as="ul"
        aria-labelledby="palette-strip-label"
        listStyleType="none"
        gap={1}
        wrap="wrap"
        data-palette-strip=""
      >
        {types.map((type) => (
          <li key={type.type}>
            <Button
              size="2xs"
              variant="outline"
              cursor="grab"
              touchAction="none"
              userSelect="none"
              data-palette-drag={type.type}
              title={type.description}
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                press.current = { type, x: event.clientX, y: event.clientY, pointer: event.pointerId, dragged: false };
              }}
              onClick={() => {
                if (dragging) return;
                onInsert(type, undefined);
              }}
            >
              {type.title}
            </Button>
          </li>
        ))}
      </HStack>
      {dragging && (
        // over the whole editor while dragging: the frame below never takes the pointer's events
        <Box
          position="fixed"
          inset={0}
          zIndex="overlay"
          cursor={dragging.over ? "copy" : "grabbing"}
          data-drag-cover=""
        >
          <Box
            position="fixed"
            left={`${dragging.x + 12}px`}
            top={`${dragging.y + 12}px`}
            bg="blue.600"
            color="white"
            fontSize="xs"
            fontWeight="semibold"
            px={2}
            py={1}
            rounded="sm"
            pointerEvents="none"
            aria-hidden
          >
            {dragging.type.title}
          </Box>
        </Box>
      )}
    </Box>
  );
});
