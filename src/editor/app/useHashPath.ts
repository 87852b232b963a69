import { useCallback, useEffect, useRef, useState } from "react";

/** The address's part for a file ("pages/pricing.json" → "#pages/pricing.json"), "" for the start screen. */
export function hashOf(path: string | undefined): string {
  return path ? `#${encodeURIComponent(path).replace(/%2F/g, "/")}` : "";
}

/**
 * The open file, kept in the address (#pages/pricing.json) so a reload comes back to it. The browser's own moves
 * (Back, Forward, an address typed) pass `holds` first: when it answers true (it asks the person, say), the
 * address is put back to the open file at once (an entry on top of the one the browser moved to), and nothing moves
 * until `follow` is called: it goes back to that entry, so Back, Forward and the history stay the browser's.
 */
export function useHashPath(
  holds?: (next: string | undefined, current: string | undefined, follow: () => void) => boolean,
): [string | undefined, (path: string | undefined) => void] {
  const read = () => decodeURIComponent(location.hash.slice(1)) || undefined;
  const [path, setPath] = useState(read);
  const current = useRef(path);
  const asks = useRef(holds);
  asks.current = holds;
  const go = useCallback((next: string | undefined) => {
    current.current = next;
    location.hash = hashOf(next);
    setPath(next);
  }, []);
  useEffect(() => {
    const onChange = () => {
      const next = read();
      if (next === current.current) return;
      // going on after all: back to the entry the browser had moved to (the one put back is on top of it)
      const follow = () => {
        current.current = next;
        setPath(next);
        history.back();
      };
      if (asks.current?.(next, current.current, follow)) {
        // the open file stays in the address (pushState moves no hash: no event); the question decides
        history.pushState(history.state, "", `${location.pathname}${location.search}${hashOf(current.current)}`);
        return;
      }
      current.current = next;
      setPath(next);
    };
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  return [path, go];
}
