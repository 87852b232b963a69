import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { repoRoot, schemasDir, shownPath } from "../../../src/engine/projectPaths";
import { schemaStore } from "../../../src/engine/validateConfigDir";
import { readSiteBlocks, siteBlocksFolder } from "../../../src/engine/siteBlocks/readSiteBlocks";
import { isBarePackage, isInside, siteBlocksSource } from "../../../src/engine/siteBlocks/viteSiteBlocks";
import { sharedModuleNames, sharedModulesKey } from "../../../src/blocks/sharedModules";
import { withProductionNodeEnv } from "../productionNodeEnv";

/** The file a site block bundle is written as, in its folder (with its source map beside it). */
export const siteBlockBundleFile = "siteBlocks.mjs";

const entryId = "virtual:site-block-bundle";
const sharedPrefix = "\0shared-with-builder:";

/**
 * A site's own blocks (blocks/<type>/), compiled apart from the builder's code into one module for the build's
 * render threads: the map of `virtual:site-blocks` (each type's component, its file, its browser needs) and
 * everything their code imports, but the modules shared with the builder (src/blocks/sharedModules.ts), which it
 * reads from the table the thread fills (src/blocks/siteBlockModules.ts). So a site with blocks of its own renders
 * with the builder's code bundle as it is (the package's prebuilt one), and a block edited costs this bundle
 * only (a second or two), not the builder's code again. With a source map: a component that throws is told at its
 * line. Returns the bundle's file.
 */
export async function bundleSiteBlocks(configDir: string, outDir: string): Promise<string> {
  const { build } = await import("vite");
  const { blocks } = readSiteBlocks(configDir, schemaStore(schemasDir).blockTypes());
  const shared = new Set<string>(sharedModuleNames);
  const blocksDir = path.join(path.resolve(configDir), siteBlocksFolder);
  const plugin: Plugin = {
    name: "site-block-bundle",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (id === entryId) return `\0${entryId}`;
      if (shared.has(id)) return `${sharedPrefix}${id}`;
      const whole = partOfShared(id);
      if (whole)
        this.error(
          `${importer ? `${shownPath(importer)} imports` : "an import of"} "${id}": import "${whole}" itself. A site's blocks share it with the builder, so it has the site's theme; a part of it imported by another name would be a second copy, without it.`,
        );
      // a package a site block imports is the site's own when it installed it, else the builder's (as in the dev
      // server: src/engine/siteBlocks/viteSiteBlocks.ts)
      if (!importer || !isBarePackage(id) || !isInside(importer, blocksDir)) return undefined;
      const own = await this.resolve(id, importer, { ...options, skipSelf: true });
      return own ?? this.resolve(id, path.join(repoRoot, "src/forSiteBlocks.ts"), { ...options, skipSelf: true });
    },
    load(id) {
      if (id === `\0${entryId}`) return siteBlocksSource(blocks, configDir);
      if (id.startsWith(sharedPrefix)) return sharedModuleSource(id.slice(sharedPrefix.length));
      return undefined;
    },
  };
  try {
    await withProductionNodeEnv(() =>
      build({
        configFile: false,
        root: repoRoot,
        logLevel: "silent",
        publicDir: false,
        mode: "production",
        plugins: [plugin],
        ssr: { noExternal: true, target: "node" },
        build: {
          ssr: true,
          outDir,
          emptyOutDir: false,
          sourcemap: true,
          target: "node20",
          minify: false,
          reportCompressedSize: false,
          rollupOptions: {
            input: entryId,
            output: { format: "es", entryFileNames: siteBlockBundleFile, codeSplitting: false },
          },
        },
      }),
    );
  } catch (error) {
    throw new SiteBlockBundleError(error);
  }
  const file = path.join(outDir, siteBlockBundleFile);
  if (!existsSync(file)) throw new SiteBlockBundleError(new Error(`no ${siteBlockBundleFile} was written`));
  return file;
}

/**
 * The shared package `id` is a part of (`@chakra-ui/react/box`), where such a part would be a second copy of what
 * it shares: Chakra's and emotion's contexts (the site's theme, the page's styles). Undefined for anything else.
 */
function partOfShared(id: string): string | undefined {
  return ["@chakra-ui/react", "@emotion/react"].find((name) => id.startsWith(`${name}/`));
}

/**
 * A module the site's blocks share with the builder, as the bundle reads it: the builder's own, from the table the
 * render thread fills before it loads the bundle (written as CommonJS, so each named import is looked up in it).
 */
function sharedModuleSource(name: string): string {
  return [
    `const table = globalThis[Symbol.for(${JSON.stringify(sharedModulesKey)})];`,
    `if (!table || !(${JSON.stringify(name)} in table))`,
    `  throw new Error(${JSON.stringify(`the site's block bundle was loaded without the builder's "${name}" (src/blocks/siteBlockModules.ts loads it)`)});`,
    `module.exports = table[${JSON.stringify(name)}];`,
    ``,
  ].join("\n");
}

/** Why the site's blocks could not be bundled, in the bundler's words (its file, line and column when it says them). */
export class SiteBlockBundleError extends Error {
  constructor(cause: unknown) {
    const error = cause as { message?: string; loc?: { file?: string; line?: number; column?: number }; id?: string };
    const where = error.loc?.file ?? error.id;
    const at = where ? `${where}${error.loc?.line ? `:${error.loc.line}:${error.loc.column ?? 0}` : ""}: ` : "";
    super(`the site's blocks could not be bundled: ${at}${error.message ?? String(cause)}`);
    this.name = "SiteBlockBundleError";
  }
}
