import { useDraggable, useDroppable } from "@dnd-kit/core";
import { Box, Button, HStack, IconButton, List, Text } from "@chakra-ui/react";
import { FolderOutput, GripVertical } from "lucide-react";
import { memo, type ReactNode } from "react";
import type { OutlineNode, OutlineSlot } from "./outlineTree";
import { childDragId, slotDropId } from "./slotDrop";

interface Props {
  /** The page's block as a tree (outlineOf). */
  tree: OutlineNode;
  /** Its place on the page (0-based). */
  index: number;
  /** How the block's row names it ("2. Columns"). */
  label: string;
  titleOf: (type: string) => string;
  /** The pointer (from the page's block) of the child shown selected, if any. */
  selected?: string;
  onSelect: (index: number, pointer: string) => void;
  /** Move the block at `pointer` out of its slot, to after the block holding it (`name`: how it is named here). */
  onMoveOut?: (index: number, pointer: string, name: string) => void;
  /** A page block is being dragged with the pointer: each list of blocks here is a place to drop it into. */
  dropping?: boolean;
}

/**
 * The blocks inside a page's block, under its row: nested lists, each labelled by where it is ("Column 1 of
 * 2. Columns"), each block with its type and summary; choosing one selects the page's block and shows its place
 * in the form.
 */
export const OutlineChildren = memo(function OutlineChildren({
  tree,
  index,
  label,
  titleOf,
  selected,
  onSelect,
  onMoveOut,
  dropping = false,
}: Props) {
  if (!tree.slots.length) return null;
  return <Slots slots={tree.slots} owner={label} {...{ index, titleOf, selected, onSelect, onMoveOut, dropping }} />;
});

type Shared = Pick<Props, "index" | "titleOf" | "selected" | "onSelect" | "onMoveOut" | "dropping">;

/** A list of blocks inside a block, as a place a dragged page block can be dropped into (while one is dragged). */
function SlotDrop({
  pointer,
  label,
  dropping,
  empty,
  children,
  ...list
}: {
  pointer: string;
  label: string;
  dropping: boolean;
  empty: boolean;
  children: ReactNode;
} & List.RootProps) {
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(pointer), disabled: !dropping });
  return (
    <List.Root
      {...list}
      ref={setNodeRef}
      listStyleType="none"
      gap={0}
      aria-label={label}
      data-slot-drop={pointer}
      data-drop-over={isOver ? "" : undefined}
      minH={dropping && empty ? "28px" : undefined}
      outline={isOver ? "2px dashed" : undefined}
      outlineColor="blue.500"
      rounded="sm"
    >
      {children}
    </List.Root>
  );
}

function Slots({ slots, owner, ...rest }: { slots: OutlineSlot[]; owner: string } & Shared) {
  // a group's one list needs no heading of its own; columns are listed each under its name
  const lists = slots.length === 1 && slots[0].label === "Blocks";
  const dropping = rest.dropping ?? false;
  const at = (slot: OutlineSlot) => `/blocks/${rest.index}${slot.pointer}`;
  const nodes = (slot: OutlineSlot) =>
    slot.nodes.map((node) => <Node key={node.pointer} node={node} owner={owner} {...rest} />);
  const frame = { ms: 7, ps: 2, pb: 1, borderLeftWidth: "2px", borderColor: "border.emphasized" } as const;
  if (lists)
    return (
      <SlotDrop
        {...frame}
        pointer={at(slots[0])}
        label={`Blocks inside ${owner}`}
        dropping={dropping}
        empty={!slots[0].nodes.length}
        data-block-children=""
      >
        {nodes(slots[0])}
      </SlotDrop>
    );
  return (
    <List.Root listStyleType="none" gap={0} {...frame} aria-label={`Columns of ${owner}`} data-block-children="">
      {slots.map((slot) => (
        <List.Item key={slot.pointer} data-block-slot={slot.pointer}>
          <Text fontSize="xs" color="fg.muted" fontWeight="semibold" mt={1} aria-hidden>
            {slot.label}
            {slot.nodes.length === 0 ? " (empty)" : ""}
          </Text>
          <SlotDrop
            pointer={at(slot)}
            label={`${slot.label} of ${owner}`}
            dropping={dropping}
            empty={!slot.nodes.length}
          >
            {nodes(slot)}
          </SlotDrop>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Node({ node, owner, ...rest }: { node: OutlineNode; owner: string } & Shared) {
  const { index, titleOf, selected, onSelect, onMoveOut } = rest;
  const name = titleOf(node.type);
  const current = selected === node.pointer;
  const pointer = `/blocks/${index}${node.pointer}`;
  // dragged with the mouse onto the page's rows or into another list (the keyboard way: the button beside it)
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({
    id: childDragId(pointer),
    data: { name },
  });
  return (
    <List.Item ref={setNodeRef} data-block-child={pointer} opacity={isDragging ? 0.6 : 1}>
      <HStack gap={0}>
        <Box
          as="span"
          ref={setActivatorNodeRef}
          onPointerDown={listeners?.onPointerDown as React.PointerEventHandler | undefined}
          aria-hidden
          data-child-grip=""
          cursor="grab"
          color="fg.muted"
          px={0.5}
          touchAction="none"
        >
          <GripVertical size={14} />
        </Box>
        <Button
          variant="ghost"
          size="xs"
          flex="1"
          justifyContent="start"
          minW={0}
          bg={current ? "blue.50" : undefined}
          aria-current={current ? "true" : undefined}
          onClick={() => onSelect(index, node.pointer)}
        >
          <Text as="span" truncate>
            {name}
            {node.text ? ` — ${node.text}` : ""}
          </Text>
        </Button>
        {onMoveOut && (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={`Move ${name}${node.text ? ` (${node.text})` : ""} out of ${owner}`}
            onClick={() => onMoveOut(index, node.pointer, name)}
          >
            <FolderOutput />
          </IconButton>
        )}
      </HStack>
      {node.slots.length > 0 && <Slots slots={node.slots} owner={name} {...rest} />}
    </List.Item>
  );
}
