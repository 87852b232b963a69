import { Suspense, type ComponentType } from "react";
import type { Block } from "../generated/config-types";
import { BlockErrorBoundary } from "./BlockErrorBoundary";
import { rendererFor } from "./registry";
import { UnknownBlock } from "./UnknownBlock";

/** Renders a page's blocks in order; each in its own boundary, so one broken block never blanks the page. */
export function BlockList({ blocks, file }: { blocks: readonly Block[]; file: string }) {
  return blocks.map((block, index) => {
    const Renderer = rendererFor(block.type) as ComponentType<Block> | undefined;
    const where = { type: String(block.type), index, file };
    return (
      <div key={index} id={block.anchor} data-block={block.type}>
        {Renderer ? (
          <BlockErrorBoundary {...where}>
            <Suspense fallback={null}>
              <Renderer {...block} />
            </Suspense>
          </BlockErrorBoundary>
        ) : (
          <UnknownBlock {...where} />
        )}
      </div>
    );
  });
}
