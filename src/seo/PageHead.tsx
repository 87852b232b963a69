import { usePageContext } from "../render/pageContext";
import { LanguageLinks } from "./LanguageLinks";

/**
 * The page's <title>, description, canonical link and Open Graph tags, in <head>. Config text here is already
 * resolved (placeholders filled). Not-found pages get no canonical address and ask not to be indexed. A page a
 * language lacks, served from the default language, names the default language's page as its canonical address.
 */
export function PageHead() {
  const { site, page } = usePageContext();
  const title = page.page.seo.title + site.seo.titleSuffix;
  const description = page.page.seo.description;
  const image = site.siteUrl + (page.page.seo.ogImage ?? site.seo.ogImage);
  const route =
    page.route === undefined || page.fallbackFrom === undefined ? page.route : page.translations[page.fallbackFrom];
  const url = route === undefined ? undefined : site.siteUrl + route;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <LanguageLinks />
      {url ? (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:url" content={url} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}
