import type { Issue } from "./explainErrors.ts";
import { isRecord } from "./isRecord.ts";

/**
 * site.json "business" against what Google's structured-data documentation requires beyond the schema: a local
 * business (every type but "Organization") needs its address, and a special day needs its hours unless it is
 * closed. The address's own parts (street, town, country) are the schema's to require.
 */
export function businessChecks(site: unknown): Issue[] {
  const business = isRecord(site) ? site.business : undefined;
  if (!isRecord(business) || typeof business.type !== "string") return [];
  const issues: Issue[] = [];
  if (business.type !== "Organization" && business.address === undefined) {
    issues.push({
      pointer: "/business",
      at: "key",
      code: "business-needs-address",
      message: `business: a "${business.type}" needs its "address": search engines show a local business only with one.`,
      hint: 'Add "address": { "street": …, "locality": …, "postalCode": …, "country": "US" }, or set "type": "Organization" for a business customers do not visit.',
    });
  }
  const exceptions = Array.isArray(business.hoursExceptions) ? business.hoursExceptions : [];
  exceptions.forEach((day, index) => {
    if (!isRecord(day) || day.closed === true) return;
    if (typeof day.opens === "string" && typeof day.closes === "string") return;
    issues.push({
      pointer: `/business/hoursExceptions/${index}`,
      at: "value",
      code: "special-day-hours",
      message: `business.hoursExceptions[${index}]: the day ${typeof day.date === "string" ? `"${day.date}" ` : ""}says neither "closed": true nor both "opens" and "closes".`,
      hint: 'Write "closed": true for a day closed all day, or its "opens" and "closes" times ("09:00", "13:00").',
    });
  });
  return issues;
}
