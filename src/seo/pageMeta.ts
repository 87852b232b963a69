import type { MetaDescriptor } from "react-router";
import type { ResolvedPage } from "../engine/resolve/resolveConfigSet";
import type { SiteConfig } from "../generated/config-types";

/** <title>, description, canonical link and Open Graph tags of a page. */
/** Config text here is already resolved (placeholders filled). */
export function pageMeta(site: SiteConfig, page: ResolvedPage, route: string | undefined): MetaDescriptor[] {
  const title = page.seo.title + site.seo.titleSuffix;
  const description = page.seo.description;
  const image = site.siteUrl + (page.seo.ogImage ?? site.seo.ogImage);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: site.productName },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (route !== undefined) {
    const url = site.siteUrl + (route === "/" ? "/" : route);
    meta.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  } else {
    meta.push({ name: "robots", content: "noindex" });
  }
  return meta;
}
