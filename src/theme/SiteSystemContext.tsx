import type { SystemContext } from "@chakra-ui/react";
import { createContext, useContext } from "react";

const SiteSystem = createContext<SystemContext | null>(null);

/** Gives the pages the site's Chakra system (src/theme/system.ts), made from its theme by src/entry.server.tsx. */
export const SiteSystemProvider = SiteSystem.Provider;

export function useSiteSystem(): SystemContext {
  const system = useContext(SiteSystem);
  if (!system) throw new Error("useSiteSystem() needs <SiteSystemProvider> (set up in src/entry.server.tsx)");
  return system;
}
