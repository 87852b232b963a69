import type { SiteConfig } from "../generated/config-types";

/** The announcement banner the pages show: none when site.json has none or switches it off ("enabled": false). */
export function shownBanner(site: Pick<SiteConfig, "banner">): SiteConfig["banner"] {
  return site.banner && site.banner.enabled !== false ? site.banner : undefined;
}
