import type { BlockType } from "../generated/config-types";
import type { BlockDefinition, BrowserNeeds } from "./blockDefinition";

/**
 * A site block's component (loaded when needed) and its file, as messages show it; its browser script, when it has
 * one (blocks/<type>/<type>.script.ts), so the page marks the block for the island loader.
 */
export interface SiteBlockEntry {
  render: () => Promise<{ default: unknown }>;
  /** Its component's file inside the site's folder ("blocks/price-list/PriceList.tsx"). */
  file: string;
  browser?: BrowserNeeds;
}

/**
 * The selected site's own block types (blocks/<type>/ of its folder), by type: their components, compiled with the
 * builder's code and registered by ./siteBlocksFromVite.ts, which the code that renders pages imports first
 * (src/entry.server.tsx, the editor's preview). None until then, and none for a site without blocks/. A site block
 * is static, rendered at build time, unless it has a script: that one's pages load it (src/islands/client.ts).
 */
let byType: Readonly<Record<string, SiteBlockEntry>> = {};

export function registerSiteBlocks(blocks: Readonly<Record<string, SiteBlockEntry>>): void {
  byType = blocks;
}

/** The site's block types, in name order (none for a site without blocks/). */
export function siteBlockTypes(): string[] {
  return Object.keys(byType);
}

/** A site block's definition, as the registry gives a built-in one's, or undefined. */
export function siteBlockDefinitionOf(type: string): BlockDefinition<BlockType> | undefined {
  // its props are those of its own schema, which the builder's types do not know: checked by the validation
  return Object.hasOwn(byType, type) ? (byType[type] as unknown as BlockDefinition<BlockType>) : undefined;
}

/** The file of a site block's component inside the site's folder, or undefined for a built-in type. */
export function siteBlockFileOf(type: string): string | undefined {
  return Object.hasOwn(byType, type) ? byType[type].file : undefined;
}

/** The block being rendered when it is a site block (set by BlockList as each block starts and ends). */
let rendering: BlockPlace | undefined;

/** Where a block is: its page file, its index in the page, and its path when it is nested in a slot. */
type BlockPlace = { type: string; index: number; file: string; path?: string };

/**
 * Notes which block the page's render is in (a server render goes depth first, one block after the other), so an
 * error thrown inside a site block's component can be told with its place: see siteBlockFailure.
 */
export function noteBlockRendering(place: BlockPlace | undefined): null {
  rendering = place && Object.hasOwn(byType, place.type) ? place : undefined;
  return null;
}

/** An error a site block's component threw while a page was rendered, told with the page, the place and the file. */
export class SiteBlockRenderError extends Error {
  constructor(place: BlockPlace, component: string, cause: unknown) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      `${place.file}: ${place.path ?? `blocks[${place.index}]`} ("${place.type}") ${siteBlockFailureWords} ${component}: ${why}`,
    );
    this.name = "SiteBlockRenderError";
    // said as it is, without a stack trace: the place in the site's files is what helps
    this.stack = this.message;
  }
}

/** The words every SiteBlockRenderError holds, by which the build tells one from other failures. */
export const siteBlockFailureWords = "failed to render, in its component";

let pending: SiteBlockRenderError | undefined;

/**
 * The error a render threw, told with the site block it was thrown in (if it was), or undefined. It is also kept
 * for takeSiteBlockFailure: React Router answers a render that threw by rendering its error page, whose request
 * handler then answers with this message instead. `shown` names a file of the site's folder as messages show it
 * (as its page's file is shown: from the folder the command was started in).
 */
export function siteBlockFailure(
  error: unknown,
  shown: (inSite: string) => string = (inSite) => inSite,
): SiteBlockRenderError | undefined {
  const place = rendering;
  rendering = undefined;
  pending = place ? new SiteBlockRenderError(place, shown(byType[place.type].file), error) : undefined;
  return pending;
}

/** The site block failure of the render that just threw (see siteBlockFailure), once. */
export function takeSiteBlockFailure(): SiteBlockRenderError | undefined {
  const failure = pending;
  pending = undefined;
  return failure;
}
