import { createContext, useContext, type ReactNode } from "react";
import type { SiteConfig } from "../generated/config-types";

/** The resolved site settings (placeholders filled, links final) for the shell: header, footer, banner. */
const SiteContext = createContext<SiteConfig | null>(null);

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs <SiteProvider> (it is set up in src/root.tsx).");
  return site;
}
