import path from "node:path";
import type { Plugin } from "vite";
import { repoRoot, schemasDir, selectedConfigDir } from "../projectPaths.ts";
import { schemaStore } from "../validateConfigDir.ts";
import { readSiteBlocks, siteBlocksFolder } from "./readSiteBlocks.ts";

/** The module naming a site's block components (src/blocks/siteBlocks.ts imports it). */
export const siteBlocksModule = "virtual:site-blocks";
/** What a site block imports from the builder (src/forSiteBlocks.ts, the package's "./blocks" export). */
export const siteBlockKit = "config-page-builder/blocks";

/**
 * A site's own block components (blocks/<type>/<Name>.tsx), compiled with the builder's code: `virtual:site-blocks`
 * maps each usable site block's type to an import() of its component, so the registry finds it like a built-in
 * one (a block with a problem is left out: the validation says what). With no blocks/ folder the map is empty and
 * nothing else changes. `config-page-builder/blocks` is the builder's own file wherever the site lies.
 */
export function siteBlocksPlugin(configDir: () => string = () => selectedConfigDir()): Plugin {
  const resolved = `\0${siteBlocksModule}`;
  return {
    name: "site-blocks",
    resolveId(id) {
      if (id === siteBlocksModule) return resolved;
      if (id === siteBlockKit) return path.join(repoRoot, "src/forSiteBlocks.ts");
      return undefined;
    },
    load(id) {
      if (id !== resolved) return undefined;
      const site = readSiteBlocks(configDir(), schemaStore(schemasDir).blockTypes());
      const entries = site.blocks.map((block) => {
        const file = path.relative(process.cwd(), block.componentFile).split(path.sep).join("/");
        const component = JSON.stringify(block.componentFile.split(path.sep).join("/"));
        return `  ${JSON.stringify(block.type)}: { render: () => import(${component}), file: ${JSON.stringify(file)} },`;
      });
      return `export const siteBlocks = {\n${entries.join("\n")}\n};\n`;
    },
    configureServer(server) {
      // a block added or removed: the map is made again and the open pages reload
      const folder = path.join(configDir(), siteBlocksFolder) + path.sep;
      const changed = (file: string) => {
        if (!file.startsWith(folder)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolved);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload", path: "*" });
      };
      server.watcher.add(folder);
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
    },
  };
}
