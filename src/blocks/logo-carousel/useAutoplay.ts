import { useEffect, useState } from "react";

export type AutoplayState = "playing" | "stopped";

/**
 * "playing" until `stop()` is called (any interaction) and then "stopped" for good.
 * Visitors who prefer reduced motion never see it play. The first render is always "playing",
 * like the pre-rendered HTML; the preference is read after mount.
 */
export function useAutoplay(intervalMs: number, enabled: boolean, onTick: () => void) {
  const [state, setState] = useState<AutoplayState>("playing");

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setState("stopped");
  }, []);

  useEffect(() => {
    if (state !== "playing" || !enabled) return;
    const timer = window.setInterval(onTick, intervalMs);
    return () => window.clearInterval(timer);
    // onTick is re-created every render; restarting the timer for it would reset the interval
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, enabled, intervalMs]);

  return { state, stop: () => setState("stopped") };
}
