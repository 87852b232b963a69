import { useCallback, useEffect, useState } from "react";

/** The open file, kept in the address (#pages/pricing.json) so a reload comes back to it. */
export function useHashPath(): [string | undefined, (path: string | undefined) => void] {
  const read = () => decodeURIComponent(location.hash.slice(1)) || undefined;
  const [path, setPath] = useState(read);
  useEffect(() => {
    const onChange = () => setPath(read());
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  const go = useCallback((next: string | undefined) => {
    location.hash = next ? encodeURIComponent(next).replace(/%2F/g, "/") : "";
    setPath(next);
  }, []);
  return [path, go];
}
