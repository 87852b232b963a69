import type { Block, SiteConfig } from "../../generated/config-types.ts";
import type { SchemaStore } from "../schemaStore.ts";
import { placeholderValues } from "./fillPlaceholders.ts";
import { resolveConfig, type ResolveContext } from "./resolveConfig.ts";
import { attachBlockDataToAll, type ResolvedBlock } from "./resolvedTypes.ts";
import { namedAddresses } from "../namedAddresses.ts";
import { expandSections, type ResolvedSections } from "../sections/expandSections.ts";

/**
 * One block resolved on its own, outside a page file (a schema example, a block being edited): its links are
 * found by validating it against its schema, then it is resolved exactly as the pages are.
 * `site` must itself be resolved (see resolveConfigSet). A linked section used in it (or in its slots) gets the
 * section's blocks from `sections`, resolved as resolveConfigSet resolves them, as a page gets them.
 */
export function resolveBlock(
  store: SchemaStore,
  block: Block,
  site: SiteConfig,
  year = new Date().getFullYear(),
  sections: ResolvedSections = new Map(),
): ResolvedBlock {
  const links = store.linksIn(`blocks/${block.type}.schema.json`, block);
  const resolved = resolveConfig(block, links, resolveContextOf(site, year));
  return attachBlockDataToAll(expandSections([resolved], sections), site)[0];
}

/** What a block's placeholders and named links are filled with. `site` must itself be resolved. */
export function resolveContextOf(site: SiteConfig, year: number): ResolveContext {
  return { placeholders: placeholderValues(site, year), siteLinks: namedAddresses(site.links) };
}
