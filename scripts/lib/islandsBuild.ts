import { readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { islandLoaderSrc } from "../../src/render/islandLoader";
import { repoRoot } from "../../src/engine/projectPaths";
import { siteBlocksPlugin } from "../../src/engine/siteBlocks/viteSiteBlocks";
import { chakraExactMemo } from "../../src/theme/chakraMemoPlugin";
import { withProductionNodeEnv } from "./productionNodeEnv";

export interface IslandsBundle {
  /** URL of the bundled island loader ("/assets/client-AbC123.js"). */
  loader: string;
  /** URLs of the modules the loader imports statically (preloaded with it). */
  loaderImports: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Bundles the browser side of the site: the island loader (src/islands/client.ts) and, split from it, each
 * block's script or island code and the React + Chakra runtime that islands share. React Router's pre-render
 * writes the HTML; this is the only JavaScript the pages load. `configDir`: the site whose blocks' scripts join the
 * loader's map (by default the selected one, PAGES_CONFIG_DIR).
 */
export async function buildIslands(outDir: string, configDir?: string): Promise<IslandsBundle> {
  const entry = islandLoaderSrc.slice(1);
  // set for the build, as scripts/build.ts sets it for its process (`define` below only replaces
  // process.env.NODE_ENV in the code)
  await withProductionNodeEnv(() =>
    build({
      configFile: false,
      root: repoRoot,
      logLevel: "warn",
      publicDir: false,
      // what the browser gets, whatever NODE_ENV the process runs with: Vite follows it (a test runner's "test" gave
      // React's development build, three times larger, and the bundle is cached for every later build of this code)
      mode: "production",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      // Chakra's styles resolved in the browser as on the server (src/theme/chakraMemoPlugin.ts): an island's class
      // names come out the same whatever it rendered before
      // the site's own blocks' scripts join the loader's map (virtual:browser-needs), each its own chunk
      plugins: [chakraExactMemo(), siteBlocksPlugin(configDir === undefined ? undefined : () => configDir)],
      build: {
        outDir,
        emptyOutDir: false,
        assetsDir: "assets",
        manifest: ".islands-manifest.json",
        modulePreload: { polyfill: false },
        reportCompressedSize: false,
        rollupOptions: {
          input: path.join(repoRoot, entry),
          // Chakra builds its whole default theme (~70 component recipes) in module-level defineX() calls; declared
          // pure, the recipes the site's system does not use are left out (17 KB gzip less on every island page)
          treeshake: {
            manualPureFunctions: [
              "defineConfig",
              "defineRecipe",
              "defineSlotRecipe",
              "defineTokens",
              "defineSemanticTokens",
              "defineGlobalStyles",
              "defineTextStyles",
              "defineLayerStyles",
              "defineAnimationStyles",
              "defineKeyframes",
              "createAnatomy",
            ],
          },
          // libraries marked "use client" (for React Server Components) are bundled for the browser anyway
          onwarn: (warning, warn) => warning.code !== "MODULE_LEVEL_DIRECTIVE" && warn(warning),
        },
      },
    }),
  );
  const manifestFile = path.join(outDir, ".islands-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const loaderChunk = manifest[entry];
  if (!loaderChunk) throw new Error(`the islands build has no chunk for ${entry}`);
  return {
    loader: `/${loaderChunk.file}`,
    loaderImports: (loaderChunk.imports ?? []).map((key) => `/${manifest[key].file}`),
  };
}

/** The islands' browser code of a site's folder (the builder's, or a site's whose blocks have scripts) in `building`. */
export async function islandsInto(building: string, configDir: string): Promise<IslandsBundle> {
  const site = path.join(building, "site");
  const islands = await buildIslands(site, configDir);
  rmSync(path.join(site, ".islands-manifest.json"), { force: true });
  renameSync(path.join(site, "assets"), path.join(building, "assets"));
  rmSync(site, { recursive: true, force: true });
  return islands;
}
