import { Worker } from "node:worker_threads";
import { expect, it } from "vitest";
import { threadCpuSeconds, watchThreadCpu } from "./threadCpu";

it("reads a thread's user and system time from its stat line, whatever its name holds", () => {
  // "tid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …"
  const stat = "4242 (node (worker) 1) R 4200 4200 4200 0 -1 4194560 1000 0 0 0 1234 56 0 0 20 0 17 0";
  expect(threadCpuSeconds(stat)).toBeCloseTo(12.9);
  expect(threadCpuSeconds("4242 (node) R")).toBeUndefined();
});

it.runIf(process.platform === "linux")(
  "gives the main thread's CPU apart from the other threads', the busiest first",
  async () => {
    const watch = watchThreadCpu(process.pid, 20);
    // a thread doing a fixed amount of work (about 0.6 s of CPU here, whatever else the machine runs) while the main
    // thread waits
    const worker = new Worker(
      "let x = 0; for (let i = 0; i < 6e8; i++) x = (x + i) | 0; require('node:worker_threads').parentPort.postMessage(x)",
      { eval: true },
    );
    await new Promise((resolve) => worker.once("message", resolve));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const threads = watch.stop()!;
    await worker.terminate();
    expect(threads.others[0]).toBeGreaterThanOrEqual(0.2);
    expect(threads.others).toEqual([...threads.others].sort((a, b) => b - a));
    expect(threads.main).toBeGreaterThan(0);
  },
);
