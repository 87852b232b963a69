import type { TrailStep } from "../../engine/breadcrumbTrail";
import { markdownPlainText } from "../../engine/markdown/markdownPlainText";
import type { ResolvedBlock } from "../../engine/resolve/resolvedTypes";
import type { SiteConfig } from "../../generated/config-types";
import type { DatedItemFacts } from "../../engine/content/datedItems";
import { blogPostingJsonLd } from "./blogPosting";
import { breadcrumbsJsonLd } from "./breadcrumbs";
import { businessJsonLd } from "./business";
import { faqPageJsonLd, type FaqItem } from "./faqPage";
import { locationsJsonLd } from "./locations";
import { siteOrganizationJsonLd } from "./siteOrganization";
import { allBlocks } from "../../engine/blocks/walkBlocks";
import { absoluteUrl, type JsonLdNode } from "./types";

/** What a page says of itself that its structured data is made from. */
export interface PageFacts {
  route: string;
  trail: readonly TrailStep[];
  blocks: readonly ResolvedBlock[];
  /** The page's dated item, when its template asks for a BlogPosting. */
  blogPosting?: DatedItemFacts;
}

/**
 * A page's JSON-LD nodes: the business on the home page (without one, the site's Organization and WebSite), the breadcrumb trail on every other page, a BlogPosting
 * on the page of a dated item, a local business per place its `locations` blocks show, one FAQPage of the
 * questions of all its `faq` blocks (answers as plain text, their Markdown marks left out).
 */
export function pageStructuredData(site: SiteConfig, page: PageFacts): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  if (page.route === "/")
    nodes.push(
      ...(site.business
        ? [businessJsonLd(site.business, site.siteUrl, site.seo.ogImage)]
        : siteOrganizationJsonLd(site)),
    );
  const breadcrumbs = breadcrumbsJsonLd(page.trail, site.siteUrl);
  if (breadcrumbs) nodes.push(breadcrumbs);
  if (page.blogPosting) {
    const publisher = site.business?.name ?? site.productName;
    nodes.push(blogPostingJsonLd({ ...page.blogPosting, route: page.route }, site.siteUrl, publisher));
  }
  const blocks = allBlocks(page.blocks).map(({ block }) => block as unknown as ResolvedBlock);
  const places = blocks.flatMap((block) => (block.type === "locations" ? block.places : []));
  if (places.length > 0) {
    const pageUrl = absoluteUrl(site.siteUrl, page.route);
    nodes.push(...locationsJsonLd(places, site.business, site.siteUrl, pageUrl, site.seo.ogImage));
  }
  const faq = faqPageJsonLd(faqItems(blocks));
  if (faq) nodes.push(faq);
  return nodes;
}

function faqItems(blocks: readonly ResolvedBlock[]): FaqItem[] {
  return blocks.flatMap((block) =>
    block.type === "faq"
      ? block.items.map((item) => ({ question: item.question, answer: markdownPlainText(item.answer) }))
      : [],
  );
}
