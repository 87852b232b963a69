import { CacheProvider, type EmotionCache } from "@emotion/react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { createContext, useContext, useEffect, type ReactNode } from "react";

/**
 * What surrounds an island's block, the same at build time and in the browser so the markup and ids match:
 * a Chakra system (the site's at build time, src/theme/islandSystem.ts in the browser: the same class names)
 * and an emotion cache (the page's at build time, islandCache in the browser).
 */
export function IslandRoot({
  system,
  cache,
  onHydrated,
  earlyInput = noInput,
  children,
}: {
  system: SystemContext;
  cache: EmotionCache;
  onHydrated?: () => void;
  /** What the visitor typed into the island's fields before it hydrated, by field name. */
  earlyInput?: EarlyInput;
  children: ReactNode;
}) {
  return (
    <EarlyInputContext.Provider value={earlyInput}>
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <AfterCommit run={onHydrated}>{children}</AfterCommit>
        </ChakraProvider>
      </CacheProvider>
    </EarlyInputContext.Provider>
  );
}

export type EarlyInput = Readonly<Record<string, string>>;
const noInput: EarlyInput = {};
const EarlyInputContext = createContext<EarlyInput>(noInput);

/** Values typed into an island's fields before its script arrived (empty at build time). Adds no markup. */
export function useEarlyInput(): EarlyInput {
  return useContext(EarlyInputContext);
}

/** Calls `run` once the island's first render is committed (hydrated). Adds no markup. */
function AfterCommit({ run, children }: { run?: () => void; children: ReactNode }) {
  useEffect(() => run?.(), [run]);
  return children;
}
