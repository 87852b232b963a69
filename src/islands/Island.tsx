import { createContext, createElement, useContext, type ComponentType } from "react";
import type { WakeUp } from "../blocks/blockDefinition";
import { useIslandSlots } from "../render/islandSlots";
import { islandComponentOf } from "../render/renderers";

/** The block being rendered, when its registry entry declares an island (set by src/render/BlockList.tsx). */
export interface IslandHost {
  type: string;
  when: WakeUp;
}
const IslandHostContext = createContext<IslandHost | null>(null);
export const IslandHostProvider = IslandHostContext.Provider;

/**
 * Places a block's interactive part: `component` (the block's `browser.hydrate` in src/blocks/registry.ts) with
 * `props`, plain data. On the built page it is an element carrying the props (data-props), filled with the
 * component's HTML rendered as its own root, which the browser hydrates when the block's moment comes. Everything
 * around it stays static HTML. In the editor's preview it is rendered in place. On a page, the browser hydrates
 * what the registry declares, so placing another component than that stops the build.
 */
export function Island<P extends object>({ component, props }: { component: ComponentType<P>; props: P }) {
  const host = useContext(IslandHostContext);
  const slots = useIslandSlots();
  const marks = { "data-island": "", "data-when": host?.when, "data-props": JSON.stringify(props) };
  if (slots.inline) return <div {...marks}>{createElement(component, props)}</div>;
  if (!host) throw new Error("<Island> is placed by a block whose registry entry declares no island (browser.island)");
  if (islandComponentOf(host.type) !== component)
    throw new Error(
      `the "${host.type}" block places an <Island> whose component is not its registry entry's browser.hydrate`,
    );
  const island = slots.add(host.type, props, component as ComponentType<never>);
  return <div {...marks} data-island={island.id} {...slots.slotAttributes(island.id)} />;
}
