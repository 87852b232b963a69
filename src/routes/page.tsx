import { BlockList } from "../render/BlockList";
import { usePageContext } from "../render/pageContext";
import { NotTranslatedNotice } from "../shell/NotTranslatedNotice";
import { PagerLinks } from "../shell/PagerLinks";
import { languageDirection } from "../engine/i18n/languageTable";

/**
 * Every page, and every not-found page: the blocks of the config that src/entry.server.tsx found for the
 * address. No loader: the data is read at render time (build, or dev request), never sent to the browser.
 * A page of a paged list ends with links to its neighbours. A page a language lacks, served from the default language, says so and marks its content's language.
 */
export default function PageRoute() {
  const { page } = usePageContext();
  const pager = page.page.pager;
  const blocks = (
    <>
      <BlockList blocks={page.page.blocks} file={page.file} />
      {pager && pager.count > 1 && <PagerLinks pager={pager} />}
    </>
  );
  if (page.fallbackFrom === undefined) return blocks;
  const rtl = languageDirection(page.fallbackFrom) === "rtl";
  return (
    <>
      <NotTranslatedNotice />
      <div lang={page.fallbackFrom} dir={rtl ? "rtl" : "ltr"}>
        {blocks}
      </div>
    </>
  );
}
