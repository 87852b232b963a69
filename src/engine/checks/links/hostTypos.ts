import { distance } from "fastest-levenshtein";
import type { Problem } from "../../diagnostic.ts";

interface SiteAddress {
  name: string;
  url: URL;
}

/** site.json "links" read as web addresses, with their hosts: what every address is compared with. */
export interface SiteAddresses {
  addresses: SiteAddress[];
  hosts: string[];
}

export function siteAddresses(siteLinks: Record<string, unknown>): SiteAddresses {
  const addresses: SiteAddress[] = Object.entries(siteLinks).flatMap(([name, value]) => {
    const parsed = typeof value === "string" ? parse(value) : undefined;
    return parsed ? [{ name, url: parsed }] : [];
  });
  return { addresses, hosts: [...new Set(addresses.map((a) => a.url.hostname))] };
}

/** How many letters may differ for a host to count as a typo: none for short hosts, where near misses are real. */
function typoLimit(host: string): number {
  return host.length >= 10 ? 2 : host.length >= 5 ? 1 : 0;
}

/** "app.yourproduct.com" → "yourproduct.com". */
function domainOf(host: string): string {
  return host.split(".").slice(-2).join(".");
}

function isTypo(found: string, known: string): boolean {
  const d = distance(found, known);
  return d > 0 && d <= typoLimit(known);
}

function parse(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A full address whose host is one or two letters away from a host of site.json "links" (or whose domain is a
 * near miss of such a host's domain), with the "@name" to use instead when the rest of the address matches.
 * Hosts written exactly as in site.json are fine. `known`: siteAddresses(siteLinks), when already at hand.
 */
export function hostTypoProblem(
  href: string,
  siteLinks: Record<string, unknown>,
  known: SiteAddresses = siteAddresses(siteLinks),
): Problem | undefined {
  const url = parse(href);
  if (!url) return undefined;
  const { addresses, hosts } = known;
  const host = url.hostname;
  if (hosts.includes(host)) return undefined;
  const intended =
    hosts.filter((h) => isTypo(host, h)).sort((a, b) => distance(host, a) - distance(host, b))[0] ??
    hosts.map(domainOf).find((domain) => isTypo(domainOf(host), domain));
  if (!intended) return undefined;

  const sameHost = addresses.filter((a) => a.url.hostname === intended);
  const corrected = new URL(url.href);
  corrected.hostname = intended;
  const comparable = (u: URL) => u.href.replace(/\/$/, "");
  const match = sameHost
    .map((a) => ({ name: a.name, d: distance(comparable(corrected), comparable(a.url)) }))
    .filter((m) => m.d <= 2)
    .sort((a, b) => a.d - b.d)[0];
  const message = `link "${href}" looks like a typo of ${intended}.`;
  if (match)
    return {
      code: "host-typo",
      message,
      hint: `Did you mean "@${match.name}"? Use the site address name so it's written in one place.`,
    };
  const names = (sameHost.length ? sameHost : addresses.filter((a) => domainOf(a.url.hostname) === intended)).map(
    (a) => "@" + a.name,
  );
  const hint = `Check the address.${names.length ? ` If it is one of the site addresses, use its name (${names.join(", ")}) so it's written in one place.` : ""}`;
  return { code: "host-typo", message, hint };
}
