/**
 * How long each stage of the engine took (`npm run build -- --timings`, `npm run validate -- --timings`): the
 * milliseconds spent in each, in the order the stages first ran. A stage run inside another (a template's pages are
 * checked against the schema as the template makes them) counts to its own name, not to the one around it.
 */
export class StageTimings {
  private readonly spent = new Map<string, number>();
  /** The stages running now, innermost last, with the time their inner stages took. */
  private readonly running: { started: number; inner: number }[] = [];

  /** Runs `work` as the stage `name`, adding its time (less that of stages run inside it) to the stage's. */
  time<T>(name: string, work: () => T): T {
    if (!this.spent.has(name)) this.spent.set(name, 0);
    const frame = { started: performance.now(), inner: 0 };
    this.running.push(frame);
    try {
      return work();
    } finally {
      this.running.pop();
      const total = performance.now() - frame.started;
      this.add(name, total - frame.inner);
      const outer = this.running.at(-1);
      if (outer) outer.inner += total;
    }
  }

  /** Adds time measured elsewhere (a stage that ran in another process, or around an await). */
  add(name: string, ms: number): void {
    this.spent.set(name, (this.spent.get(name) ?? 0) + ms);
  }

  /** Each stage's time in milliseconds, in the order the stages first ran. */
  entries(): [stage: string, ms: number][] {
    return [...this.spent];
  }

  /** One line per stage, its time aligned: "  schema validation     412 ms". */
  lines(indent = "  "): string[] {
    const width = Math.max(0, ...this.entries().map(([name]) => name.length));
    return this.entries().map(
      ([name, ms]) => `${indent}${name.padEnd(width)}  ${Math.round(ms).toString().padStart(6)} ms`,
    );
  }
}

/** Runs a stage: timed when the caller asked for timings, else just run. */
export type TimeStage = <T>(name: string, work: () => T) => T;

export function stageTimer(timings: StageTimings | undefined): TimeStage {
  return timings ? (name, work) => timings.time(name, work) : (_name, work) => work();
}
