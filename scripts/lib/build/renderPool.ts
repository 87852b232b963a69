import { Worker } from "node:worker_threads";
import type { PlannedPage } from "./pagePlan";
import type { PageRecord } from "./pageRecord";
import type { RenderReply, RenderRequest, RenderWorkerData } from "./renderWorker";

/** Pages a worker must have at least to be worth starting (starting one loads the whole server bundle). */
const pagesPerWorkerToStart = 24;

/**
 * Renders `pages` on `workers` threads (./renderWorker.ts), handing out runs of a few pages as threads finish the
 * last, so a slow run does not hold up a core: a page's HTML does not depend on which thread renders it or what it
 * rendered before. Calls `done` for each page rendered; rejects on the first page that fails.
 */
export async function renderPages(
  pages: PlannedPage[],
  workers: number,
  workerEntry: string,
  data: RenderWorkerData,
  done: (record: PageRecord, css: string | undefined) => void,
): Promise<void> {
  if (pages.length === 0) return;
  const count = Math.max(1, Math.min(workers, Math.ceil(pages.length / pagesPerWorkerToStart)));
  const runLength = Math.max(1, Math.min(16, Math.ceil(pages.length / (count * 8))));
  let next = 0;
  const takeRun = () => {
    const run = pages.slice(next, next + runLength);
    next += run.length;
    return run;
  };
  const threads: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () => {
        const worker = new Worker(workerEntry, { workerData: data });
        threads.push(worker);
        return new Promise<void>((resolve, reject) => {
          let inFlight = 0;
          const send = () => {
            const run = takeRun();
            if (run.length === 0) return;
            inFlight++;
            worker.postMessage({ pages: run } satisfies RenderRequest);
          };
          worker.on("message", (reply: RenderReply | { ready: true }) => {
            if ("ready" in reply) {
              // two runs at a time: the next is waiting when the thread finishes one
              send();
              send();
              if (inFlight === 0) resolve();
              return;
            }
            if ("error" in reply) {
              reject(new Error(reply.error));
              return;
            }
            inFlight--;
            for (const record of reply.records) done(record, reply.css[record.sharedCss]);
            send();
            if (inFlight === 0) resolve();
          });
          worker.on("error", reject);
          worker.on("exit", (code) => reject(new Error(`a render thread stopped (exit code ${code})`)));
        });
      }),
    );
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
}
