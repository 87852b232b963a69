import type { SiteConfig } from "../../../src/generated/config-types";

/**
 * robots.txt from site.json "robots": every crawler may read every page except the paths of "disallow", and the
 * sitemap's address; with "index": false (a staging build) no crawler may read anything, and no sitemap is named.
 */
export function robotsTxt(site: Pick<SiteConfig, "siteUrl" | "robots">): string {
  if (site.robots?.index === false)
    return "# A build kept out of every index (site.json robots.index: false)\nUser-agent: *\nDisallow: /\n";
  const disallow = site.robots?.disallow ?? [];
  const rules = disallow.length > 0 ? disallow.map((p) => `Disallow: ${p}`) : ["Allow: /"];
  return ["User-agent: *", ...rules, "", `Sitemap: ${site.siteUrl}/sitemap.xml`, ""].join("\n");
}
