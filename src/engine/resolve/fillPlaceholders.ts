import type { SiteConfig } from "../../generated/config-types.ts";
import { placeholderNames, type PlaceholderName } from "../placeholders.ts";

/** The values of {product}, {phone}, {email}, {privacyEmail} and {year} for one build. */
export type PlaceholderValues = Record<PlaceholderName, string>;

export function placeholderValues(site: SiteConfig, year: number): PlaceholderValues {
  return {
    product: site.productName,
    phone: site.support.phone,
    email: site.support.email,
    privacyEmail: site.support.privacyEmail,
    year: String(year),
  };
}

const placeholder = new RegExp(`\\{(${placeholderNames.join("|")})\\}`, "g");

/** Replaces the known {placeholders} (src/engine/placeholders.ts) in config text; the result is still plain text. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.includes("{") ? text.replace(placeholder, (_, key: PlaceholderName) => values[key]) : text;
}
