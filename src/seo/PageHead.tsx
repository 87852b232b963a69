import { usePageContext } from "../render/pageContext";
import { pageStructuredData } from "./jsonLd/pageStructuredData";
import { JsonLdScript } from "./JsonLdScript";
import { absoluteUrl } from "./jsonLd/types";
import { LanguageLinks } from "./LanguageLinks";
import { ogLocale } from "./ogLocale";
import { builderWords } from "../engine/i18n/builderWords";

/**
 * The page's <title>, description, canonical link, social cards (Open Graph and Twitter: title, description,
 * picture with its size, locale) and structured data, in <head>. Config text here is already resolved
 * (placeholders filled). Not-found pages, pages set `"seo": { "noindex": true }` and every page of a site set
 * `"robots": { "index": false }` ask not to be indexed; not-found pages get no canonical address. A page a language lacks, served from the default language, names the
 * default language's page as its canonical address. See docs/seo.md and docs/languages.md.
 */
export function PageHead() {
  const { site, page, shareImages } = usePageContext();
  const words = builderWords(page.language, site.words);
  // the later pages of a paged list say their number, so no two pages share a title or description
  const number = page.page.pager && page.page.pager.number > 1 ? ` – ${words.page} ${page.page.pager.number}` : "";
  const title = page.page.seo.title + number + site.seo.titleSuffix;
  const description = page.page.seo.description + number;
  const picture = page.page.seo.ogImage ?? site.seo.ogImage;
  // the file the picture step made at 1200×630, else (the dev server, the editor) the picture as it is
  const made = (src: string) => shareImages[src]?.url ?? src;
  const size = shareImages[picture];
  const image = site.siteUrl + made(picture);
  const blogPosting = page.page.blogPosting;
  // a page a language lacks (served from the default language) names the default language's page as canonical
  const canonicalRoute =
    page.route === undefined || page.fallbackFrom === undefined ? page.route : page.translations[page.fallbackFrom];
  const url = canonicalRoute === undefined ? undefined : absoluteUrl(site.siteUrl, canonicalRoute);
  const noindex = url === undefined || page.page.seo.noindex === true || site.robots?.index === false;
  const structured =
    url === undefined
      ? []
      : pageStructuredData(
          { ...site, seo: { ...site.seo, ogImage: made(site.seo.ogImage) } },
          {
            route: page.route!,
            trail: page.trail ?? [],
            blocks: page.page.blocks,
            blogPosting: blogPosting?.image ? { ...blogPosting, image: made(blogPosting.image) } : blogPosting,
          },
        );
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={ogLocale(page.fallbackFrom ?? page.language)} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      {size && (
        <>
          <meta property="og:image:width" content={String(size.width)} />
          <meta property="og:image:height" content={String(size.height)} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {page.page.feedLink && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={page.page.feedLink.title}
          href={site.siteUrl + page.page.feedLink.href}
        />
      )}
      <LanguageLinks />
      {url && (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:url" content={url} />
        </>
      )}
      {noindex && <meta name="robots" content="noindex" />}
      <JsonLdScript nodes={structured} />
    </>
  );
}
