import type { SiteConfig } from "../../generated/config-types.ts";

/** The values of {product}, {phone}, {email}, {privacyEmail} and {year} for one build. */
export type PlaceholderValues = Record<"product" | "phone" | "email" | "privacyEmail" | "year", string>;

export function placeholderValues(site: SiteConfig, year: number): PlaceholderValues {
  return {
    product: site.productName,
    phone: site.support.phone,
    email: site.support.email,
    privacyEmail: site.support.privacyEmail,
    year: String(year),
  };
}

/** Replaces the known {placeholders} in config text; the result is still plain text. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(product|phone|email|privacyEmail|year)\}/g, (_, key: keyof PlaceholderValues) => values[key]);
}
