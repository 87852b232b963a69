import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Badge, Box, Button, Heading, HStack, IconButton, List, Text } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, Copy, GripVertical, Plus, Trash2, TriangleAlert } from "lucide-react";
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { Block } from "../../generated/config-types";
import { BlockPalette } from "./BlockPalette";
import { announceNewBlock } from "./focusBlockRow";
import { stableIds } from "./ids";
import { problemCount } from "./SaveProblemsDialog";
import type { Editor } from "./useEditor";
import { OutlineChildren } from "./outline/OutlineChildren";
import { blockAt, moveInto, moveOut, moveTo, keysOf } from "./outline/moveBlocks";
import { MoveIntoList } from "./outline/MoveIntoList";
import { slotExcept } from "./outline/slotRules";
import { outlineOf, slotTargets, summary, type SlotTarget } from "./outline/outlineTree";
import { showFormPlace } from "./outline/showFormPlace";
import { childOfDragId, slotFirst, slotOfDropId } from "./outline/slotDrop";

const noProblems: Readonly<Record<number, number>> = {};
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };
const alwaysMeasured = { droppable: { strategy: MeasuringStrategy.Always } };

interface Props {
  editor: Editor;
  blocks: Block[];
  selected: number;
  onSelect: (index: number) => void;
  onChange: (blocks: Block[], key?: string) => void;
  /**
   * The page's blocks as they are now, in the store. `blocks` is the last rendered list, which follows the store in
   * the background: a second click (Remove, Move up) before it catches up must act on the first one's result.
   */
  blocksNow: () => Block[];
  /** The block inside a block chosen in the outline (none: the page's block itself). */
  onChild?: (child: { index: number; pointer: string } | undefined) => void;
  /** How many problems each block has, by position (none: no entry). */
  problems?: Readonly<Record<number, number>>;
}

/**
 * The page's blocks in order: select, add (palette), duplicate, remove, reorder by dragging or with the keyboard.
 * The blocks inside a block (columns, a group) are listed under it; choosing one selects its page block and shows
 * its place in the form.
 */
export function BlockOutline({
  editor,
  blocks,
  blocksNow,
  selected,
  onSelect,
  onChange,
  onChild,
  problems = noProblems,
}: Props) {
  // the gap a block is being added into (gap i: before block i), while the palette is open
  const [adding, setAdding] = useState<number>();
  // the block inside a block last chosen in the outline: its page block's index and its pointer from there
  const [child, setChild] = useState<{ index: number; pointer: string }>();
  useEffect(() => onChild?.(child), [child, onChild]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, keyboardOptions));
  // the list follows typing in the background (a deferred value), so a long page never slows a keystroke
  const shown = useDeferredValue(blocks);
  const idState = useRef<{ blocks: readonly object[]; ids: string[] }>(undefined);
  const ids = stableIds(idState.current, shown);
  idState.current = { blocks: shown, ids };
  const titleOf = (type: string) => editor.schemas.blocks.find((b) => b.type === type)?.title ?? type;

  // rows call the latest handlers through a ref, so a row re-renders only when its own text changes
  const setStatus = editor.setStatus;
  const schemas = editor.schemas.blocks;
  // `blocks` there is the store's when a handler runs, not the list this render shows
  const now = {
    selected,
    onChange,
    onSelect,
    titleOf,
    setStatus,
    schemas,
    get blocks() {
      return blocksNow();
    },
  };
  const latest = useRef(now);
  latest.current = now;
  const move = (from: number, to: number) => {
    const { blocks, selected, onChange, onSelect } = latest.current;
    if (to < 0 || to >= blocks.length) return;
    onChange(arrayMove(blocks, from, to));
    if (selected === from) onSelect(to);
  };
  const labelOf = (id: string | number) => {
    const inside = childOfDragId(id);
    if (inside) {
      const type = (blockAt(latest.current.blocks, inside) as { type?: string } | undefined)?.type ?? "";
      return `the ${titleOf(type)} inside block ${Number(keysOf(inside)[1]) + 1}`;
    }
    const i = ids.indexOf(String(id));
    return i === -1 ? "the block" : `block ${i + 1}, ${titleOf(blocks[i].type)}`;
  };
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  // every list of blocks inside the page's blocks, with its name ("Column 1 of block 2, Columns"), by pointer
  const slotNamed = (pointer: string) =>
    latest.current.blocks
      .flatMap((block, k) => slotTargets(outlineOf(block), k, latest.current.titleOf))
      .find((target) => target.pointer === pointer);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}. Use the arrow keys to move it, space to drop it, escape to cancel.`,
    onDragOver: ({ active, over }) => {
      const slot = slotOfDropId(over?.id);
      if (slot) return `${labelOf(active.id)} is over ${slotNamed(slot)?.label ?? "a list of blocks"}.`;
      return over ? `${labelOf(active.id)} is over position ${position(over.id)} of ${ids.length}.` : undefined;
    },
    onDragEnd: ({ active, over }) =>
      slotOfDropId(over?.id)
        ? undefined // the status line says where it went, or why not
        : over
          ? `${labelOf(active.id)} was dropped at position ${position(over.id)}.`
          : `${labelOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };
  // a page block dragged with the pointer may also be dropped into a column or a group (listed under their rows)
  const [dropping, setDropping] = useState(false);
  const onDragStart = ({ activatorEvent }: DragStartEvent) => setDropping(!(activatorEvent instanceof KeyboardEvent));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDropping(false);
    const slot = slotOfDropId(over?.id);
    const inside = childOfDragId(active.id);
    if (inside && over) return dropChild(inside, slot ?? "/blocks", slot ? Infinity : ids.indexOf(String(over.id)));
    if (slot) return dropInto(ids.indexOf(String(active.id)), slot);
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  /**
   * A block inside a block dropped on the page's rows (`list` "/blocks", before the row at `at`) or into a list of
   * blocks (at its end): moved there if that list takes it, else why not.
   */
  const dropChild = (from: string, list: string, at: number) => {
    const { blocks, titleOf, setStatus, schemas, onChange } = latest.current;
    const type = (blockAt(blocks, from) as { type?: string } | undefined)?.type ?? "";
    const name = `${titleOf(type)} (inside block ${Number(keysOf(from)[1]) + 1})`;
    const named = list === "/blocks" ? undefined : slotNamed(list);
    if (named && slotExcept(schemas, named.holder, named.own).includes(type))
      return setStatus(
        `Not moved: ${named.label} does not take a ${titleOf(type)} block (its schema's "x-slot" leaves it out).`,
      );
    const moved = moveTo(blocks, from, list, at < 0 ? blocks.length : at);
    if (moved.pointer === from) return setStatus(`Not moved: ${name} cannot go into a list of blocks inside itself.`);
    onChange(moved.blocks);
    showMoved(moved.pointer);
    const where = named ? named.label : `block ${Number(keysOf(moved.pointer)[1]) + 1} of the page`;
    setStatus(`Moved ${name} to ${where}. Undo (Ctrl+Z) puts it back.`);
  };
  /** The page's block at `index` dropped into the list at `slot`: moved there if that list takes it, else why not. */
  const dropInto = (index: number, slot: string) => {
    const { blocks, titleOf, setStatus } = latest.current;
    if (index < 0) return;
    const name = `block ${index + 1}, ${titleOf(blocks[index].type)},`;
    const target = rowActions.targetsFor(index).find((t) => t.pointer === slot);
    if (target) return rowActions.moveInto(index, target);
    const named = slotNamed(slot);
    if (!named || slot.startsWith(`/blocks/${index}/`))
      return setStatus(`Not moved: ${name} cannot go into a list of blocks inside itself.`);
    setStatus(
      `Not moved: ${named.label} does not take a ${titleOf(blocks[index].type)} block (its schema's "x-slot" leaves it out).`,
    );
  };
  const duplicate = (index: number) => {
    const { blocks, onChange, onSelect } = latest.current;
    onChange([...blocks.slice(0, index + 1), structuredClone(blocks[index]), ...blocks.slice(index + 1)]);
    onSelect(index + 1);
  };
  const remove = (index: number) => {
    const { blocks, selected, onChange, onSelect } = latest.current;
    if (blocks.length === 1 && !window.confirm("A page needs at least one block. Remove the last one anyway?")) return;
    onChange(blocks.filter((_, i) => i !== index));
    onSelect(Math.max(0, Math.min(selected, blocks.length - 2)));
  };
  const rowActions = useMemo<RowActions>(
    () => ({
      select: (index) => {
        latest.current.onSelect(index);
        setChild(undefined);
      },
      move: (from, to) => move(from, to),
      duplicate: (index) => duplicate(index),
      remove: (index) => remove(index),
      titleOf: (type) => latest.current.titleOf(type),
      targetsFor: (index) => {
        const { blocks, titleOf, schemas } = latest.current;
        const type = blocks[index].type;
        // only the slots whose schema takes the block ("x-slot": a group in a group is refused, say)
        return blocks.flatMap((block, k) =>
          k === index
            ? []
            : slotTargets(outlineOf(block), k, titleOf).filter(
                (target) => !slotExcept(schemas, target.holder, target.own).includes(type),
              ),
        );
      },
      moveInto: (index, target) => {
        const { blocks, onChange, titleOf, setStatus } = latest.current;
        const moved = moveInto(blocks, index, target.pointer);
        if (moved.pointer === `/blocks/${index}`) return;
        onChange(moved.blocks);
        showMoved(moved.pointer);
        setStatus(
          `Moved block ${index + 1}, ${titleOf(blocks[index].type)}, into ${target.label}. Undo (Ctrl+Z) puts it back.`,
        );
      },
      moveOut: (index, pointer, name) => {
        const { blocks, onChange, setStatus } = latest.current;
        const moved = moveOut(blocks, `/blocks/${index}${pointer}`);
        if (moved.pointer === `/blocks/${index}${pointer}`) return;
        onChange(moved.blocks);
        showMoved(moved.pointer);
        const top = keysOf(moved.pointer).length === 2;
        setStatus(
          `Moved ${name} out, ${top ? `to block ${Number(keysOf(moved.pointer)[1]) + 1} of the page` : "into the list that held its block"}. Undo (Ctrl+Z) puts it back.`,
        );
      },
      selectChild: (index, pointer) => {
        latest.current.onSelect(index);
        setChild({ index, pointer });
        showFormPlace(`block${index}`, pointer, () => document.querySelector("[data-block-form]"));
      },
    }),
    // the handlers read everything they need from `latest`
    [],
  );
  // after a move: the block is selected where it now is (its page block, and itself inside it)
  const showMoved = (pointer: string) => {
    const top = Number(keysOf(pointer)[1]);
    latest.current.onSelect(top);
    const inside = pointer.slice(`/blocks/${top}`.length);
    setChild(inside ? { index: top, pointer: inside } : undefined);
  };
  const add = (block: Block) => {
    const { blocks, onChange, onSelect } = latest.current;
    const at = Math.min(adding ?? blocks.length, blocks.length);
    onChange([...blocks.slice(0, at), block, ...blocks.slice(at)]);
    onSelect(at);
    announceNewBlock(editor.setStatus, at, blocks.length + 1, titleOf(block.type));
  };

  const canNest = shown.some((block) => outlineOf(block).slots.length > 0);
  const list = useMemo(
    () => (
      <DndContext
        sensors={sensors}
        collisionDetection={slotFirst}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDropping(false)}
        // the lists inside blocks become places to drop only once a drag started: measured as they appear
        measuring={dropping ? alwaysMeasured : undefined}
        accessibility={{ announcements }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <List.Root listStyleType="none" gap={0} data-block-outline="">
            {shown.map((block, index) => [
              <InsertGap key={`gap-${ids[index]}`} gap={index} count={shown.length} onInsert={setAdding} />,
              <BlockRow
                key={ids[index]}
                id={ids[index]}
                index={index}
                count={shown.length}
                name={titleOf(block.type)}
                text={summary(block)}
                block={block}
                canNest={canNest}
                dropping={dropping}
                selectedChild={child?.index === index ? child.pointer : undefined}
                selected={index === selected}
                problems={problems[index] ?? 0}
                actions={rowActions}
              />,
            ])}
            <InsertGap gap={shown.length} count={shown.length} onInsert={setAdding} />
          </List.Root>
        </SortableContext>
      </DndContext>
    ),
    // the handlers and announcements read the latest blocks through `latest` and `ids`; listing them (new
    // functions on every render) would re-render the whole list on every keystroke
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, ids, selected, sensors, rowActions, problems, child, canNest, dropping],
  );
  return (
    <Box as="section" aria-labelledby="blocks-heading">
      <HStack justify="space-between" mb={2}>
        <Heading as="h2" id="blocks-heading" size="md">
          Blocks ({blocks.length})
        </Heading>
        <Button size="xs" onClick={() => setAdding(Math.min(selected + 1, blocks.length))}>
          <Plus aria-hidden /> Add block
        </Button>
      </HStack>
      {list}
      {adding !== undefined && <BlockPalette editor={editor} open onClose={() => setAdding(undefined)} onAdd={add} />}
    </Box>
  );
}

/**
 * The place between two rows (or before the first, after the last) where a block can be inserted: a thin
 * line with a button, shown when pointed at or reached with the keyboard.
 */
const InsertGap = memo(function InsertGap({
  gap,
  count,
  onInsert,
}: {
  gap: number;
  count: number;
  onInsert: (gap: number) => void;
}) {
  const where =
    count === 0 ? "" : gap === 0 ? " before block 1" : gap === count ? " at the end" : ` after block ${gap}`;
  return (
    <List.Item
      data-insert-gap={gap}
      h="2"
      position="relative"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Button
        size="2xs"
        variant="outline"
        h="4"
        minW={0}
        px="2"
        fontSize="xs"
        opacity={0}
        _hover={{ opacity: 1 }}
        _focusVisible={{ opacity: 1 }}
        bg="bg"
        zIndex={1}
        onClick={() => onInsert(gap)}
        aria-label={`Insert a block here${where}`}
      >
        <Plus aria-hidden /> Insert here
      </Button>
    </List.Item>
  );
});

interface RowActions {
  select: (index: number) => void;
  move: (from: number, to: number) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  titleOf: (type: string) => string;
  /** The slots of the page's other blocks the block at `index` may be moved into. */
  targetsFor: (index: number) => SlotTarget[];
  moveInto: (index: number, target: SlotTarget) => void;
  /** The block at `pointer` inside the block at `index` moved out of its slot (`name`: how the outline names it). */
  moveOut: (index: number, pointer: string, name: string) => void;
  /** A block inside the block at `index` chosen: `pointer` from the page's block ("/columns/0/blocks/1"). */
  selectChild: (index: number, pointer: string) => void;
}

interface RowProps {
  id: string;
  index: number;
  count: number;
  name: string;
  text: string;
  selected: boolean;
  problems: number;
  actions: RowActions;
  /** The block itself: the blocks inside it are listed under its row. */
  block: Block;
  selectedChild?: string;
  /** The page has a column or group a block may be moved into. */
  canNest: boolean;
  /** A block is being dragged with the pointer: the lists inside this one are places to drop it. */
  dropping: boolean;
}

const BlockRow = memo(function BlockRow({
  id,
  index,
  count,
  name,
  text,
  selected,
  problems,
  actions,
  block,
  selectedChild,
  canNest,
  dropping,
}: RowProps) {
  const onSelect = () => actions.select(index);
  const onMove = (to: number) => actions.move(index, to);
  const onDuplicate = () => actions.duplicate(index);
  const onRemove = () => actions.remove(index);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const label = `${index + 1}. ${name}`;
  return (
    <List.Item
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-block-row={index}
      data-problems={problems || undefined}
      borderWidth="1px"
      rounded="md"
      bg={selected ? "blue.50" : "bg"}
      borderColor={selected ? "blue.400" : "border"}
      opacity={isDragging ? 0.6 : 1}
      // rows out of sight are not laid out or painted: a long page's outline costs a keystroke nothing
      contentVisibility="auto"
      containIntrinsicSize="auto 42px"
    >
      <HStack gap={1} px={1} py={1}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label} (or press space, then arrow keys)`}
          size="xs"
          variant="ghost"
          cursor="grab"
        >
          <GripVertical />
        </IconButton>
        <Button
          variant="ghost"
          size="sm"
          flex="1"
          justifyContent="start"
          minW={0}
          onClick={onSelect}
          aria-current={selected ? "true" : undefined}
        >
          <Text as="span" truncate>
            <strong>{label}</strong>
            {text ? ` — ${text}` : ""}
          </Text>
          {problems > 0 && (
            <Badge colorPalette="red" variant="solid" flexShrink={0} ms="auto">
              <TriangleAlert aria-hidden /> {problemCount(problems)}
            </Badge>
          )}
        </Button>
        <IconButton
          aria-label={`Move ${label} up`}
          size="xs"
          variant="ghost"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp />
        </IconButton>
        <IconButton
          aria-label={`Move ${label} down`}
          size="xs"
          variant="ghost"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown />
        </IconButton>
        <IconButton aria-label={`Duplicate ${label}`} size="xs" variant="ghost" onClick={onDuplicate}>
          <Copy />
        </IconButton>
        <IconButton aria-label={`Remove ${label}`} size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
          <Trash2 />
        </IconButton>
      </HStack>
      <OutlineChildren
        tree={outlineOf(block)}
        index={index}
        label={label}
        titleOf={actions.titleOf}
        selected={selectedChild}
        onSelect={actions.selectChild}
        onMoveOut={actions.moveOut}
        // not into the lists of the block being dragged: a block cannot go inside itself
        dropping={dropping && !isDragging}
      />
      {canNest && <MoveIntoList index={index} label={label} actions={actions} />}
    </List.Item>
  );
});
