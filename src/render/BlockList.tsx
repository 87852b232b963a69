import { createElement, type ReactNode } from "react";
import { BlockErrorBoundary } from "../blocks/BlockErrorBoundary";
import { browserNeedsOf } from "../blocks/blockDefinition";
import { definitionOf } from "../blocks/registry";
import { noteBlockRendering } from "../blocks/siteBlocks";
import { UnknownBlock } from "../blocks/UnknownBlock";
import { slotsOf } from "../engine/blocks/walkBlocks";
import type { ResolvedBlock } from "../engine/resolve/resolvedTypes";
import { IslandHostProvider } from "../islands/Island";
import { useIslandSlots } from "./islandSlots";
import { rendererOf } from "./renderers";

/**
 * Renders a list of blocks in order, each in an element naming its type. A static block is rendered here and
 * ships no script; a block with a plain script is marked for the island loader; a block with an island is
 * rendered here too, but for its interactive part, which it places with <Island> (src/islands/Island.tsx).
 * A block with slots (columns, group: src/engine/blocks/walkBlocks.ts) gets its children already rendered, one
 * element a slot, as `slots`: no block imports this list.
 * `firstIndex`: the position of blocks[0] in its page, when only part of a page is rendered. `at`: where the
 * list is in its file, for the blocks of a slot ("blocks[2].columns[1].blocks").
 */
export function BlockList({
  blocks,
  file,
  firstIndex = 0,
  at = "blocks",
  sectionFiles,
  shownOn,
}: {
  blocks: readonly ResolvedBlock[];
  file: string;
  firstIndex?: number;
  at?: string;
  /** The files of the linked sections the page shows, by name: a section's blocks are told at their place there. */
  sectionFiles?: Readonly<Record<string, string>>;
  /** The page the blocks are shown on, when `file` is a section's. */
  shownOn?: string;
}) {
  const slots = useIslandSlots();
  return blocks.map((block, position) => {
    const index = firstIndex + position; // a part of a page (the editor's preview renders one block at a time)
    const path = `${at}[${index}]`;
    const definition = definitionOf(block.type);
    const Renderer = rendererOf(block.type);
    const where = {
      type: String(block.type),
      index,
      file,
      ...(at === "blocks" ? {} : { path }),
      ...(shownOn ? { shownOn } : {}),
    };
    if (!definition || !Renderer) {
      return (
        <div key={index} id={block.anchor} data-block={block.type}>
          <UnknownBlock {...where} />
        </div>
      );
    }
    // a linked section's blocks are written in its file (sections/<name>.json): told there, on this page
    const sectionFile =
      block.type === "section" && typeof block.ref === "string" ? sectionFiles?.[block.ref] : undefined;
    const children = slotsOf(block).map((slot): ReactNode => (
      <BlockList
        key={slot.keys.join(".")}
        blocks={slot.blocks as ResolvedBlock[]}
        file={sectionFile ?? file}
        at={
          sectionFile
            ? "blocks"
            : `${path}${slot.keys.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("")}`
        }
        sectionFiles={sectionFiles}
        shownOn={sectionFile ? (shownOn ?? file) : shownOn}
      />
    ));
    const props = children.length ? { ...block, slots: children } : block;
    const needs = browserNeedsOf(definition, block);
    // between the two notes, an error is this block's (a site block's is told with its place: ../blocks/siteBlocks.ts)
    const rendered = (
      <BlockErrorBoundary {...where}>
        <RenderingNote place={where} />
        {createElement(Renderer, props)}
        <RenderingNote />
      </BlockErrorBoundary>
    );
    if (needs && "island" in needs) {
      // static, but for the island the renderer places (src/islands/Island.tsx)
      return (
        <div key={index} id={block.anchor} data-block={block.type}>
          <IslandHostProvider value={{ type: block.type, when: needs.island }}>{rendered}</IslandHostProvider>
        </div>
      );
    }
    if (needs) slots.scripts.add(block.type);
    return (
      <div key={index} id={block.anchor} data-block={block.type} data-script={needs ? needs.script : undefined}>
        {rendered}
      </div>
    );
  });
}

function RenderingNote({
  place,
}: {
  place?: { type: string; index: number; file: string; path?: string; shownOn?: string };
}) {
  return noteBlockRendering(place);
}
