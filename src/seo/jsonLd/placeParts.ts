import type { Place } from "../../generated/config-types";

const dayNames: Record<string, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** A `PostalAddress` from the address shape of schemas/defs.schema.json. */
export function postalAddressNode({ street, locality, region, postalCode, country }: Place["address"]) {
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: country,
  };
}

export function geoNode(geo: NonNullable<Place["geo"]>) {
  return { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude };
}

/** `openingHoursSpecification`: the ordinary week, then the special days. Undefined when there are no hours. */
export function openingHoursNodes(
  week: Place["openingHours"],
  exceptions: Place["hoursExceptions"],
): Record<string, unknown>[] | undefined {
  const hours = [
    ...(week ?? []).map((span) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: span.days.map((day) => dayNames[day]),
      opens: span.opens,
      closes: span.closes,
    })),
    ...(exceptions ?? []).map((day) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: day.date,
      validThrough: day.date,
      // closed all day: Google's form is opens and closes both at midnight
      opens: day.closed ? "00:00" : day.opens,
      closes: day.closed ? "00:00" : day.closes,
    })),
  ];
  return hours.length > 0 ? hours : undefined;
}
