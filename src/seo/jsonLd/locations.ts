import type { Place, SiteConfig } from "../../generated/config-types";
import { geoNode, openingHoursNodes, postalAddressNode } from "./placeParts";
import type { JsonLdNode } from "./types";

type Business = NonNullable<SiteConfig["business"]>;

/**
 * One local business per place a page shows (its `locations` blocks), of the site business's type (a plain
 * "LocalBusiness" when the site is an "Organization" or says nothing), with what Google reads for a local
 * business: name and address (required), image, telephone, email, geo, openingHoursSpecification with the
 * special days, the page's address as url, and the site's business as parentOrganization.
 */
export function locationsJsonLd(
  places: readonly Place[],
  business: Business | undefined,
  siteUrl: string,
  pageUrl: string,
  defaultImage: string,
): JsonLdNode[] {
  const type = business && business.type !== "Organization" ? business.type : "LocalBusiness";
  return places.map((place) => {
    const node: JsonLdNode = {
      "@type": type,
      name: place.name,
      url: pageUrl,
      image: siteUrl + (business?.image ?? defaultImage),
      address: postalAddressNode(place.address),
    };
    if (place.phone) node.telephone = place.phone;
    if (place.email) node.email = place.email;
    if (place.geo) node.geo = geoNode(place.geo);
    const hours = openingHoursNodes(place.openingHours, place.hoursExceptions);
    if (hours) node.openingHoursSpecification = hours;
    if (business) node.parentOrganization = { "@id": `${siteUrl}/#business` };
    return node;
  });
}
