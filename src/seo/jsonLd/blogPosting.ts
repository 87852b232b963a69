import { absoluteUrl, type JsonLdNode } from "./types";

/** What a dated item (a blog post, a news item) says of itself. */
export interface DatedItem {
  title: string;
  /** "2026-03-14" or a full ISO 8601 date and time. */
  published: string;
  modified?: string;
  description?: string;
  /** The item's own page route, when it has one. */
  route?: string;
  /** A public/ path, or an absolute http(s) address. */
  image?: string;
  author?: string;
}

/**
 * A `BlogPosting` for a dated item, with the properties Google recommends for articles: headline, datePublished,
 * dateModified, image, author (a person when named, else the site's business), the page it is on.
 */
export function blogPostingJsonLd(item: DatedItem, siteUrl: string, publisher: string): JsonLdNode {
  return {
    "@type": "BlogPosting",
    headline: item.title,
    datePublished: item.published,
    dateModified: item.modified ?? item.published,
    ...(item.description ? { description: item.description } : {}),
    ...(item.image ? { image: /^https?:\/\//.test(item.image) ? item.image : siteUrl + item.image } : {}),
    ...(item.route
      ? { mainEntityOfPage: absoluteUrl(siteUrl, item.route), url: absoluteUrl(siteUrl, item.route) }
      : {}),
    author: item.author ? { "@type": "Person", name: item.author } : { "@type": "Organization", name: publisher },
    publisher: { "@type": "Organization", name: publisher },
  };
}
