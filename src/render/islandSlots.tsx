import { createContext, useContext, type ComponentType } from "react";

/** An island placed while rendering a page: rendered afterwards as its own root (see entry.server). */
export interface IslandRequest {
  id: string;
  /** The block type that placed it. */
  type: string;
  props: unknown;
  component: ComponentType<never>;
}

/**
 * Collects the islands of one page render. Each island is rendered on its own (its own React root, its
 * own identifierPrefix), exactly as the browser hydrates it, so ids and markup match on both sides.
 */
export class IslandSlots {
  readonly islands: IslandRequest[] = [];
  /**
   * True where there is no page HTML to fill afterwards (the editor's preview, the block gallery): each island
   * is rendered in place, live.
   */
  readonly inline: boolean;
  /** Block types of the page that run a plain script. */
  readonly scripts = new Set<string>();
  /** A random marker per render: config text can never produce it. */
  private readonly marker = `island-slot-${Math.random().toString(36).slice(2)}`;

  constructor({ inline = false }: { inline?: boolean } = {}) {
    this.inline = inline;
  }

  add(type: string, props: unknown, component: ComponentType<never>): IslandRequest {
    const island = { id: `i${this.islands.length}`, type, props, component };
    this.islands.push(island);
    return island;
  }

  /** Marks the (empty) element an island's HTML goes into; put it last among the element's props. */
  slotAttributes(id: string): Record<string, string> {
    return { [`data-${this.marker}`]: id };
  }

  /** Puts an island's own HTML into its marked element of the page HTML (and drops the mark). */
  fill(pageHtml: string, id: string, islandHtml: string): string {
    const slot = ` data-${this.marker}="${id}"></div>`;
    const at = pageHtml.indexOf(slot);
    if (at < 0) throw new Error(`island ${id} has no slot in the page HTML`);
    return pageHtml.slice(0, at) + ">" + islandHtml + "</div>" + pageHtml.slice(at + slot.length);
  }

  get needsBrowser(): boolean {
    return this.islands.length > 0 || this.scripts.size > 0;
  }
}

const IslandSlotsContext = createContext<IslandSlots | null>(null);
export const IslandSlotsProvider = IslandSlotsContext.Provider;

export function useIslandSlots(): IslandSlots {
  const slots = useContext(IslandSlotsContext);
  if (!slots) throw new Error("useIslandSlots() needs <IslandSlotsProvider> (set up in src/entry.server.tsx)");
  return slots;
}
