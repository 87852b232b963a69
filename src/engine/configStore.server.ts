import { type BrokenConfig, setAsideBrokenConfigs } from "./brokenConfigs.ts";
import { listConfigFiles } from "./configFiles.ts";
import { ConfigError } from "./diagnostic.ts";
import { schemasDir, selectedConfigDir, sitePublicDir, workingDir } from "./projectPaths.ts";
import { resolveConfigSet, type ResolvedConfigSet } from "./resolve/resolveConfigSet.ts";
import { validateConfigDir, validConfigSet } from "./validateConfigDir.ts";

export interface LoadedSite extends ResolvedConfigSet {
  /**
   * Dev server only: page and not-found configs with problems, left out of `pages` and `notFound`. Each breaks
   * only its own addresses (src/render/pageForUrl.server.ts); the other pages render with a notice naming them.
   */
  broken: BrokenConfig[];
}

let cached: LoadedSite | undefined;

/**
 * Hands the render a site validated and resolved elsewhere: `npm run build` validates once, then gives each of its
 * render threads the result (scripts/lib/build/renderWorker.ts), which loadSite then returns in a build.
 */
export function provideResolvedSite(site: ResolvedConfigSet): void {
  cached = { ...site, broken: [] };
}

/**
 * The site's configs, validated and resolved (placeholders filled, links final, collection items attached).
 * Cached in builds; read fresh on every call in dev. Throws a ConfigError carrying the CLI's messages when any
 * config is invalid in a build, and in dev when the problem is in a file every page uses (site.json, a data
 * file, a misplaced file); in dev, invalid page and not-found configs are set aside in `broken` instead.
 */
export function loadSite(): LoadedSite {
  const production = process.env.NODE_ENV === "production";
  if (cached && production) return cached;
  const configs = selectedConfigDir();
  const result = validateConfigDir(configs, schemasDir, workingDir(), { publicDir: sitePublicDir(configs) });
  const valid = validConfigSet(result);
  if (valid)
    return (cached = { ...resolveConfigSet(valid, new Date(), { publicDir: sitePublicDir(configs) }), broken: [] });
  const partial = production ? undefined : setAsideBrokenConfigs(result, listConfigFiles(configs));
  const rest = partial && validConfigSet(partial.set);
  if (!partial || !rest) throw new ConfigError(result.diagnostics);
  return { ...resolveConfigSet(rest, new Date(), { publicDir: sitePublicDir(configs) }), broken: partial.broken };
}
