import type { ContentFeed } from "../../../src/engine/content/feeds.ts";
import { pageUrl } from "./sitemap.ts";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** RFC 822 date of a YYYY-MM-DD (noon UTC, so the day is the same in every time zone a reader shows). */
const rfc822 = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`).toUTCString();

/**
 * An RSS 2.0 feed of a collection's pages, with absolute links from the site's address: each link in the form the
 * built site serves and names as canonical ("/blog/spring-menu/"). An item's guid stays the address as feeds first
 * gave it, without the slash: a reader knows an item by its guid, and a new one would show every item as new again.
 */
export function rssXml(feed: ContentFeed, siteUrl: string): string {
  const base = siteUrl.replace(/\/$/, "");
  const channelLink = pageUrl(base, feed.pagesUnder);
  const items = feed.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(pageUrl(base, item.url))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(base + item.url)}</guid>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      ...(item.summary ? [`      <description>${escapeXml(item.summary)}</description>`] : []),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(channelLink)}</link>`,
    `    <description>${escapeXml(feed.description ?? feed.title)}</description>`,
    `    <atom:link href="${escapeXml(base + feed.path)}" rel="self" type="application/rss+xml" />`,
    ...(feed.items[0] ? [`    <lastBuildDate>${rfc822(feed.items[0].date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
