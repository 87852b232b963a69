import type { BlockScript } from "../blockDefinition";
import { countUpValue, formatStat, parseStat } from "./countUp";

/**
 * Counts each statistic up from 0 to its value (ease-out, data-count-duration ms) the first time it is
 * in view. The HTML holds the final values; visitors who prefer reduced motion keep seeing just those.
 */
const countUp: BlockScript = (block) => {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const duration = Number(block.querySelector<HTMLElement>("[data-count-duration]")?.dataset.countDuration ?? 2000);
  for (const value of block.querySelectorAll<HTMLElement>("[data-stat-value]")) {
    const shown = value.querySelector<HTMLElement>("[data-stat-shown]");
    if (shown) whenInView(value, () => run(shown, value.dataset.statValue ?? "", duration));
  }
};
export default countUp;

function run(shown: HTMLElement, text: string, duration: number) {
  const stat = parseStat(text);
  const start = performance.now();
  const tick = (now: number) => {
    const elapsed = now - start;
    // the last frame shows the value exactly as written: re-formatting may not give it back ("00", "12,5")
    if (elapsed >= duration) {
      shown.textContent = text;
      return;
    }
    shown.textContent = formatStat(stat, countUpValue(stat, elapsed, duration));
    requestAnimationFrame(tick);
  };
  shown.textContent = formatStat(stat, 0);
  requestAnimationFrame(tick);
}

function whenInView(element: Element, start: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { threshold: 0.3 },
  );
  observer.observe(element);
}
