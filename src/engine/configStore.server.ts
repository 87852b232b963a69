import path from "node:path";
import type { PageConfig, SiteConfig } from "../generated/config-types.ts";
import { ConfigError } from "./diagnostic.ts";
import { configDirFromEnv } from "./configLocation.ts";
import { findStringFields } from "./findStringFields.ts";
import { type ConfigSet, validateConfigDir } from "./validateConfigDir.ts";

export type SiteConfigSet = ConfigSet<SiteConfig, PageConfig>;


export function schemasDir(): string {
  return path.resolve("schemas");
}

let cached: SiteConfigSet | undefined;

/** Valid configs, or a ConfigError carrying the CLI's messages. Cached in builds; fresh on every call in dev. */
export function loadConfigs(): SiteConfigSet {
  if (cached && process.env.NODE_ENV === "production") return cached;
  const result = validateConfigDir(configDirFromEnv(), schemasDir()) as SiteConfigSet;
  if (result.diagnostics.length > 0) throw new ConfigError(result.diagnostics);
  cached = result;
  return result;
}

/** Names of the shared data collections a page's blocks refer to with "collection". */
export function collectionsUsedBy(page: PageConfig): string[] {
  return [...new Set(findStringFields(page.blocks, "collection").map((f) => f.value))].sort();
}
