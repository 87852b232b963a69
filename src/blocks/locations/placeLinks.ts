import type { LocationsBlock, Place, PostalAddress } from "../../generated/config-types";

export type MapLinks = NonNullable<LocationsBlock["mapLinks"]>;

/** The address on one line, as a maps search reads it. */
export function addressLine(address: PostalAddress): string {
  return [address.street, address.postalCode, address.locality, address.region, address.country]
    .filter(Boolean)
    .join(", ");
}

/**
 * A link that opens the place in a map: a search for the address, or the exact point when the map position is
 * given. The addresses are each service's documented public link forms; nothing is embedded.
 */
export function mapHref(place: Place, links: MapLinks): string | undefined {
  const { geo } = place;
  const query = geo ? `${geo.latitude},${geo.longitude}` : addressLine(place.address);
  switch (links) {
    case "none":
      return undefined;
    case "google":
      return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
    case "apple":
      return geo
        ? `https://maps.apple.com/?ll=${query}&q=${encodeURIComponent(place.name)}`
        : `https://maps.apple.com/?q=${encodeURIComponent(query)}`;
    case "openstreetmap":
      return geo
        ? `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=17/${geo.latitude}/${geo.longitude}`
        : `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
  }
}

/** "tel:" link of a phone number as written ("+1 (541) 555-0100" → "tel:+15415550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Countries whose addresses put the postal code after the town ("Springfield, OR 97477"). */
const codeAfterTown = new Set(["US", "CA", "AU", "GB", "IE", "NZ", "IN"]);

/** The town line of an address as the country writes it: "97477 Springfield" or "Springfield, Oregon 97477". */
export function townLine(address: PostalAddress): string {
  const { locality, region, postalCode, country } = address;
  if (codeAfterTown.has(country))
    return [[locality, region].filter(Boolean).join(", "), postalCode].filter(Boolean).join(" ");
  return [[postalCode, locality].filter(Boolean).join(" "), region].filter(Boolean).join(", ");
}
