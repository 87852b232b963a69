import { readdirSync, readFileSync } from "node:fs";
import { sampleEvery } from "./sampleEvery";

/** The process ids below `root` (its children, theirs, …), read from /proc (Linux). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")"
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while being read
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Samples the resident memory of a process and everything it started (summed: npx, tsx, the build's node and its
 * threads) every `everyMs`; `stop()` gives the highest sum seen.
 */
export function watchPeakMemory(root: number, everyMs = 250): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    const total = [root, ...descendants(root)].reduce((sum, pid) => sum + residentBytes(pid), 0);
    peak = Math.max(peak, total);
  };
  const sampling = sampleEvery(everyMs, sample);
  return {
    stop: () => {
      sampling.stop();
      return peak;
    },
  };
}
