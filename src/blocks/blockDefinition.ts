import type { ComponentType } from "react";
import type { BlockType } from "../generated/config-types";
import type { ResolvedBlockOf } from "../engine/resolve/resolvedTypes";

/**
 * When a block's browser code starts: as the page loads, once the browser is idle, when scrolled near, or
 * only when the visitor first uses the block (focus, tap or key inside it).
 */
export type WakeUp = "load" | "idle" | "visible" | "interaction";

/**
 * A plain DOM module (no React) that brings a pre-rendered block to life: a count-up, a carousel, a video
 * poster. It gets the block's element (the one with data-block) and reads what it needs from data-* attributes.
 */
export type BlockScript = (element: HTMLElement) => void;

/** What a block needs in the browser. Leave it out for a static block: rendered at build time, no JavaScript. */
export type BrowserNeeds =
  /**
   * The block holds an island: its interactive part, `hydrate`, a component the block's renderer places with
   * <Island> (src/islands/Island.tsx). The rest of the block is static. The island is hydrated as its own React
   * root from the plain props it was given there, its Chakra styles turned into class names at build time
   * (src/islands/IslandClasses.tsx), so the browser needs React and the island's own code, no Chakra. `prepare`
   * is a plain script run as the page loads, long before the island wakes: it may fill the pre-rendered
   * fields (a draft, a value from the address), which the island then takes as its starting values.
   */
  | {
      island: WakeUp;
      hydrate: () => Promise<{ default: IslandComponent }>;
      prepare?: () => Promise<{ default: BlockScript }>;
    }
  /** A small plain script; the markup stays as pre-rendered. */
  | { script: WakeUp; module: () => Promise<{ default: BlockScript }> };

/** An island's component: a pure function of plain, JSON-safe props (they travel in the page as data-props). */
// never: any component fits here; <Island component={…} props={…}> checks the props where it is placed
export type IslandComponent = ComponentType<never>;

/**
 * What a block receives beyond its own fields, attached by the resolve step (src/engine/resolve): the site
 * facts (support addresses, webhooks) as `site` and the builder's words as `words`. The config never names them:
 * they follow from the block's type.
 */
export type { BlockData } from "../engine/blockData";

export interface BlockDefinition<T extends BlockType> {
  /** The renderer: a pure function of the resolved block (its generated type). */
  render: () => Promise<{ default: ComponentType<ResolvedBlockOf<T>> }>;
  browser?: BrowserNeeds;
  /** When only some blocks of this type need the browser: says which ("searchable" integration grids). */
  browserOnlyIf?: { when: (block: ResolvedBlockOf<T>) => boolean; description: string };
}

/** Every block type must be declared, with a renderer whose props match its schema, or `tsc` fails. */
export type BlockRegistry = { readonly [K in BlockType]: BlockDefinition<K> };

/** What the browser needs for one block on a page (undefined: nothing, it is static). */
export function browserNeedsOf<T extends BlockType>(
  definition: BlockDefinition<T>,
  block: ResolvedBlockOf<T>,
): BrowserNeeds | undefined {
  if (!definition.browser) return undefined;
  if (definition.browserOnlyIf && !definition.browserOnlyIf.when(block)) return undefined;
  return definition.browser;
}
