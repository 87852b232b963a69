import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, formatHeadersFile, type PolicySite, securityHeaders } from "../securityHeaders";
import { acrossPages, type Problem } from "../siteCheck/index";
import { pageStylesheetPath, sharedStylesheetPath } from "./finishPage";
import { pageSummary, type PageRecord } from "./pageRecord";
import type { SiteConfig } from "../../../src/generated/config-types";
import { robotsTxt } from "./robotsTxt";
import { sitemapFiles } from "./sitemap";
import { rssXml } from "./rssFeed";
import type { ContentFeed } from "../../../src/engine/content/feeds.ts";

/** What the steps over every page read of site.json: the policy's hosts, the site's address, robots. */
export type FinishSite = PolicySite & Pick<SiteConfig, "siteUrl" | "robots" | "languages">;

/**
 * The steps over every page, once all pages are in `siteDir` (rendered now, taken from the cache, or copied from
 * shards): the shared stylesheet file, _headers with every page's script hashes, robots.txt and sitemap.xml
 * (docs/seo.md: they replace a public/ file of the same name), the feeds of collections (rss.xml, from the validated
 * index), and the site check across pages (links and anchors land, titles and descriptions unique) added to each
 * page's own problems. The same function for
 * a build on one machine and for the merge of shards, over the pages in the same order: the same bytes.
 */
export function finishSite(
  siteDir: string,
  records: readonly PageRecord[],
  cssByHash: ReadonlyMap<string, string>,
  site: FinishSite,
  feeds: { siteUrl: string; feeds: readonly ContentFeed[] } = { siteUrl: "", feeds: [] },
): Problem[] {
  const ordered = [...records].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const sharedHashes = new Set(ordered.map((r) => r.sharedCss));
  if (sharedHashes.size > 1) {
    const [first, other] = [ordered[0], ordered.find((r) => r.sharedCss !== ordered[0].sharedCss)!];
    throw new Error(`${other.rel} has other shared styles than ${first.rel}: every page must share one stylesheet`);
  }
  const [hash] = sharedHashes;
  if (hash !== undefined) {
    const css = cssByHash.get(hash);
    if (css === undefined) throw new Error(`the shared stylesheet of the pages (${hash}) is missing`);
    writeFileSync(path.join(siteDir, sharedStylesheetPath(css)), css);
  }
  // each page's own stylesheet, once for all the pages styled alike
  for (const pageHash of new Set(ordered.flatMap((r) => (r.pageCss === undefined ? [] : [r.pageCss])))) {
    const css = cssByHash.get(pageHash);
    if (css === undefined) throw new Error(`a page's own stylesheet (${pageHash}) is missing`);
    writeFileSync(path.join(siteDir, pageStylesheetPath(css)), css);
  }

  for (const feed of feeds.feeds) {
    const target = path.join(siteDir, ...feed.path.split("/"));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, rssXml(feed, feeds.siteUrl));
  }

  const allHashes = [...new Set(ordered.flatMap((r) => r.scriptHashes))];
  const policy = contentSecurityPolicy(site, allHashes, "header");
  const comment =
    "Security headers for static hosts that read _headers (Netlify, Cloudflare Pages); npm start sends the same.\nWritten by npm run build (scripts/lib/securityHeaders.ts): the script hashes are those of the built pages' inline scripts.";
  writeFileSync(
    path.join(siteDir, "_headers"),
    formatHeadersFile([{ path: "/*", headers: securityHeaders(policy) }], comment),
  );

  writeFileSync(path.join(siteDir, "robots.txt"), robotsTxt(site));
  // a staging build (robots.index false) is in no index: it names no sitemap and has none
  if (site.robots?.index !== false) {
    const listed = ordered.flatMap((r) =>
      r.notFoundPrefix === undefined && r.sitemap && !r.sitemap.noindex
        ? [
            {
              route: r.route,
              lastmod: r.sitemap.lastmod,
              ...(r.sitemap.language ? { language: r.sitemap.language } : {}),
              ...(r.sitemap.translations ? { translations: r.sitemap.translations } : {}),
            },
          ]
        : [],
    );
    for (const file of sitemapFiles(site.siteUrl, listed, site.languages?.[0]))
      writeFileSync(path.join(siteDir, file.path), file.text);
  }

  return acrossPages(
    { perPage: ordered.flatMap((r) => r.problems), pages: ordered.map((r) => pageSummary(r.summary, siteDir)) },
    siteDir,
  );
}
