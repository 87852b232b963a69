import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { didYouMean } from "../suggest.ts";
import type { ContentCollections, ContentItem } from "./contentTypes.ts";

/**
 * The fields a business takes from its place's item (the names a `locations` block's place has), each taken only in
 * the shape the business's own field has (a collection's schema may give its items other shapes).
 */
const placeFields: Record<string, (value: unknown) => boolean> = {
  address: isRecord,
  geo: isRecord,
  phone: (value) => typeof value === "string",
  email: (value) => typeof value === "string",
  openingHours: Array.isArray,
  hoursExceptions: Array.isArray,
};

/** The collection and item site.json "business": { "place": "clinics/old-town" } names. */
function placeOf(business: unknown): { collection: string; item: string } | undefined {
  const place = isRecord(business) ? business.place : undefined;
  if (typeof place !== "string" || !place.includes("/")) return undefined;
  const [collection, ...rest] = place.split("/");
  return { collection, item: rest.join("/") };
}

/** The published item the business's place names, if there is one. */
function placeItem(business: Record<string, unknown>, collections: ContentCollections): ContentItem | undefined {
  const place = placeOf(business);
  const item = place && collections[place.collection]?.bySlug[place.item];
  return item && !item.draft ? item : undefined;
}

/**
 * The site's settings with its business's place filled in: the place item's address, map position, phone, e-mail,
 * hours and special days, where the business leaves them out (what it writes itself wins). Unchanged without one.
 */
export function withBusinessPlace<T>(site: T, collections: ContentCollections): T {
  const business = isRecord(site) ? site.business : undefined;
  if (!isRecord(business)) return site;
  const item = placeItem(business, collections);
  if (!item) return site;
  const taken = Object.fromEntries(
    Object.entries(placeFields)
      .filter(([field, fits]) => business[field] === undefined && fits(item.data[field]))
      .map(([field]) => [field, item.data[field]]),
  );
  return { ...site, business: { ...business, ...taken } };
}

/**
 * What is wrong with the business's place, at site.json's "business.place" ("clinics/old-town"): a collection or an item the site does
 * not have (did you mean), a draft, and for a local business an item without an address.
 */
export function businessPlaceIssues(site: unknown, collections: ContentCollections): Issue[] {
  const business = isRecord(site) ? site.business : undefined;
  const place = placeOf(business);
  if (!isRecord(business) || !place) return [];
  const collection = collections[place.collection];
  if (!collection) {
    const names = Object.keys(collections).sort();
    return [
      {
        code: "unknown-reference",
        pointer: "/business/place",
        at: "value",
        message: `business.place: the site has no collection "${place.collection}".`,
        hint:
          didYouMean(place.collection, names).trim() ||
          (names.length
            ? `Its collections: ${names.join(", ")}.`
            : "Add collections/<name>.schema.json and its items (docs/content.md)."),
      },
    ];
  }
  // its schema cannot be used (said there): its items are not known until it is mended
  if (collection.unusable) return [];
  const item = collection.bySlug[place.item];
  if (!item || item.draft) {
    const slugs = collection.items.filter((i) => !i.draft).map((i) => i.slug);
    return [
      {
        code: "unknown-reference",
        pointer: "/business/place",
        at: "value",
        message: `business.place: "${place.collection}" has no ${item ? "published " : ""}item "${place.item}"${item ? ` (${item.file} is a draft)` : ""}.`,
        hint: didYouMean(place.item, slugs).trim() || `Its items: ${slugs.join(", ")}.`,
      },
    ];
  }
  if (business.type !== "Organization" && business.address === undefined && !isRecord(item.data.address))
    return [
      {
        code: "business-needs-address",
        pointer: "/business/place",
        at: "value",
        message: `business.place: "${place.item}" of "${place.collection}" (${item.file}) has no "address", which a "${business.type}" needs: search engines show a local business only with one.`,
        hint: `Give the item an "address" (make it required in ${collection.schemaFile}), or write "address" in "business".`,
      },
    ];
  return [];
}
