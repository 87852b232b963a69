import { type ConfigFile, listConfigFiles, schemaFor } from "../../engine/configFiles.ts";
import { resolveBlock } from "../../engine/resolve/resolveBlock.ts";
import { resolveConfigSet, type ResolvedConfigSet } from "../../engine/resolve/resolveConfigSet.ts";
import type { ResolvedBlock } from "../../engine/resolve/resolvedTypes.ts";
import type { SchemaStore } from "../../engine/schemaStore.ts";
import { schemaStore, type ConfigSet } from "../../engine/validateConfigDir.ts";
import type { Block, PageConfig, SiteConfig } from "../../generated/config-types.ts";
import type { PreviewBlock, PreviewRequest, PreviewResponse } from "../shared/api.ts";
import { readText } from "./configFolder.ts";

/** How many resolved blocks are kept for reuse (typing changes one block; the others come from here). */
const KEEP_BLOCKS = 2000;

/**
 * The preview's data, made by the build's own resolve step (src/engine/resolve): site settings and data
 * collections through resolveConfigSet, each block through resolveBlock, so the renderers get exactly the
 * props a build would give them. Unlike the build it works on unsaved, possibly invalid configs: a block
 * that cannot be resolved yet is answered with the reason, and site settings that cannot be are replaced
 * by the last ones that could. Resolved blocks are kept by their text, so typing in one block resolves one.
 */
export function createPreviewResolver(folders: { configDir: string; schemasDir: string }) {
  let context: { key: string; id: string; resolved: ResolvedConfigSet } | undefined;
  let failed: { key: string; problem: string } | undefined;
  let blocks = new Map<string, PreviewBlock>();
  let serial = 0;

  return (request: PreviewRequest): PreviewResponse => {
    const store = schemaStore(folders.schemasDir);
    const drafts = request.drafts ?? {};
    const shared = listConfigFiles(folders.configDir)
      .filter((file) => file.what.kind === "site" || file.what.kind === "data")
      .map((file) => ({ file, text: Object.hasOwn(drafts, file.inside) ? JSON.stringify(drafts[file.inside]) : readText(file.absolute) }));
    const key = JSON.stringify(shared.map(({ file, text }) => [file.inside, text]));
    if (context?.key !== key && failed?.key !== key) {
      try {
        context = { key, id: `c${++serial}`, resolved: resolveShared(store, shared) };
        blocks = new Map();
        failed = undefined;
      } catch (error) {
        failed = { key, problem: `the site settings or data cannot be used yet (${(error as Error).message}); fix them in their forms.` };
      }
    }
    const siteProblem = failed?.key === key ? failed.problem : undefined;
    if (!context) return { contextId: "none", year: new Date().getFullYear(), siteProblem, blocks: [] };
    const { resolved } = context;
    if (blocks.size > KEEP_BLOCKS) blocks = new Map();
    return {
      contextId: context.id,
      site: resolved.site,
      year: resolved.year,
      siteProblem,
      blocks: (request.blocks ?? []).map((block) => {
        const text = JSON.stringify(block);
        let entry = blocks.get(text);
        if (!entry) {
          entry = { id: `${context!.id}b${++serial}`, ...resolveOne(store, block, resolved) };
          blocks.set(text, entry);
        }
        return entry;
      }),
    };
  };
}

function resolveOne(store: SchemaStore, block: unknown, resolved: ResolvedConfigSet): { block: ResolvedBlock } | { type: string; problem: string } {
  try {
    return { block: resolveBlock(store, block as Block, resolved.site, resolved.collections, resolved.year) };
  } catch (error) {
    const type = typeof block === "object" && block !== null ? String((block as { type?: unknown }).type) : "?";
    return { type, problem: `This block cannot be shown until its problems are fixed: ${(error as Error).message}.` };
  }
}

/** site.json and the data files resolved by resolveConfigSet, with the links their schemas find in them. */
function resolveShared(store: SchemaStore, shared: Array<{ file: ConfigFile; text: string | undefined }>): ResolvedConfigSet {
  const files = shared.map(({ file, text }) => {
    if (text === undefined) throw new Error(`${file.inside} cannot be read`);
    return { file, value: JSON.parse(text) as unknown };
  });
  const site = files.find(({ file }) => file.what.kind === "site");
  if (!site) throw new Error("site.json is missing");
  const set: ConfigSet<SiteConfig, PageConfig> = {
    diagnostics: [],
    site: site.value as SiteConfig,
    siteFile: site.file.inside,
    pages: [],
    notFound: [],
    collections: {},
    collectionFiles: {},
    linksByFile: {},
    fileCount: files.length,
  };
  for (const { file, value } of files) {
    set.linksByFile[file.inside] = store.linksIn(schemaFor(file.what)!, value);
    if (file.what.kind !== "data") continue;
    set.collections[file.what.collection] = isRecord(value) ? value.items : undefined;
    set.collectionFiles[file.what.collection] = file.inside;
  }
  return resolveConfigSet(set);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
