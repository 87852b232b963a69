import type { Block, SiteConfig } from "../../generated/config-types.ts";
import type { SchemaStore } from "../schemaStore.ts";
import { placeholderValues } from "./fillPlaceholders.ts";
import { resolveConfig } from "./resolveConfig.ts";
import { attachBlockDataToAll, type ResolvedBlock } from "./resolvedTypes.ts";
import { namedAddresses } from "../namedAddresses.ts";

/**
 * One block resolved on its own, outside a page file (a schema example, a block being edited): its links are
 * found by validating it against its schema, then it is resolved exactly as the pages are.
 * `site` must itself be resolved (see resolveConfigSet).
 */
export function resolveBlock(
  store: SchemaStore,
  block: Block,
  site: SiteConfig,
  year = new Date().getFullYear(),
): ResolvedBlock {
  const links = store.linksIn(`blocks/${block.type}.schema.json`, block);
  const resolved = resolveConfig(block, links, {
    placeholders: placeholderValues(site, year),
    siteLinks: namedAddresses(site.links),
  });
  return attachBlockDataToAll([resolved], site)[0];
}
