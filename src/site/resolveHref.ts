import type { SiteConfig } from "../generated/config-types";

export type ResolvedHref =
  | { kind: "internal"; to: string; path: string; hash?: string }
  | { kind: "external"; url: string; offSite: boolean };

const allowed = /^(https?:|mailto:|tel:)/i;

/**
 * Turns a config href into where it really goes: "@signup" → the site's sign-up address,
 * "/pricing" → a client-side route. Anything with a scheme other than https, http, mailto or tel is refused.
 */
export function resolveHref(href: string, links: SiteConfig["links"]): ResolvedHref | undefined {
  if (href.startsWith("@")) {
    const target = (links as unknown as Record<string, string | undefined>)[href.slice(1)];
    return target ? resolveHref(target, links) : undefined;
  }
  if (href.startsWith("/") && !href.startsWith("//")) {
    // a file in public/ (e.g. a PDF) is a plain download link, not a route
    if (/\.[a-z0-9]{2,5}$/i.test(href.split(/[?#]/)[0])) return { kind: "external", url: href, offSite: false };
    const [path, hash] = href.split("#", 2) as [string, string | undefined];
    return { kind: "internal", to: href, path: path.split("?")[0] || "/", hash };
  }
  if (href.startsWith("#")) return { kind: "internal", to: href, path: "", hash: href.slice(1) };
  if (!allowed.test(href)) return undefined;
  return { kind: "external", url: href, offSite: /^https?:/i.test(href) };
}

/** Only addresses on the site's embed allow-list may be embedded. */
export function isAllowedEmbed(url: string, allowedHosts: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && allowedHosts.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/** An embed address from a config: "@name" is a site.json link; anything else is used as written. */
export function resolveSiteAddress(address: string, links: SiteConfig["links"]): string {
  if (!address.startsWith("@")) return address;
  return (links as unknown as Record<string, string | undefined>)[address.slice(1)] ?? "";
}
