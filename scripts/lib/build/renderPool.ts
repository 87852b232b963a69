import { Worker } from "node:worker_threads";
import type { PlannedPage } from "./pagePlan";
import type { PageRecord } from "./pageRecord";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import type { RenderReply, RenderRequest, RenderWorkerData } from "./renderWorker";

/** Pages a worker must have at least to be worth starting (starting one loads the whole server bundle). */
const pagesPerWorkerToStart = 24;

interface Thread {
  worker: Worker;
  /** Settles when the thread has loaded the server bundle (or failed to). */
  ready: Promise<void>;
}

/**
 * The render threads (./renderWorker.ts) of one build. `warmUp` starts one early, so that it loads the server bundle
 * while the build reads its cache; `render` starts the others it needs.
 */
export class RenderPool {
  private readonly threads: Thread[] = [];

  private entries = new Map<string, ResolvedConfigSet["pages"][number]>();
  private data: RenderWorkerData | undefined;

  /** `workerEntry`: the bundled ./renderWorker.ts; `serverEntry`: the server bundle it renders with. */
  constructor(
    private readonly workerEntry: string,
    private readonly serverEntry: string,
  ) {}

  /**
   * What the threads render (threads started earlier get it now). `data.site` with every page: threads get it
   * without its pages, and each run the entries of its pages.
   */
  provide(data: RenderWorkerData): void {
    this.entries = new Map(data.site.pages.map((entry) => [entry.route, entry]));
    this.data = { ...data, site: { ...data.site, pages: [] } };
    for (const { worker } of this.threads) worker.postMessage(this.data);
  }

  /** Starts one thread now: it loads the server bundle meanwhile (it is stopped by close() if no page needs rendering). */
  warmUp(): void {
    if (this.threads.length === 0) this.threads.push(this.start());
  }

  private start(): Thread {
    const worker = new Worker(this.workerEntry, { workerData: { serverEntry: this.serverEntry } });
    if (this.data) worker.postMessage(this.data);
    const ready = new Promise<void>((resolve, reject) => {
      worker.once("message", () => resolve());
      worker.once("error", reject);
    });
    ready.catch(() => {}); // reported by render(), which waits on it
    return { worker, ready };
  }

  /**
   * Renders `pages` on up to `workers` threads, handing out runs of a few pages as threads finish the last, so a
   * slow run does not hold up a core: a page's HTML does not depend on which thread renders it or what it rendered
   * before. Calls `done` for each page rendered; rejects on the first page that fails.
   */
  async render(
    pages: PlannedPage[],
    workers: number,
    done: (record: PageRecord, css: string | undefined) => void,
  ): Promise<void> {
    if (pages.length === 0) return;
    if (!this.data) throw new Error("RenderPool.render before provide()");
    const count = Math.max(1, Math.min(workers, Math.ceil(pages.length / pagesPerWorkerToStart)));
    while (this.threads.length < count) this.threads.push(this.start());
    const runLength = Math.max(1, Math.min(16, Math.ceil(pages.length / (count * 8))));
    let next = 0;
    const takeRun = () => {
      const run = pages.slice(next, next + runLength);
      next += run.length;
      return run;
    };
    await Promise.all(
      this.threads.slice(0, count).map(
        ({ worker, ready }) =>
          new Promise<void>((resolve, reject) => {
            let inFlight = 0;
            const send = () => {
              const run = takeRun();
              if (run.length === 0) return;
              inFlight++;
              const entries = run.flatMap((page) => {
                const entry = page.notFoundPrefix === undefined ? this.entries.get(page.route) : undefined;
                return entry ? [entry] : [];
              });
              worker.postMessage({ pages: run, entries } satisfies RenderRequest);
            };
            worker.on("message", (reply: RenderReply | { ready: true }) => {
              if ("ready" in reply) return; // the thread's first message (see start)
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
            ready.then(() => {
              // two runs at a time: the next is waiting when the thread finishes one
              send();
              send();
              if (inFlight === 0) resolve();
            }, reject);
          }),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
