import { BlockList } from "../render/BlockList";
import { usePageContext } from "../render/pageContext";
import { NotTranslatedNotice } from "../shell/NotTranslatedNotice";
import { PagerLinks } from "../shell/PagerLinks";
import { languageDirection } from "../engine/i18n/languageTable";

/**
 * Every page, and every not-found page: the blocks of the config that src/entry.server.tsx found for the
 * address. No loader: the data is read at render time (build, or dev request), never sent to the browser.
 * A page of a paged list ends with links to its neighbours. A page a language lacks, served from the default language, says so and marks its content's language.
 * The site-wide sections of site.json (put first and last into the page's blocks when resolved: `siteSections`)
 * come right under the header and right above the footer, around all of that.
 */
export default function PageRoute() {
  const { page } = usePageContext();
  const pager = page.page.pager;
  const all = page.page.blocks;
  const site = page.page.siteSections;
  const first = site?.afterHeader ?? 0;
  const last = all.length - (site?.beforeFooter ?? 0);
  const own = (
    <>
      <BlockList blocks={site ? all.slice(first, last) : all} file={page.file} sectionFiles={page.page.sectionFiles} />
      {pager && pager.count > 1 && <PagerLinks pager={pager} />}
    </>
  );
  const rtl = page.fallbackFrom !== undefined && languageDirection(page.fallbackFrom) === "rtl";
  const content =
    page.fallbackFrom === undefined ? (
      own
    ) : (
      <>
        <NotTranslatedNotice />
        <div lang={page.fallbackFrom} dir={rtl ? "rtl" : "ltr"}>
          {own}
        </div>
      </>
    );
  if (!site) return content;
  return (
    <>
      <BlockList
        blocks={all.slice(0, first)}
        file={site.file}
        at="sections.afterHeader"
        sectionFiles={page.page.sectionFiles}
        shownOn={page.file}
      />
      {content}
      <BlockList
        blocks={all.slice(last)}
        file={site.file}
        at="sections.beforeFooter"
        sectionFiles={page.page.sectionFiles}
        shownOn={page.file}
      />
    </>
  );
}
