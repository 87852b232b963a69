// The count-up script in a small fake browser (no DOM library is installed): it waits until a statistic is in
// view, counts from 0 with the statistic's format, ends exactly on the text the HTML holds, and does nothing
// for visitors who prefer reduced motion.
import { fc, test } from "@fast-check/vitest";
import { afterEach, describe, expect, it, vi } from "vitest";
import countUp from "./countUp.script";

interface FakeStat {
  value: { dataset: { statValue: string }; querySelector: (selector: string) => unknown };
  shown: { textContent: string };
}

/** A stats block as the renderer writes it: data-count-duration, and per item data-stat-value with a data-stat-shown span. */
function statsBlock(values: string[], duration?: number) {
  const stats: FakeStat[] = values.map((text) => {
    const shown = { textContent: text };
    return {
      shown,
      value: { dataset: { statValue: text }, querySelector: (s: string) => (s === "[data-stat-shown]" ? shown : null) },
    };
  });
  const block = {
    querySelector: (s: string) =>
      s === "[data-count-duration]" && duration !== undefined ? { dataset: { countDuration: String(duration) } } : null,
    querySelectorAll: (s: string) => (s === "[data-stat-value]" ? stats.map((stat) => stat.value) : []),
  };
  return { block: block as unknown as HTMLElement, shown: () => stats.map((stat) => stat.shown.textContent) };
}

/** window.matchMedia, IntersectionObserver, requestAnimationFrame and performance.now, driven by the test. */
function fakeBrowser({ reducedMotion }: { reducedMotion: boolean }) {
  let now = 1000;
  let frames: Array<(time: number) => void> = [];
  const observers: Array<{ callback: IntersectionObserverCallback; observed: unknown[]; disconnected: boolean }> = [];
  vi.stubGlobal("window", {
    matchMedia: (query: string) => ({ matches: reducedMotion && query === "(prefers-reduced-motion: reduce)" }),
  });
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, observed: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(element: unknown) {
        this.entry.observed.push(element);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  vi.stubGlobal("requestAnimationFrame", (callback: (time: number) => void) => frames.push(callback));
  vi.spyOn(performance, "now").mockImplementation(() => now);
  return {
    observers,
    /** Every observer reports its element in view (or not). */
    scroll(inView: boolean) {
      for (const o of observers)
        o.callback([{ isIntersecting: inView } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    },
    /** Runs animation frames every `step` ms until none is requested; returns how many ran. */
    play(step = 16) {
      let count = 0;
      while (frames.length > 0 && count < 10_000) {
        now += step;
        const due = frames;
        frames = [];
        for (const frame of due) frame(now);
        count++;
      }
      return count;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("count-up script", () => {
  it("does nothing for visitors who prefer reduced motion: the final values stay, nothing is observed", () => {
    const browser = fakeBrowser({ reducedMotion: true });
    const { block, shown } = statsBlock(["1,000+", "20B+"]);
    countUp(block);
    expect(browser.observers).toHaveLength(0);
    expect(browser.play()).toBe(0);
    expect(shown()).toEqual(["1,000+", "20B+"]);
  });

  it("waits until the statistic is in view, then counts from 0 in its format and ends exactly on its text", () => {
    const browser = fakeBrowser({ reducedMotion: false });
    const { block, shown } = statsBlock(["1,000+", "$2.5M"], 500);
    countUp(block);
    expect(browser.observers).toHaveLength(2);
    browser.scroll(false);
    expect(shown()).toEqual(["1,000+", "$2.5M"]); // not in view yet: untouched
    expect(browser.play()).toBe(0);

    browser.scroll(true);
    expect(shown()).toEqual(["0+", "$0.0M"]);
    expect(browser.observers.every((o) => o.disconnected)).toBe(true); // counts once
    const frames = browser.play(50);
    expect(frames).toBe(10); // data-count-duration: 500 ms of 50 ms frames
    expect(shown()).toEqual(["1,000+", "$2.5M"]);
  });

  it("takes 2 s when the block names no duration", () => {
    const browser = fakeBrowser({ reducedMotion: false });
    const { block } = statsBlock(["64K+"]);
    countUp(block);
    browser.scroll(true);
    expect(browser.play(100)).toBe(20);
  });

  test.prop([
    fc.stringMatching(/^[^0-9]{0,3}[0-9][0-9,.]{0,8}[^0-9]{0,3}$/),
    fc.integer({ min: 1, max: 3000 }),
    fc.integer({ min: 1, max: 200 }),
  ])("ends on exactly the text the HTML holds, for any value the stats schema accepts", (value, duration, step) => {
    const browser = fakeBrowser({ reducedMotion: false });
    const { block, shown } = statsBlock([value], duration);
    countUp(block);
    browser.scroll(true);
    browser.play(step);
    expect(shown()).toEqual([value]);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
