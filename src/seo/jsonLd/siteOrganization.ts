import type { SiteConfig } from "../../generated/config-types";
import { absoluteUrl, type JsonLdNode } from "./types";

/**
 * A site without a "business" in site.json still says who publishes it: an `Organization` from what every site
 * has (its name, address, logo and support contacts) and the `WebSite` it publishes. With a business, that node
 * says it (src/seo/jsonLd/business.ts).
 */
export function siteOrganizationJsonLd(
  site: Pick<SiteConfig, "productName" | "siteUrl" | "logo" | "support">,
): JsonLdNode[] {
  const url = absoluteUrl(site.siteUrl, "/");
  const organization: JsonLdNode = {
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.productName,
    url,
    logo: site.siteUrl + site.logo.full.src,
  };
  if (site.support.phone) organization.telephone = site.support.phone;
  if (site.support.email) organization.email = site.support.email;
  const website: JsonLdNode = {
    "@type": "WebSite",
    "@id": `${site.siteUrl}/#website`,
    name: site.productName,
    url,
    publisher: { "@id": organization["@id"] },
  };
  return [organization, website];
}
