import { createContext, useContext, useEffect, type ReactNode } from "react";

/**
 * What surrounds an island's component, the same at build time and in the browser so the markup and ids match.
 * It adds no markup: what the visitor typed before the island woke, and a call once it has hydrated.
 */
export function IslandRoot({
  onHydrated,
  earlyInput = noInput,
  children,
}: {
  onHydrated?: () => void;
  /** What the visitor typed into the island's fields before it hydrated, by field name. */
  earlyInput?: EarlyInput;
  children: ReactNode;
}) {
  return (
    <EarlyInputContext.Provider value={earlyInput}>
      <AfterCommit run={onHydrated}>{children}</AfterCommit>
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
