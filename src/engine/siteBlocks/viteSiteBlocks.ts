import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { isPathWithin, repoRoot, schemasDir, selectedConfigDir, shownPath } from "../projectPaths.ts";
import { schemaStore } from "../validateConfigDir.ts";
import { readSiteBlocks, siteBlocksFolder, type SiteBlock, type SiteBlocks } from "./readSiteBlocks.ts";

/** The module naming a site's block components (src/blocks/siteBlocks.ts imports it). */
export const siteBlocksModule = "virtual:site-blocks";
/**
 * The island loader's map of what each block type needs in the browser (src/islands/client.ts imports it): the
 * builder's own (src/blocks/browserNeeds.ts), and the scripts of the site's blocks that have one.
 */
export const browserNeedsModule = "virtual:browser-needs";
/**
 * Chakra's root entry as a site's blocks get it (src/blocks/siteBlockModules.ts): every name but `defaultSystem`,
 * which Chakra makes when its module is loaded (a block's components take the site's own system from the page,
 * src/theme/system.ts). Imported by name through this module of its own, all of Chakra is a chunk a render thread
 * loads only for a site with blocks of its own: imported as the root entry itself, the bundler put it among the
 * chunks every render thread of every site loads (their start took 184 ms instead of 89).
 */
export const chakraForSiteBlocksModule = "virtual:chakra-for-site-blocks";
/** What a site block imports from the builder (src/forSiteBlocks.ts, the package's "./blocks" export). */
export const siteBlockKit = "config-page-builder/blocks";

/**
 * A site's own block components (blocks/<type>/<Name>.tsx), compiled with the builder's code: `virtual:site-blocks`
 * maps each usable site block's type to an import() of its component, so the registry finds it like a built-in
 * one (a block with a problem is left out: the validation says what). With no blocks/ folder the map is empty and
 * nothing else changes. `config-page-builder/blocks` is the builder's own file wherever the site lies.
 * `virtual:browser-needs` gives the island loader (src/islands/client.ts, in the dev server and the islands build:
 * scripts/lib/islandsBuild.ts) the site blocks' scripts (blocks/<type>/<type>.script.ts) beside the builder's.
 */
export function siteBlocksPlugin(configDir: () => string = () => selectedConfigDir()): Plugin {
  const resolved = `\0${siteBlocksModule}`;
  const resolvedBrowserNeeds = `\0${browserNeedsModule}`;
  const resolvedChakra = `\0${chakraForSiteBlocksModule}`;
  const site = () => settledSiteBlocks(() => readSiteBlocks(configDir(), schemaStore(schemasDir).blockTypes()));
  return {
    name: "site-blocks",
    async resolveId(id, importer, options) {
      if (id === siteBlocksModule) return resolved;
      if (id === browserNeedsModule) return resolvedBrowserNeeds;
      if (id === chakraForSiteBlocksModule) return resolvedChakra;
      if (id === siteBlockKit) return path.join(repoRoot, "src/forSiteBlocks.ts");
      // a package a site block imports (react, @chakra-ui/react …) is the site's own when it installed it, else the
      // builder's: a site folder without node_modules (one beside the builder, or in a temporary folder) builds too
      if (!importer || !isBarePackage(id) || !isInside(importer, path.join(configDir(), siteBlocksFolder)))
        return undefined;
      const own = await this.resolve(id, importer, { ...options, skipSelf: true });
      return own ?? this.resolve(id, path.join(repoRoot, "src/forSiteBlocks.ts"), { ...options, skipSelf: true });
    },
    async load(id) {
      if (id === resolvedBrowserNeeds) return browserNeedsSource((await site()).blocks);
      if (id === resolvedChakra) return chakraForSiteBlocksSource(chakraRootExports());
      if (id !== resolved) return undefined;
      return siteBlocksSource((await site()).blocks, configDir());
    },
    configureServer(server) {
      // a block added, removed or saved: the map is made again and the open pages reload. A save counts too: the map
      // reads each component (its default export) and leaves out a block it cannot use, so a map made while a save
      // was half-written (the file emptied, its text not yet written) left the block out, "unknown", until the next
      // file was added or removed; the save's next event now makes it again
      const folder = path.join(configDir(), siteBlocksFolder);
      const changed = (file: string) => {
        // blocks/.schemas/ is what `types` writes for the site's editor: nothing the map is made from
        if (!isInside(file, folder) || isInside(file, path.join(folder, ".schemas"))) return;
        for (const environment of Object.values(server.environments)) {
          for (const id of [resolved, resolvedBrowserNeeds]) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload", path: "*" });
      };
      server.watcher.add(folder);
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
      // a script's wakeUp is read from its text too: a changed script may start at another moment
      server.watcher.on("change", changed);
    },
    // The site's own code saved (a block's component, a file it imports): Vite has the server's modules of it loaded
    // again for the next render; the open pages reload to show it, as for a saved config. (The pages' HTML is made
    // on the server: the browser has no module of it to update.)
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== "ssr" || modules.length === 0) return;
      if (!isInside(file, configDir())) return;
      server.environments.client.hot.send({ type: "full-reload", path: "*" });
    },
  };
}

/**
 * The site's blocks as read once no file of blocks/ is being written: a block is left out for a problem of its own
 * (its component read while a save had emptied it has no default export), and the map made then would keep it out,
 * "unknown" on its pages. While some block is left out, blocks/ is read again a moment later, until two reads agree
 * (at most five): a block that is really wrong costs one short wait, a save under way is read whole.
 */
export async function settledSiteBlocks(
  read: () => SiteBlocks,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<SiteBlocks> {
  let found = read();
  for (let tries = 0; found.refused.length > 0 && tries < 5; tries++) {
    await wait(150);
    const again = read();
    if (again.hash === found.hash) return again;
    found = again;
  }
  return found;
}

/** `virtual:chakra-for-site-blocks`: Chakra's root entry but its default system (see chakraForSiteBlocksModule). */
export function chakraForSiteBlocksSource(rootNames: readonly string[]): string {
  const names = rootNames.filter((name) => name !== "defaultSystem");
  return `export {\n${names.map((name) => `  ${name},`).join("\n")}\n} from "@chakra-ui/react";\n`;
}

/** The names Chakra's root entry (its ES module) exports: each written `export { a, b as c } from "…";`. */
function chakraRootExports(): string[] {
  const manifest = createRequire(import.meta.url).resolve("@chakra-ui/react/package.json");
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as {
    exports: { ".": { import: { default: string } } };
  };
  const root = readFileSync(path.join(path.dirname(manifest), exports["."].import.default), "utf8");
  const names = [...root.matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, list]) =>
    list
      .split(",")
      .map((entry) =>
        entry
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
  if (!names.includes("Box") || !names.includes("defaultSystem"))
    throw new Error(
      `Chakra's root entry no longer reads as src/engine/siteBlocks/viteSiteBlocks.ts expects: update it`,
    );
  return names;
}

/**
 * The module mapping each usable site block's type to an import() of its component (`virtual:site-blocks` in Vite,
 * the entry of the build's site block bundle: scripts/lib/build/siteBlockBundle.ts).
 */
export function siteBlocksSource(blocks: readonly SiteBlock[], configDir: string): string {
  const entries = blocks.map((block) => {
    // its file inside the site's folder: where a message names it, it is shown from the folder the command was
    // started in (src/entry.server.tsx); this module is compiled in the builder's folder, and the build keeps it
    const file = shownPath(block.componentFile, configDir);
    const component = JSON.stringify(block.componentFile.split(path.sep).join("/"));
    const browser = block.script ? `, browser: ${scriptNeeds(block)}` : "";
    return `  ${JSON.stringify(block.type)}: { render: () => import(${component}), file: ${JSON.stringify(file)}${browser} },`;
  });
  return `export const siteBlocks = {\n${entries.join("\n")}\n};\n`;
}

/** A site block's browser needs, as src/blocks/browserNeeds.ts writes a built-in block's: `{ script, module }`. */
function scriptNeeds(block: SiteBlock): string {
  const file = JSON.stringify(block.script!.file.split(path.sep).join("/"));
  const when = JSON.stringify(block.script!.wakeUp);
  if (block.script!.kind === "island") return `{ island: ${when}, hydrate: () => import(${file}) }`;
  return `{ script: ${when}, module: () => import(${file}) }`;
}

/**
 * The loader's map: the builder's own, unchanged for a site whose blocks have no script (the loader's bundle is then
 * exactly the builder's), else the builder's and, for the other types, the site's scripts.
 */
export function browserNeedsSource(blocks: readonly SiteBlock[]): string {
  const builtIn = JSON.stringify(path.join(repoRoot, "src/blocks/browserNeeds.ts").split(path.sep).join("/"));
  const scripts = blocks.filter((block) => block.script);
  if (scripts.length === 0) return `export { browserNeedsOf } from ${builtIn};\n`;
  const entries = scripts.map((block) => `  ${JSON.stringify(block.type)}: ${scriptNeeds(block)},`);
  return [
    `import { browserNeedsOf as builtInNeedsOf } from ${builtIn};`,
    `const site = {\n${entries.join("\n")}\n};`,
    `export function browserNeedsOf(type) {`,
    `  return builtInNeedsOf(type) ?? (Object.hasOwn(site, type) ? site[type] : undefined);`,
    `}`,
    ``,
  ].join("\n");
}

/**
 * Whether `file` lies in `folder`, also when the folder's path goes through a symbolic link (macOS's /tmp, a linked
 * project folder): Vite names a module by its real path, the watcher by the path it was given.
 */
export function isInside(file: string, folder: string): boolean {
  const within = (dir: string | undefined) => dir !== undefined && isPathWithin(file, path.resolve(dir));
  return within(folder) || within(realFolder(folder));
}

/** A folder's real path (asked for every package a module imports: looked up once), undefined while it is missing. */
function realFolder(folder: string): string | undefined {
  if (!realFolders.has(folder)) {
    try {
      realFolders.set(folder, realpathSync(folder));
    } catch {
      return undefined; // no such folder yet
    }
  }
  return realFolders.get(folder);
}
const realFolders = new Map<string, string>();

/** "react", "@chakra-ui/react", "lucide-react/icons": a package's name, not a path or a virtual module. */
export function isBarePackage(id: string): boolean {
  return (
    !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0") && !id.includes(":") && !path.isAbsolute(id)
  );
}
