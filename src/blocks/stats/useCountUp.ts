import { useEffect, useRef, useState } from "react";
import { countUpValue, formatStat, parseStat } from "./countUp";

/**
 * Shows the final value first (that is what the pre-rendered HTML holds), then counts up from 0
 * the first time the element scrolls into view.
 */
export function useCountUp(value: string, duration: number) {
  const ref = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stat = parseStat(value);
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const elapsed = now - start;
        setShown(formatStat(stat, countUpValue(stat, elapsed, duration)));
        if (elapsed < duration) frame = requestAnimationFrame(tick);
      };
      setShown(formatStat(stat, 0));
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, duration]);
  return { ref, shown };
}
