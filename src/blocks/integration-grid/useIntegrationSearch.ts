import { useEffect, useMemo, useState } from "react";
import type { Integration } from "../../generated/config-types";

type Search = (query: string) => Integration[];

/**
 * The items matching `query`, and whether the search is ready. The search code (with fuse.js) is
 * downloaded only when `enabled`, after the first render, so the pre-rendered page lists every item
 * and pages without a search box never load it.
 */
export function useIntegrationSearch(items: readonly Integration[], query: string, enabled: boolean) {
  const [search, setSearch] = useState<Search | undefined>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void import("./integrationSearch").then(({ createIntegrationSearch }) => {
      if (current) setSearch(() => createIntegrationSearch(items));
    });
    return () => {
      current = false;
    };
  }, [items, enabled]);
  const results = useMemo(() => (search ? search(query) : [...items]), [search, query, items]);
  return { results, ready: search !== undefined };
}
