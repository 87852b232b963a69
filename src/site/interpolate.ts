import type { SiteConfig } from "../generated/config-types";

/** Replaces {product}, {phone}, {email}, {privacyEmail} and {year} in config text. The result is still plain text. */
export function interpolate(text: string, site: SiteConfig, year: number): string {
  return text.replace(/\{(product|phone|email|privacyEmail|year)\}/g, (_, key: string) => {
    switch (key) {
      case "product":
        return site.productName;
      case "phone":
        return site.support.phone;
      case "email":
        return site.support.email;
      case "privacyEmail":
        return site.support.privacyEmail;
      default:
        return String(year);
    }
  });
}
