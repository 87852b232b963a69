import { createContext, useContext } from "react";

/**
 * The build's day, "2026-11-30" (ResolvedConfigSet.today), for what shows the day the page is built on: a legal text
 * updated "today". Set by src/entry.server.tsx; a block rendered alone (a test, the block gallery) gets the clock's
 * day in UTC. A module of its own, without the engine's types: a site block's type check reads the blocks' imports.
 */
const BuildDay = createContext<string | undefined>(undefined);

export const BuildDayProvider = BuildDay.Provider;

export function useBuildDay(): string {
  return useContext(BuildDay) ?? new Date().toISOString().slice(0, 10);
}
