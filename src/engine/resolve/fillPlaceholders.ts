import type { SiteConfig } from "../../generated/config-types.ts";
import { fillKnownPlaceholders, placeholderValuesIn, type PlaceholderName } from "../placeholders.ts";

/** The values of {product}, {phone}, {email}, {privacyEmail} and {year} for one build. */
export type PlaceholderValues = Record<PlaceholderName, string>;

/** A valid site's values: site.json gives every one of them (its schema requires them). */
export function placeholderValues(site: SiteConfig, year: number): PlaceholderValues {
  return { ...placeholderValuesIn(site), year: String(year) } as PlaceholderValues;
}

/** Replaces the known {placeholders} (src/engine/placeholders.ts) in config text; the result is still plain text. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return fillKnownPlaceholders(text, values);
}
