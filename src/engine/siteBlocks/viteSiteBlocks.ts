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
    async resolveId(id, importer, options) {
      if (id === siteBlocksModule) return resolved;
      if (id === siteBlockKit) return path.join(repoRoot, "src/forSiteBlocks.ts");
      // a package a site block imports (react, @chakra-ui/react …) is the site's own when it installed it, else the
      // builder's: a site folder without node_modules (one beside the builder, or in a temporary folder) builds too
      if (!importer || !isBarePackage(id) || !importer.startsWith(path.join(configDir(), siteBlocksFolder) + path.sep))
        return undefined;
      const own = await this.resolve(id, importer, { ...options, skipSelf: true });
      return own ?? this.resolve(id, path.join(repoRoot, "src/forSiteBlocks.ts"), { ...options, skipSelf: true });
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

/** "react", "@chakra-ui/react", "lucide-react/icons": a package's name, not a path or a virtual module. */
function isBarePackage(id: string): boolean {
  return (
    !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0") && !id.includes(":") && !path.isAbsolute(id)
  );
}
