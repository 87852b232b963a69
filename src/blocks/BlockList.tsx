import { createElement } from "react";
import type { ResolvedBlock } from "../engine/resolve/resolvedTypes";
import { IslandHostProvider } from "../islands/Island";
import { useIslandSlots } from "../render/islandSlots";
import { rendererOf } from "../render/renderers";
import { BlockErrorBoundary } from "./BlockErrorBoundary";
import { browserNeedsOf } from "./blockDefinition";
import { definitionOf } from "./registry";
import { noteBlockRendering } from "./siteBlocks";
import { UnknownBlock } from "./UnknownBlock";

/**
 * Renders a page's blocks in order, each in an element naming its type. A static block is rendered here and
 * ships no script; a block with a plain script is marked for the island loader; a block with an island is
 * rendered here too, but for its interactive part, which it places with <Island> (src/islands/Island.tsx).
 * `firstIndex`: the position of blocks[0] in its page, when only part of a page is rendered.
 */
export function BlockList({
  blocks,
  file,
  firstIndex = 0,
}: {
  blocks: readonly ResolvedBlock[];
  file: string;
  firstIndex?: number;
}) {
  const slots = useIslandSlots();
  return blocks.map((block, at) => {
    const index = firstIndex + at; // a part of a page (the editor's preview renders one block at a time)
    const definition = definitionOf(block.type);
    const Renderer = rendererOf(block.type);
    const where = { type: String(block.type), index, file };
    if (!definition || !Renderer) {
      return (
        <div key={index} id={block.anchor} data-block={block.type}>
          <UnknownBlock {...where} />
        </div>
      );
    }
    const needs = browserNeedsOf(definition, block);
    // between the two notes, an error is this block's (a site block's is told with its place: ./siteBlocks.ts)
    const rendered = (
      <BlockErrorBoundary {...where}>
        <RenderingNote place={where} />
        {createElement(Renderer, block)}
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

function RenderingNote({ place }: { place?: { type: string; index: number; file: string } }) {
  return noteBlockRendering(place);
}
