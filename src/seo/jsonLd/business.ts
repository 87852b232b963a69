import type { SiteConfig } from "../../generated/config-types";
import { geoNode, openingHoursNodes, postalAddressNode } from "./placeParts";
import { absoluteUrl, type JsonLdNode } from "./types";

type Business = NonNullable<SiteConfig["business"]>;

/**
 * The site's `Organization` or `LocalBusiness` (or a subtype: `Dentist`, `Physiotherapy`, …) from site.json
 * "business", with the properties Google reads for a business: name, url, logo, image, address, telephone,
 * email, sameAs, and for a local business priceRange, geo and openingHoursSpecification (the ordinary week, then
 * the special days: schema.org gives an organisation none of these). Pictures are
 * public/ paths made absolute; `defaultImage` is the site's share picture (a local business needs an image).
 */
export function businessJsonLd(business: Business, siteUrl: string, defaultImage: string): JsonLdNode {
  const node: JsonLdNode = {
    "@type": business.type,
    "@id": `${siteUrl}/#business`,
    name: business.name,
    url: absoluteUrl(siteUrl, "/"),
  };
  if (business.logo) node.logo = siteUrl + business.logo;
  if (business.type !== "Organization") node.image = siteUrl + (business.image ?? defaultImage);
  else if (business.image) node.image = siteUrl + business.image;
  if (business.address) node.address = postalAddressNode(business.address);
  if (business.phone) node.telephone = business.phone;
  if (business.email) node.email = business.email;
  if (business.sameAs?.length) node.sameAs = business.sameAs;
  // a place's properties: schema.org has no map position, opening hours or prices for an organisation
  if (business.type === "Organization") return node;
  if (business.priceRange) node.priceRange = business.priceRange;
  if (business.geo) node.geo = geoNode(business.geo);
  const hours = openingHoursNodes(business.openingHours, business.hoursExceptions);
  if (hours) node.openingHoursSpecification = hours;
  return node;
}
