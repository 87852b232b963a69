/** One JSON-LD node as written into a page: plain JSON, "@type" first. */
export type JsonLdNode = { "@type": string } & { [property: string]: unknown };

/** The address of a site page: the site's address and the page's route in its served form ("/pricing/"). */
export function absoluteUrl(siteUrl: string, route: string): string {
  const inside = route.replace(/^\/+|\/+$/g, "");
  return inside ? `${siteUrl}/${inside}/` : `${siteUrl}/`;
}
