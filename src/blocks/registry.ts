import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { BlockOf, BlockType } from "../generated/config-types";

/** A block renderer: its props are exactly the block's generated type. */
export type BlockRenderer<T extends BlockType> = ComponentType<BlockOf<T>>;

export type LazyBlock<T extends BlockType> = LazyExoticComponent<BlockRenderer<T>> & {
  /** Starts loading the renderer's code before it is rendered (used on client-side navigation). */
  preload: () => Promise<unknown>;
};

/** Every block type must have a renderer whose props match its schema, or `tsc` fails here. */
export type BlockRegistry = { readonly [K in BlockType]: LazyBlock<K> };

function lazyBlock<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  const component = lazy(load) as LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };
  component.preload = load;
  return component;
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
