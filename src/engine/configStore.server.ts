import path from "node:path";
import type { PageConfig, SiteConfig } from "../generated/config-types.ts";
import { ConfigError } from "./diagnostic.ts";
import { configDirFromEnv } from "./configLocation.ts";
import { resolveConfigSet, type ResolvedConfigSet } from "./resolve/resolveConfigSet.ts";
import { type ConfigSet, validateConfigDir } from "./validateConfigDir.ts";

export type SiteConfigSet = ConfigSet<SiteConfig, PageConfig>;

export function schemasDir(): string {
  return path.resolve("schemas");
}

let cached: ResolvedConfigSet | undefined;

/**
 * The site's configs, validated and resolved (placeholders filled, links final, collection items attached),
 * or a ConfigError carrying the CLI's messages. Cached in builds; read fresh on every call in dev.
 */
export function loadSite(): ResolvedConfigSet {
  if (cached && process.env.NODE_ENV === "production") return cached;
  const result = validateConfigDir(configDirFromEnv(), schemasDir()) as SiteConfigSet;
  if (result.diagnostics.length > 0) throw new ConfigError(result.diagnostics);
  cached = resolveConfigSet(result);
  return cached;
}
