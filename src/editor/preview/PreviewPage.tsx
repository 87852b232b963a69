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
  return (
    <SiteProvider site={site} builtAt={builtAt}>
      <CollectionsProvider value={collections}>
        <BlockList blocks={page.blocks} file={file} />
      </CollectionsProvider>
    </SiteProvider>
  );
}
