import path from "node:path";
import type { PageConfig, SiteConfig } from "../generated/config-types.ts";
import { ConfigError } from "./diagnostic.ts";
import { type ConfigSet, validateConfigDir } from "./validateConfigDir.ts";

export type SiteConfigSet = ConfigSet<SiteConfig, PageConfig>;

/** The config folder in use: PAGES_CONFIG_DIR (the bench builds generated sites this way) or pages-config/. */
export function configDir(): string {
  return path.resolve(process.env.PAGES_CONFIG_DIR ?? "pages-config");
}

export function schemasDir(): string {
  return path.resolve("schemas");
}

let cached: SiteConfigSet | undefined;

/** Valid configs, or a ConfigError carrying the CLI's messages. Cached in builds; fresh on every call in dev. */
export function loadConfigs(): SiteConfigSet {
  if (cached && process.env.NODE_ENV === "production") return cached;
  const result = validateConfigDir(configDir(), schemasDir()) as SiteConfigSet;
  if (result.diagnostics.length > 0) throw new ConfigError(result.diagnostics);
  cached = result;
  return result;
}

/** Names of the shared data collections a page's blocks refer to with "collection". */
export function collectionsUsedBy(page: PageConfig): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "collection" && typeof value === "string") names.add(value);
        else visit(value);
      }
    }
  };
  visit(page.blocks);
  return [...names].sort();
}
