import { memo, useLayoutEffect, useRef } from "react";
import { BlockList } from "../../blocks/BlockList";
import type { Block, Collections, PageConfig, SiteConfig } from "../../generated/config-types";
import { CollectionsProvider, SiteProvider } from "../../site/SiteContext";

export interface PreviewPageProps {
  site: SiteConfig;
  collections: Partial<Collections>;
  page: PageConfig;
  file: string;
}

const builtAt = new Date().toISOString();

/**
 * The one place where the editor turns a page config into rendered blocks, with the site's real renderers
 * (as src/root.tsx and src/routes/page.tsx do). When the site's way of rendering a page changes, only
 * this file follows.
 *
 * Each block goes through BlockList on its own and is re-rendered only when its config changed, so typing
 * in one block of a long page renders one block. (A block that fails names itself "blocks[0]" of
 * "FILE, block N".)
 */
export function PreviewPage({ site, collections, page, file }: PreviewPageProps) {
  const blocks = useUnchangedBlocks(page.blocks);
  const retry = useRetryAfterError(page);
  return (
    <SiteProvider site={site} builtAt={builtAt}>
      <CollectionsProvider value={collections}>
        <div ref={retry.ref} style={{ display: "contents" }} key={retry.key}>
          {blocks.map((block, index) => (
            <OneBlock key={index} block={block} file={`${file}, block ${index + 1}`} />
          ))}
        </div>
      </CollectionsProvider>
    </SiteProvider>
  );
}

const OneBlock = memo(function OneBlock({ block, file }: { block: Block; file: string }) {
  return <BlockList blocks={[block]} file={file} />;
});

/** The blocks, with the previous object kept for every block whose config did not change (messages are copies). */
function useUnchangedBlocks(blocks: readonly Block[]): readonly Block[] {
  const previous = useRef<{ json: string[]; blocks: readonly Block[] }>({ json: [], blocks: [] });
  const json = blocks.map((b) => JSON.stringify(b));
  const kept = blocks.map((b, i) => (previous.current.json[i] === json[i] ? previous.current.blocks[i] : b));
  previous.current = { json, blocks: kept };
  return kept;
}

/**
 * While a field is half-typed a block may fail to render, and its error boundary then keeps showing the
 * failure. When the page changes after such a failure, the blocks are mounted afresh (a new key).
 */
function useRetryAfterError(page: PageConfig) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useRef({ page, key: 0, failed: false });
  if (state.current.page !== page) {
    if (state.current.failed) state.current.key++;
    state.current.page = page;
  }
  useLayoutEffect(() => {
    state.current.failed = ref.current?.querySelector('[role="alert"]') != null;
  });
  return { ref, key: state.current.key };
}
