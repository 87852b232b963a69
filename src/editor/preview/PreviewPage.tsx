import { useLayoutEffect, useRef } from "react";
import { BlockList } from "../../blocks/BlockList";
import type { Collections, PageConfig, SiteConfig } from "../../generated/config-types";
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
 */
export function PreviewPage({ site, collections, page, file }: PreviewPageProps) {
  const generation = useRetryAfterError(page);
  return (
    <SiteProvider site={site} builtAt={builtAt}>
      <CollectionsProvider value={collections}>
        <div ref={generation.ref} style={{ display: "contents" }}>
          <BlockList key={generation.key} blocks={page.blocks} file={file} />
        </div>
      </CollectionsProvider>
    </SiteProvider>
  );
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
