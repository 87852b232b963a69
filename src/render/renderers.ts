import type { ComponentType } from "react";
import type { IslandComponent } from "../blocks/blockDefinition";
import { allBlockTypes, definitionOf } from "../blocks/registry";
import type { ResolvedBlock } from "../engine/resolve/resolvedTypes";

const loaded = new Map<string, ComponentType<ResolvedBlock>>();

/** Loads a block type's renderer (once); afterwards rendererOf() returns it synchronously. */
export async function loadRenderer(type: string): Promise<ComponentType<ResolvedBlock> | undefined> {
  const definition = definitionOf(type);
  if (!definition) return undefined;
  const known = loaded.get(type);
  if (known) return known;
  const module = await definition.render();
  // the registry's type ties each type to its own props; here the block at hand is of that type
  const component = module.default as ComponentType<ResolvedBlock>;
  loaded.set(type, component);
  return component;
}

/** A block type whose code could not be loaded (a site block's component that does not compile), and why. */
export interface RendererFailure {
  type: string;
  error: unknown;
}

const failed = new Map<string, unknown>();

/**
 * Loads every renderer: the pre-render never suspends, so each page's HTML holds every block inline
 * (a suspended block would be streamed in a hidden segment revealed by script). A type whose code cannot be loaded
 * does not stop the others: it is returned, and rendererOf throws a BlockCodeFailure for it, so only the pages
 * that use it fail (src/entry.server.tsx shows why, at its file, line and column).
 */
export async function loadAllRenderers(): Promise<RendererFailure[]> {
  const loadings = allBlockTypes().map(async (type): Promise<RendererFailure | undefined> => {
    try {
      await Promise.all([loadRenderer(type), loadIslandComponent(type)]);
      failed.delete(type);
      return undefined;
    } catch (error) {
      failed.set(type, error);
      return { type, error };
    }
  });
  return (await Promise.all(loadings)).filter((failure) => failure !== undefined);
}

/** What rendererOf throws for a block type whose code could not be loaded (see loadAllRenderers). */
export class BlockCodeFailure extends Error {
  constructor(
    readonly type: string,
    readonly error: unknown,
  ) {
    super(`the code of the block "${type}" could not be loaded`);
    this.name = "BlockCodeFailure";
  }
}

const islandComponents = new Map<string, IslandComponent>();

/** Loads the island component a block type declares (browser.hydrate), once. */
async function loadIslandComponent(type: string): Promise<void> {
  const browser = definitionOf(type)?.browser;
  if (!browser || !("island" in browser) || islandComponents.has(type)) return;
  islandComponents.set(type, (await browser.hydrate()).default);
}

/** The island component a block type declares (loaded by loadAllRenderers), or undefined if it declares none. */
export function islandComponentOf(type: string): IslandComponent | undefined {
  return islandComponents.get(type);
}

/** A loaded renderer (see loadRenderer), or undefined for an unknown type. */
export function rendererOf(type: string): ComponentType<ResolvedBlock> | undefined {
  if (!definitionOf(type)) return undefined;
  if (failed.has(type)) throw new BlockCodeFailure(type, failed.get(type));
  const component = loaded.get(type);
  if (!component) throw new Error(`the renderer of "${type}" was used before it was loaded`);
  return component;
}
