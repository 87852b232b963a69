import { readdirSync, readFileSync } from "node:fs";
import { sampleEvery } from "./sampleEvery";

/** CPU seconds of a process's threads: its main thread's, and every other thread's, most first. */
export interface ThreadCpu {
  main: number;
  others: number[];
}

/** A thread's user and system CPU seconds from its /proc stat line (clock ticks of 1/100 s), or undefined. */
export function threadCpuSeconds(stat: string): number | undefined {
  // after "tid (comm) ": state is field 3 of stat; utime field 14 and stime field 15
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [user, system] = [Number(fields[11]), Number(fields[12])];
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) / 100 : undefined;
}

/**
 * Samples the CPU time of each thread of process `pid` (Linux: /proc/PID/task/TID/stat) every `everyMs`, keeping
 * the last value seen of each, until `stop()`. A thread that ends between two samples loses what it spent since the
 * last one (at most `everyMs` each). Where /proc is missing, `stop()` gives undefined.
 */
export function watchThreadCpu(pid: number, everyMs = 50): { stop: () => ThreadCpu | undefined } {
  const seen = new Map<number, number>();
  const sample = () => {
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      return; // ended, or no /proc
    }
    for (const tid of tids) {
      try {
        const seconds = threadCpuSeconds(readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8"));
        if (seconds !== undefined) seen.set(Number(tid), seconds);
      } catch {
        // the thread ended while being read
      }
    }
  };
  const sampling = sampleEvery(everyMs, sample);
  return {
    stop: () => {
      sampling.stop();
      if (!seen.has(pid)) return undefined;
      const others = [...seen].filter(([tid]) => tid !== pid).map(([, seconds]) => seconds);
      return { main: seen.get(pid)!, others: others.sort((a, b) => b - a) };
    },
  };
}
