import type { BlockType } from "../generated/config-types";
import type { BlockDefinition, BrowserNeeds } from "./blockDefinition";
import { siteBlockFrame } from "./siteBlockFrame";

/**
 * A site block's component (loaded when needed) and its file, as messages show it; its browser script, when it has
 * one (blocks/<type>/<type>.script.ts), so the page marks the block for the island loader.
 */
export interface SiteBlockEntry {
  render: () => Promise<{ default: unknown }>;
  /** The component's file in the site's folder: "blocks/price-list/PriceList.tsx". */
  file: string;
  browser?: BrowserNeeds;
}

/**
 * The selected site's own block types (blocks/<type>/ of its folder), by type: their components, registered by
 * ./siteBlocksFromVite.ts where Vite compiles them with the builder's code (the dev server, the editor's preview), and
 * by ./siteBlockModules.ts in a build's render threads, from their bundle made apart. None until then, and none for
 * a site without blocks/. A site block
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

/** The block being rendered when it is a site block (set by BlockList as each block starts and ends). */
let rendering: BlockPlace | undefined;

/**
 * Where a block is: its file (its page's, or the linked section's it is written in), its index there, its path when
 * it is nested in a slot, and the page it is shown on when the file is a section's.
 */
type BlockPlace = { type: string; index: number; file: string; path?: string; shownOn?: string };

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
  /** The site block's type. */
  readonly blockType: string;

  /** `component`: the component's file as messages show it; `at`: where in the block's files it threw, so shown. */
  constructor(
    place: BlockPlace,
    component: string,
    cause: unknown,
    at?: { file: string; line: number; column: number },
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    const where = !at
      ? component
      : at.file === component
        ? `${component}:${at.line}:${at.column}`
        : `${component} (at ${at.file}:${at.line}:${at.column})`;
    super(
      `${place.file}: ${place.path ?? `blocks[${place.index}]`} ("${place.type}")${place.shownOn ? `, shown on ${place.shownOn},` : ""} ${siteBlockFailureWords} ${where}: ${why}`,
    );
    this.name = "SiteBlockRenderError";
    this.blockType = place.type;
    // said as it is, without a stack trace: the place in the site's files is what helps
    this.stack = this.message;
  }
}

/** The words every SiteBlockRenderError holds, by which the build tells one from other failures. */
export const siteBlockFailureWords = "failed to render, in its component";

let pending: SiteBlockRenderError | undefined;

/**
 * The error a render threw, told with the site block it was thrown in (if it was), or undefined; `shown` names the
 * component's file (its place in the site's folder) as messages show files. It is also kept for
 * takeSiteBlockFailure: React Router answers a render that threw by rendering its error page, whose request handler
 * then answers with this message instead. `mapped`: the error's stack names the sources (see siteBlockFrame), so the
 * line it was thrown at is told too.
 */
export function siteBlockFailure(
  error: unknown,
  shown: (fileInSite: string) => string = (file) => file,
  mapped = false,
): SiteBlockRenderError | undefined {
  const place = rendering;
  rendering = undefined;
  if (!place) return (pending = undefined);
  const file = byType[place.type].file;
  const at = mapped ? siteBlockFrame(error, file) : undefined;
  pending = new SiteBlockRenderError(place, shown(file), error, at && { ...at, file: shown(at.file) });
  return pending;
}

/** The site block failure of the render that just threw (see siteBlockFailure), once. */
export function takeSiteBlockFailure(): SiteBlockRenderError | undefined {
  const failure = pending;
  pending = undefined;
  return failure;
}
