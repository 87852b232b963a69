import type { Issue } from "../../explainErrors.ts";
import { isRecord } from "../../isRecord.ts";

/**
 * site.json "business" against what Google's structured-data documentation requires beyond the schema: a local
 * business (every type but "Organization") needs its address. The address's own parts (street, town, country) are the
 * schema's to require; its hours and special days are checked where any file holds them (hoursChecks.ts).
 */
export function businessChecks(site: unknown): Issue[] {
  const business = isRecord(site) ? site.business : undefined;
  if (!isRecord(business) || typeof business.type !== "string") return [];
  const issues: Issue[] = [];
  // a place named in a collection gives the address: checked with the collections (content/businessPlace.ts)
  if (business.type !== "Organization" && business.address === undefined && business.place === undefined) {
    issues.push({
      pointer: "/business",
      at: "key",
      code: "business-needs-address",
      message: `business: a "${business.type}" needs its "address": search engines show a local business only with one.`,
      hint: 'Add "address": { "street": …, "locality": …, "postalCode": …, "country": "US" }, or set "type": "Organization" for a business customers do not visit.',
    });
  }
  return issues;
}
