import { BlockList } from "../blocks/BlockList";
import { usePageContext } from "../render/pageContext";

/**
 * Every page, and every not-found page: the blocks of the config that src/entry.server.tsx found for the
 * address. No loader: the data is read at render time (build, or dev request), never sent to the browser.
 */
export default function PageRoute() {
  const { page } = usePageContext();
  return <BlockList blocks={page.page.blocks} file={page.file} />;
}
