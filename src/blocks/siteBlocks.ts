import { siteBlocks } from "virtual:site-blocks";
import type { BlockType } from "../generated/config-types";
import type { BlockDefinition } from "./blockDefinition";

/**
 * The selected site's own block types (blocks/<type>/ of its folder), by type: their components, compiled with
 * the builder's code (src/engine/siteBlocks/viteSiteBlocks.ts). A site block is static: rendered at build time,
 * it ships no JavaScript.
 */
const byType: Readonly<Record<string, { render: () => Promise<{ default: unknown }>; file: string }>> = siteBlocks;

/** The site's block types, in name order (none for a site without blocks/). */
export const siteBlockTypes: readonly string[] = Object.keys(byType);

/** A site block's definition, as the registry gives a built-in one's, or undefined. */
export function siteBlockDefinitionOf(type: string): BlockDefinition<BlockType> | undefined {
  // its props are those of its own schema, which the builder's types do not know: checked by the validation
  return Object.hasOwn(byType, type) ? (byType[type] as unknown as BlockDefinition<BlockType>) : undefined;
}

/** The file of a site block's component, as messages show it, or undefined for a built-in type. */
export function siteBlockFileOf(type: string): string | undefined {
  return Object.hasOwn(byType, type) ? byType[type].file : undefined;
}
