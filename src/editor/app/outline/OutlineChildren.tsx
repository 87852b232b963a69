import { Button, HStack, IconButton, List, Text } from "@chakra-ui/react";
import { FolderOutput } from "lucide-react";
import { memo } from "react";
import type { OutlineNode, OutlineSlot } from "./outlineTree";

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
}: Props) {
  if (!tree.slots.length) return null;
  return <Slots slots={tree.slots} owner={label} {...{ index, titleOf, selected, onSelect, onMoveOut }} />;
});

type Shared = Pick<Props, "index" | "titleOf" | "selected" | "onSelect" | "onMoveOut">;

function Slots({ slots, owner, ...rest }: { slots: OutlineSlot[]; owner: string } & Shared) {
  // a group's one list needs no heading of its own; columns are listed each under its name
  const lists = slots.length === 1 && slots[0].label === "Blocks";
  return (
    <List.Root
      listStyleType="none"
      gap={0}
      ms={7}
      ps={2}
      pb={1}
      borderLeftWidth="2px"
      borderColor="border.emphasized"
      aria-label={lists ? `Blocks inside ${owner}` : `Columns of ${owner}`}
      data-block-children=""
    >
      {lists
        ? slots[0].nodes.map((node) => <Node key={node.pointer} node={node} owner={owner} {...rest} />)
        : slots.map((slot) => (
            <List.Item key={slot.pointer} data-block-slot={slot.pointer}>
              <Text fontSize="xs" color="fg.muted" fontWeight="semibold" mt={1} aria-hidden>
                {slot.label}
                {slot.nodes.length === 0 ? " (empty)" : ""}
              </Text>
              <List.Root listStyleType="none" gap={0} aria-label={`${slot.label} of ${owner}`}>
                {slot.nodes.map((node) => (
                  <Node key={node.pointer} node={node} owner={owner} {...rest} />
                ))}
              </List.Root>
            </List.Item>
          ))}
    </List.Root>
  );
}

function Node({ node, owner, ...rest }: { node: OutlineNode; owner: string } & Shared) {
  const { index, titleOf, selected, onSelect, onMoveOut } = rest;
  const name = titleOf(node.type);
  const current = selected === node.pointer;
  return (
    <List.Item data-block-child={`/blocks/${index}${node.pointer}`}>
      <HStack gap={0}>
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
