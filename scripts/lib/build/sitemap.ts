/** A page as the sitemap lists it. */
export interface SitemapPage {
  route: string;
  /** "2026-11-27": when the page's content last changed (lastModified.ts). */
  lastmod: string;
  /** The page's language; absent on a site of one language. */
  language?: string;
  /**
   * Language code → route of the same page in that language (this page's own language included or not): the
   * translations it names as alternates, so none that is noindex (src/engine/i18n/pageLanguages.ts alternatesOf).
   */
  translations?: Readonly<Record<string, string>>;
}

/** One file the build writes at the site's root. */
export interface SiteFile {
  path: string;
  text: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The address of a route in the trailing-slash form the built site serves ("/pricing" → ".../pricing/"). */
export function pageUrl(siteUrl: string, route: string): string {
  const inside = route.replace(/^\/+|\/+$/g, "");
  return inside ? `${siteUrl}/${inside}/` : `${siteUrl}/`;
}

/**
 * The sitemap files of the pages to list (already without not-found and noindex pages), each page once, sorted by
 * address. One language: one `sitemap.xml`. Several: `sitemap.xml` is a sitemap index naming `sitemap-<lang>.xml`
 * per language, and each page lists its translations as `xhtml:link rel="alternate" hreflang` (itself included,
 * as Google asks) and `x-default`, the default language's page.
 */
export function sitemapFiles(siteUrl: string, pages: readonly SitemapPage[], defaultLanguage?: string): SiteFile[] {
  const languages = [...new Set(pages.map((p) => p.language).filter((l): l is string => l !== undefined))].sort();
  if (languages.length < 2) return [{ path: "sitemap.xml", text: urlSet(siteUrl, pages, false, defaultLanguage) }];
  const files = languages.map((language) => {
    const mine = pages.filter((p) => p.language === language);
    return {
      path: `sitemap-${language}.xml`,
      text: urlSet(siteUrl, mine, true, defaultLanguage),
      lastmod: mine
        .map((p) => p.lastmod)
        .sort()
        .at(-1)!,
    };
  });
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (f) => `  <sitemap><loc>${escapeXml(`${siteUrl}/${f.path}`)}</loc><lastmod>${f.lastmod}</lastmod></sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
  return [{ path: "sitemap.xml", text: index }, ...files.map(({ path, text }) => ({ path, text }))];
}

function urlSet(siteUrl: string, pages: readonly SitemapPage[], alternates: boolean, defaultLanguage?: string) {
  const sorted = [...pages].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const entry = (page: SitemapPage) => {
    const lines = [
      `    <loc>${escapeXml(pageUrl(siteUrl, page.route))}</loc>`,
      `    <lastmod>${page.lastmod}</lastmod>`,
    ];
    if (alternates && page.language && page.translations) {
      const all = { ...page.translations, [page.language]: page.route };
      for (const language of Object.keys(all).sort()) {
        lines.push(link(language, pageUrl(siteUrl, all[language])));
      }
      const fallback = defaultLanguage === undefined ? undefined : all[defaultLanguage];
      if (fallback !== undefined) lines.push(link("x-default", pageUrl(siteUrl, fallback)));
    }
    return ["  <url>", ...lines, "  </url>"].join("\n");
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}>`,
    ...sorted.map(entry),
    "</urlset>",
    "",
  ].join("\n");
}

const link = (hreflang: string, href: string) =>
  `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;
