/** Calls `sample` now, then every `everyMs` until `stop()`, which calls it once more: a measurement taken while something runs. */
export function sampleEvery(everyMs: number, sample: () => void): { stop: () => void } {
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
    },
  };
}
