import { type SharedModuleName, sharedModulesKey } from "./sharedModules";
import { registerSiteBlocks, type SiteBlockEntry } from "./siteBlocks";

/** The builder's own modules a site block may import, loaded only for a site that has blocks of its own. */
const loaders: Record<SharedModuleName, () => Promise<object>> = {
  react: () => import("react"),
  "react/jsx-runtime": () => import("react/jsx-runtime"),
  "react-dom": () => import("react-dom"),
  // Chakra's root entry but its default system (src/engine/siteBlocks/viteSiteBlocks.ts)
  "@chakra-ui/react": () => import("virtual:chakra-for-site-blocks"),
  "@emotion/react": () => import("@emotion/react"),
  "config-page-builder/blocks": () => import("../forSiteBlocks"),
};

/**
 * Loads a site's block bundle (scripts/lib/build/siteBlockBundle.ts) into a render thread and registers its blocks:
 * the table of the builder's modules it reads its shared imports from is filled first (./sharedModules.ts).
 */
export async function loadSiteBlocks(bundleUrl: string): Promise<void> {
  const table: Record<string, object> = {};
  for (const [name, load] of Object.entries(loaders)) table[name] = asCommonJs(await load());
  (globalThis as Record<symbol, unknown>)[Symbol.for(sharedModulesKey)] = table;
  const bundle = (await import(/* @vite-ignore */ bundleUrl)) as { siteBlocks: Record<string, SiteBlockEntry> };
  registerSiteBlocks(bundle.siteBlocks);
}

/**
 * A module as the site's bundle reads it: a CommonJS exports object marked `__esModule`, so a default import gets
 * the module's default and a named one its export. A package written as CommonJS (React) comes as a namespace whose
 * default holds its exports: those are its names too.
 */
function asCommonJs(namespace: object): object {
  const fallback = (namespace as { default?: unknown }).default;
  const fromDefault = typeof fallback === "object" && fallback !== null ? fallback : {};
  return { ...fromDefault, ...namespace, __esModule: true };
}
