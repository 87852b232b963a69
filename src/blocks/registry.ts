import { createElement, lazy, type ComponentType } from "react";
import type { BlockOf, BlockType } from "../generated/config-types";

/** A block renderer: its props are exactly the block's generated type. */
export type BlockRenderer<T extends BlockType> = ComponentType<BlockOf<T>>;

export type LazyBlock<T extends BlockType> = BlockRenderer<T> & {
  /** Loads the renderer's code; once loaded, the block renders without suspending. */
  preload: () => Promise<unknown>;
};

/** Every block type must have a renderer whose props match its schema, or `tsc` fails here. */
export type BlockRegistry = { readonly [K in BlockType]: LazyBlock<K> };

/**
 * A code-split renderer. Preloaded (the build pre-loads every block; the browser preloads the page's
 * blocks before hydrating), it renders synchronously, so the pre-rendered HTML holds the block inline
 * and hydration never waits. Not preloaded (client-side navigation race), it falls back to React.lazy.
 */
function lazyBlock<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Block = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Block, { preload });
}

// Each renderer is its own chunk, so a page downloads only the blocks it uses.
export const blockRegistry = {
  "addon-grid": lazyBlock(() => import("./addon-grid/AddonGrid")),
  article: lazyBlock(() => import("./article/Article")),
  "calendar-embed": lazyBlock(() => import("./calendar-embed/CalendarEmbed")),
  "card-grid": lazyBlock(() => import("./card-grid/CardGrid")),
  "category-chips": lazyBlock(() => import("./category-chips/CategoryChips")),
  cta: lazyBlock(() => import("./cta/Cta")),
  "document-groups": lazyBlock(() => import("./document-groups/DocumentGroups")),
  "feature-grid": lazyBlock(() => import("./feature-grid/FeatureGrid")),
  form: lazyBlock(() => import("./form/Form")),
  hero: lazyBlock(() => import("./hero/Hero")),
  "integration-grid": lazyBlock(() => import("./integration-grid/IntegrationGrid")),
  "legal-text": lazyBlock(() => import("./legal-text/LegalText")),
  "logo-carousel": lazyBlock(() => import("./logo-carousel/LogoCarousel")),
  "not-found": lazyBlock(() => import("./not-found/NotFound")),
  "plan-grid": lazyBlock(() => import("./plan-grid/PlanGrid")),
  "press-list": lazyBlock(() => import("./press-list/PressList")),
  stats: lazyBlock(() => import("./stats/Stats")),
  steps: lazyBlock(() => import("./steps/Steps")),
  team: lazyBlock(() => import("./team/Team")),
  testimonials: lazyBlock(() => import("./testimonials/Testimonials")),
  video: lazyBlock(() => import("./video/Video")),
} satisfies BlockRegistry;

export function rendererFor(type: string): LazyBlock<BlockType> | undefined {
  return Object.hasOwn(blockRegistry, type) ? (blockRegistry[type as BlockType] as unknown as LazyBlock<BlockType>) : undefined;
}

/** Loads the code of every block a page uses (called before a client-side navigation renders). */
export function preloadBlocks(types: readonly string[]): Promise<unknown> {
  return Promise.all([...new Set(types)].map((type) => rendererFor(type)?.preload()));
}
