import { absoluteUrl } from "./jsonLd/types";
import { ogLocale } from "./ogLocale";
import { siteLanguages } from "../engine/i18n/siteLanguages";
import { alternatesOf } from "../engine/i18n/pageLanguages";
import { usePageContext } from "../render/pageContext";

/**
 * For a site that declares its languages: og:locale's alternates (PageHead writes og:locale), and on a page with an address one
 * <link rel="alternate" hreflang> per translation plus x-default (the default language's page). A fallback
 * page (the default language's content at another language's address) names the real translations only, and no
 * page names a noindex translation (alternatesOf): search engines are told of indexable pages alone.
 */
export function LanguageLinks() {
  const { site, page } = usePageContext();
  if (!site.languages?.length) return null;
  const languages = siteLanguages(site);
  const locale = page.fallbackFrom ?? page.language;
  const others = languages.all.filter((code) => code !== locale && code in page.translations);
  // the served form, as the canonical address and the sitemap write it ("/es/precios/")
  const url = (route: string) => absoluteUrl(site.siteUrl, route);
  const alternates = alternatesOf(page);
  const xDefault = alternates[languages.default];
  const withAlternates = page.route !== undefined && languages.all.length > 1;
  return (
    <>
      {others.map((code) => (
        <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
      ))}
      {withAlternates &&
        Object.entries(alternates).map(([code, route]) => (
          <link key={code} rel="alternate" hrefLang={code} href={url(route)} />
        ))}
      {withAlternates && xDefault !== undefined && <link rel="alternate" hrefLang="x-default" href={url(xDefault)} />}
    </>
  );
}
