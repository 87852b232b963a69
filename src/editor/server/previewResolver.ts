import { statSync } from "node:fs";
import { type ConfigFile, configFileAt, listConfigFiles, schemaFor } from "../../engine/configFiles.ts";
import { expandLists } from "../../engine/content/collectionLists.ts";
import { collectionsInLanguage } from "../../engine/content/collectionsInLanguage.ts";
import type { ContentCollections } from "../../engine/content/contentTypes.ts";
import { loadSiteCollections } from "../../engine/content/siteCollections.ts";
import { languageOfRoute, siteLanguagesOf, type SiteLanguages } from "../../engine/i18n/siteLanguages.ts";
import { resolveBlock, resolveContextOf } from "../../engine/resolve/resolveBlock.ts";
import { resolveConfigSet, type ResolvedConfigSet } from "../../engine/resolve/resolveConfigSet.ts";
import type { ResolvedBlock } from "../../engine/resolve/resolvedTypes.ts";
import type { SchemaStore } from "../../engine/schemaStore.ts";
import type { ResolvedSections } from "../../engine/sections/expandSections.ts";
import { siteSchemaStore, validConfigSet, type ConfigSet } from "../../engine/validateConfigDir.ts";
import type { Block } from "../../generated/config-types.ts";
import type { PreviewBlock, PreviewRequest, PreviewResponse } from "../shared/api.ts";
import { readText } from "./configFolder.ts";
import type { PreviewPictures } from "./previewPictures.ts";
import { previewSections, siteBandUses } from "./previewSections.ts";

/** How many blocks are kept for reuse (typing changes one block; the others come from here). */
const KEEP_BLOCKS = 2000;

interface Context {
  /** What the site settings and data were made from: file versions and unsaved drafts. */
  key: string;
  id: string;
  resolved: ResolvedConfigSet;
  /** The site's collections as the build reads them (where their pages are included), for lists taken from one. */
  content: ContentCollections;
  languages: SiteLanguages;
  /** The linked sections' blocks, resolved, by language: put into the uses of a page in that language. */
  sections: ReadonlyMap<string, ResolvedSections>;
  /** site.json as the settings were made from (its site-wide sections are not in the resolved settings). */
  siteValue: unknown;
}

/**
 * The preview's data, made by the build's own resolve step (src/engine/resolve): site settings through
 * resolveConfigSet, the site's collections read as the build reads them (loadSiteCollections: {item.url} is the
 * item's page), lists taken from them as the build takes them (expandLists, in the page's language), each block
 * through resolveBlock, so the renderers get exactly the props a build would give them. Unlike the build it works on unsaved, possibly invalid configs: a block
 * that cannot be resolved yet is answered with the reason, and site settings that cannot be are replaced
 * by the last ones that could.
 *
 * Typing changes one block, so each block is kept under an id by its text: the frame names unchanged blocks
 * by id and is answered "same" for them; only changed blocks are resolved and sent. A block's raster pictures go
 * through the build's picture step (`pictures`, see previewPictures.ts), so the preview shows the files it makes.
 */
export function createPreviewResolver(folders: { configDir: string; schemasDir: string }, pictures?: PreviewPictures) {
  let context: Context | undefined;
  let failed: { key: string; problem: string } | undefined;
  let byText = new Map<string, PreviewBlock>();
  let byId = new Map<string, { value: unknown; context: string }>();
  let serial = 0;

  const entryFor = (
    value: unknown,
    store: SchemaStore,
    current: Context,
    fresh: PreviewBlock[],
    route: string,
  ): PreviewBlock => {
    const language = languageOfRoute(route, current.languages);
    const text = `${language}\n${JSON.stringify(value)}`;
    let entry = byText.get(text);
    if (!entry) {
      const content = collectionsInLanguage(current.content, language, current.languages);
      const sections = current.sections.get(language) ?? new Map();
      entry = { id: `b${++serial}`, ...resolveOne(store, value, current.resolved, content, sections) };
      byText.set(text, entry);
      byId.set(entry.id, { value, context: current.id });
      fresh.push(entry);
    }
    return entry;
  };

  /** The new blocks' pictures made as the build makes them (one at a time: the build's encoder, one thread). */
  const withPictures = async (fresh: PreviewBlock[], site: Context["resolved"]["site"]) => {
    if (!pictures) return;
    for (const entry of fresh) {
      if (!("block" in entry)) continue;
      try {
        entry.block = await pictures.attach(entry.block, site);
      } catch {
        // a picture the step cannot make is shown as its file; its problem is said at its field
      }
    }
  };

  return async (request: PreviewRequest): Promise<PreviewResponse> => {
    // the site's own blocks (blocks/<type>/) are checked and previewed like the builder's
    const store = siteSchemaStore(folders.configDir, folders.schemasDir).store;
    const drafts = request.drafts ?? {};
    const shared = sharedFiles(folders.configDir);
    const key = JSON.stringify(shared.map((file) => [file.inside, version(file, drafts)]));
    if (context?.key !== key && failed?.key !== key) {
      try {
        const { resolved, siteValue } = resolveShared(
          store,
          shared.filter((f) => f.what.kind === "site"),
          drafts,
        );
        const languages = siteLanguagesOf(resolved.site);
        const read = (file: ConfigFile) => readText(file.absolute);
        const collections = shared.filter((f) => f.what.kind !== "section");
        const content = loadSiteCollections(collections, (file) => read(file) ?? "", store, languages);
        const sections = previewSections(
          store,
          shared,
          read,
          resolveContextOf(resolved.site, resolved.year),
          languages,
        );
        context = { key, id: `c${++serial}`, resolved, content: content.collections, languages, sections, siteValue };
        byText = new Map(); // blocks resolved with other site settings
        failed = undefined;
      } catch (error) {
        failed = {
          key,
          problem: `The site settings or data cannot be used yet (${(error as Error).message}): fix them in their forms.`,
        };
      }
    }
    const siteProblem = failed?.key === key ? failed.problem : undefined;
    const year = context?.resolved.year ?? new Date().getFullYear();
    if (!context) return { contextId: "none", year, siteProblem, blocks: [] };
    const current = context;
    if (byText.size > KEEP_BLOCKS) byText = new Map();
    if (byId.size > KEEP_BLOCKS) byId = new Map();

    const blocks: PreviewResponse["blocks"] = [];
    const fresh: PreviewBlock[] = [];
    const route = typeof request.route === "string" ? request.route : "/";
    for (const asked of request.blocks ?? []) {
      if ("value" in asked) {
        blocks.push(entryFor(asked.value, store, current, fresh, route));
        continue;
      }
      const known = byId.get(asked.same);
      if (!known) return { contextId: current.id, year, blocks: [], stale: true };
      blocks.push(
        known.context === current.id
          ? { id: asked.same, same: true }
          : entryFor(known.value, store, current, fresh, route),
      );
    }
    // site.json's site-wide sections around a page (a not-found page has all of them), as the build puts them
    const bands =
      request.bands === undefined
        ? undefined
        : siteBandUses(current.siteValue, request.bands === "page" ? route : undefined, current.languages);
    const band = (uses: Array<{ path: string; use: unknown }>) =>
      uses.map(({ path, use }) => ({ path, entry: entryFor(use, store, current, fresh, route) }));
    const around = bands && { afterHeader: band(bands.afterHeader), beforeFooter: band(bands.beforeFooter) };
    await withPictures(fresh, current.resolved.site);
    return {
      contextId: current.id,
      site: request.known === current.id ? undefined : current.resolved.site,
      year,
      siteProblem,
      blocks,
      ...(around ? { bands: around } : {}),
    };
  };
}

function resolveOne(
  store: SchemaStore,
  block: unknown,
  resolved: ResolvedConfigSet,
  content: ContentCollections,
  sections: ResolvedSections,
): { block: ResolvedBlock } | { type: string; problem: string } {
  try {
    // a list the block takes from a collection, taken as the build takes it
    const listed = expandLists(block, content);
    if (listed.issues.length > 0) throw new Error(listed.issues[0].message);
    // a template's {item.…} the item does not fill (an item page's block, made from the unsaved item): the build
    // stops on it, so it is said, not shown as text or asked for as a file ("/{item.image}")
    const unfilled = unfilledItemPlaceholder(listed.value);
    if (unfilled) throw new Error(`"${unfilled}" names a field the item does not have yet: fill it in the item's form`);
    return { block: resolveBlock(store, listed.value as Block, resolved.site, resolved.year, sections) };
  } catch (error) {
    const type = typeof block === "object" && block !== null ? String((block as { type?: unknown }).type) : "?";
    return { type, problem: `This block cannot be shown until its problems are fixed: ${(error as Error).message}.` };
  }
}

/**
 * site.json, the site's collections and the page templates (where each collection's pages are): what every page's
 * blocks are resolved with.
 */
function sharedFiles(configDir: string): ConfigFile[] {
  return [configFileAt(configDir, "site.json"), ...listConfigFiles(configDir).filter(isShared)];
}

// a linked section's file too: the pages that use it show its blocks
const isShared = (file: ConfigFile) =>
  file.what.kind.startsWith("collection-") || file.what.kind === "page-template" || file.what.kind === "section";

/** The first text of a value still holding an item placeholder ("{item.image}"), if any. */
export function unfilledItemPlaceholder(value: unknown): string | undefined {
  if (typeof value === "string") return /\{item(?:\.[A-Za-z0-9_-]+)+\}/.exec(value)?.[0];
  if (Array.isArray(value)) {
    for (const child of value) {
      const found = unfilledItemPlaceholder(child);
      if (found) return found;
    }
  } else if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) {
      const found = unfilledItemPlaceholder(child);
      if (found) return found;
    }
  }
  return undefined;
}

/** What a shared file's content depends on: its unsaved draft, or its size and time of change on disk. */
function version(file: ConfigFile, drafts: Record<string, unknown>): unknown {
  if (Object.hasOwn(drafts, file.inside)) return JSON.stringify(drafts[file.inside]);
  try {
    const stat = statSync(file.absolute);
    return [stat.size, stat.mtimeMs];
  } catch {
    return null;
  }
}

/** site.json resolved by resolveConfigSet, with the links its schema finds in it; and its value as read. */
function resolveShared(
  store: SchemaStore,
  shared: ConfigFile[],
  drafts: Record<string, unknown>,
): { resolved: ResolvedConfigSet; siteValue: unknown } {
  const files = shared.map((file) => {
    if (Object.hasOwn(drafts, file.inside)) return { file, value: drafts[file.inside] };
    const text = readText(file.absolute);
    if (text === undefined) throw new Error(`${file.inside} cannot be read`);
    return { file, value: JSON.parse(text) as unknown };
  });
  const site = files.find(({ file }) => file.what.kind === "site");
  if (!site) throw new Error("site.json is missing");
  const set: ConfigSet = {
    diagnostics: [],
    warnings: [],
    site: site.value,
    siteFile: site.file.inside,
    pages: [],
    notFound: [],
    content: {},
    linksByFile: {},
    fileCount: files.length,
  };
  for (const { file, value } of files) {
    set.linksByFile[file.inside] = store.linksIn(schemaFor(file.what)!, value);
  }
  const valid = validConfigSet(set);
  if (!valid) throw new Error("site.json cannot be read");
  return { resolved: resolveConfigSet(valid), siteValue: site.value };
}
