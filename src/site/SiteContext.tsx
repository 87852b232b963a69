import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Collections, SiteConfig } from "../generated/config-types";
import { interpolate } from "./interpolate";

interface SiteContextValue {
  site: SiteConfig;
  /** When the page was pre-rendered (ISO). The first render uses it so hydration matches the HTML. */
  builtAt: string;
}

const SiteContext = createContext<SiteContextValue | null>(null);
const CollectionsContext = createContext<Partial<Collections>>({});

export function SiteProvider({ site, builtAt, children }: SiteContextValue & { children: ReactNode }) {
  return <SiteContext.Provider value={{ site, builtAt }}>{children}</SiteContext.Provider>;
}

export function CollectionsProvider({ value, children }: { value: Partial<Collections>; children: ReactNode }) {
  return <CollectionsContext.Provider value={value}>{children}</CollectionsContext.Provider>;
}

export function useSite(): SiteConfig {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() needs <SiteProvider> (it is set up in src/root.tsx).");
  return value.site;
}

/** The build time on the first render (matching the pre-rendered HTML), the visitor's clock after. */
export function useNow(): Date {
  const value = useContext(SiteContext);
  const [now, setNow] = useState(() => new Date(value?.builtAt ?? Date.now()));
  useEffect(() => setNow(new Date()), []);
  return now;
}

/** A function that fills {product}, {phone}, {email}, {privacyEmail} and {year} into config text. */
export function useText(): (text: string) => string {
  const site = useSite();
  const year = useNow().getFullYear();
  return (text) => interpolate(text, site, year);
}

/** Items of a shared data collection, loaded with the page that uses it. */
export function useCollection<K extends keyof Collections>(name: K): Collections[K] {
  const items = useContext(CollectionsContext)[name];
  if (!items) throw new Error(`Data collection "${String(name)}" was not loaded for this page.`);
  return items;
}
