import { Worker, type WorkerOptions } from "node:worker_threads";
import type { PlannedPage } from "./pagePlan";
import type { PageRecord } from "./pageRecord";
import { PageFailure } from "./pageFailure";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import type {
  PageStep,
  RenderReply,
  RenderRequest,
  RenderSign,
  RenderThreadData,
  RenderWorkerData,
} from "./renderWorker";

/** Pages a worker must have at least to be worth starting (starting one loads the whole server bundle). */
const pagesPerWorkerToStart = 24;

/**
 * How long a page may take in its thread by default. A page renders in about 5 ms; a cold thread's first one can
 * take a few seconds on a busy 2-core machine: only a page that never finishes (a component looping forever) comes
 * near a minute.
 */
export const defaultPageTimeoutMs = 60_000;

interface Thread {
  worker: Worker;
  /** Rejects when the thread fails or stops (whenever that is: before its pages are sent, too). */
  stopped: Promise<never>;
  /** The address of the warm-up while the thread is at it (it has started no page yet). */
  warmingUp?: string;
  /** The addresses of the pages sent to it, in the order sent (and started). */
  sent: string[];
  /** How many of those it has started (renderWorker.ts counts them in shared memory), and answered. */
  pagesStarted: Int32Array;
  answered: number;
  /** The count of pages started when the watchdog last read it. */
  seenStarted: number;
  /** The runs of pages render() handed it that it has not answered yet. */
  inFlight: number;
  /**
   * When the thread last showed it is at work: loaded its code, started a page (as the watchdog saw), answered, or
   * was handed pages by render().
   */
  lastSign: number;
}

/**
 * A page that took longer than the limit in its thread (a synchronous loop cannot be stopped inside it: the thread
 * was terminated). `url` is the address it was rendering (warmUpUrl: its warm-up), or undefined when it had not said.
 */
export class PageTimeout extends Error {
  constructor(
    readonly url: string | undefined,
    readonly page: PlannedPage | undefined,
    readonly limitMs: number,
  ) {
    super(`${url ?? "a render thread"} did not finish rendering in ${limitMs / 1000} s`);
    this.name = "PageTimeout";
  }
}

/**
 * The render threads (./renderWorker.ts) of one build. `warmUp` starts one early, so that it loads the server bundle
 * while the build reads its cache; `render` starts the others it needs.
 */
export class RenderPool {
  private readonly threads: Thread[] = [];
  /** The milliseconds the pages rendered so far took in each step, summed over the threads (renderWorker's pageSteps). */
  readonly spent = new Map<PageStep, number>();

  private entries = new Map<string, ResolvedConfigSet["pages"][number]>();
  private data: RenderWorkerData | undefined;

  /**
   * `workerEntry`: the bundled ./renderWorker.ts; `serverEntry`: the server bundle it renders with; `configDir`: the
   * site's folder.
   */
  constructor(
    private readonly workerEntry: string,
    private readonly serverEntry: string,
    private readonly configDir: string,
    /** How long a page may take in its thread (see render). */
    private readonly pageTimeoutMs = defaultPageTimeoutMs,
    /** The site's own blocks, bundled apart (codeBundle.ts): each thread loads them after the server bundle. */
    private readonly siteBlocks?: string,
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
    const pagesStarted = new SharedArrayBuffer(4);
    const worker = startWorker(this.workerEntry, {
      workerData: {
        serverEntry: this.serverEntry,
        ...(this.siteBlocks ? { siteBlocks: this.siteBlocks } : {}),
        configDir: this.configDir,
        pagesStarted,
      } satisfies RenderThreadData,
      execArgv: withoutTsx(process.execArgv),
      // rendering makes much short-lived garbage: with V8's default young generation, garbage collection took 15 %
      // of a thread's time over 4,000 pages, 4 % with 128 MB (profiled). 96 MB costs no time that can be measured
      // and keeps the peak of a 4,000-page build of the peers' pages at 0.88 GiB, where 128 MB reached 1.07–1.12
      // (npm run bench -- --only peers, four runs each; 48 MB: 0.83 GiB but 20 % more CPU; docs/scaling.md)
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
    });
    if (this.data) worker.postMessage(this.data);
    const stopped = new Promise<never>((_, reject) => {
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`a render thread stopped (exit code ${code})`)));
    });
    stopped.catch(() => {}); // reported by render() while it waits on the thread; close() stops it on purpose
    const thread: Thread = {
      worker,
      stopped,
      lastSign: performance.now(),
      inFlight: 0,
      sent: [],
      pagesStarted: new Int32Array(pagesStarted),
      answered: 0,
      seenStarted: 0,
    };
    // what the thread is at, from the start (its warm-up may begin before any page is handed out)
    worker.on("message", (message: RenderReply | RenderSign) => {
      thread.lastSign = performance.now();
      thread.warmingUp = "started" in message ? message.started : undefined;
      if ("records" in message) thread.answered += message.records.length;
    });
    return thread;
  }

  /**
   * The address a thread is rendering: the last page it started if it has not answered it, else its warm-up's (if
   * it is at it); undefined between pages. Read with the count of pages it started, which says when it moved on.
   */
  private busyWith(thread: Thread, now: number): string | undefined {
    const started = Atomics.load(thread.pagesStarted, 0);
    if (started !== thread.seenStarted) {
      thread.seenStarted = started;
      thread.lastSign = Math.max(thread.lastSign, now);
    }
    return started > thread.answered ? thread.sent[started - 1] : thread.warmingUp;
  }

  /**
   * Renders `pages` on up to `workers` threads, handing out runs of a few pages as threads finish the last, so a
   * slow run does not hold up a core: a page's HTML does not depend on which thread renders it or what it rendered
   * before. Calls `done` for each page rendered; rejects on the first page that fails, once every thread is stopped
   * (close): a thread goes on through the pages it was sent, and the caller, stopping, deletes the folder they are
   * written into (a race that left a stack trace on an "ENOTEMPTY" instead of the failure's message). Each thread gets its first
   * pages before this returns its promise (a thread still loading the bundle keeps them until it is ready): they
   * are rendered while the caller goes on (reading the cache). One call at a time. With `spareDir`, each page is
   * linked into the next build's spare too (outputFolder.ts nextSpareFolder).
   *
   * A page that takes longer than the pool's limit in its thread rejects with PageTimeout, the threads stopped: a
   * component looping forever cannot be interrupted inside its thread, and would hold the build forever. Each thread
   * says when it has loaded its code, and counts the pages it starts; the limit counts from the last of those (as
   * the watchdog saw it, a few times a limit), or from when render() handed it work if later.
   */
  async render(
    pages: PlannedPage[],
    workers: number,
    done: (record: PageRecord, css: Readonly<Record<string, string>>) => void,
    spareDir?: string,
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
    const working = this.threads.slice(0, count);
    const rendering = Promise.all(
      working.map(
        (thread) =>
          new Promise<void>((resolve, reject) => {
            const { worker, stopped } = thread;
            // the limit counts from now for a thread busy before (its warm-up)
            thread.lastSign = performance.now();
            thread.inFlight = 0;
            const send = () => {
              const run = takeRun();
              if (run.length === 0) return;
              thread.inFlight++;
              for (const page of run) thread.sent.push(page.url);
              const entries = run.flatMap((page) => {
                const entry = page.notFoundPrefix === undefined ? this.entries.get(page.route) : undefined;
                return entry ? [entry] : [];
              });
              worker.postMessage({ pages: run, entries, spareDir } satisfies RenderRequest);
            };
            const onMessage = (reply: RenderReply | RenderSign) => {
              if ("started" in reply || "ready" in reply) return;
              if ("error" in reply) {
                finish(new PageFailure(reply.error, reply.siteBlockType));
                return;
              }
              thread.inFlight--;
              for (const [step, ms] of Object.entries(reply.spent) as [PageStep, number][])
                this.spent.set(step, (this.spent.get(step) ?? 0) + ms);
              for (const record of reply.records) done(record, reply.css);
              send();
              if (thread.inFlight === 0) finish();
            };
            const finish = (error?: unknown) => {
              worker.off("message", onMessage);
              if (error) reject(error);
              else resolve();
            };
            worker.on("message", onMessage);
            stopped.catch(finish);
            // two runs at a time: the next is waiting when the thread finishes one. A single thread (a few pages
            // to render, as after an edit) gets them all at once: it has no other to share with, and this thread,
            // busy reading the cache meanwhile, would only hand out the next when done
            for (let sent = 0; sent < (count === 1 ? pages.length : 2); sent++) send();
            if (thread.inFlight === 0) finish();
          }),
      ),
    );
    let watchdog: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      // checked a few times a limit (at most every second): a page is stopped within about a quarter over it
      const every = Math.min(1000, Math.max(10, this.pageTimeoutMs / 4));
      let lastCheck = performance.now();
      watchdog = setInterval(() => {
        const now = performance.now();
        // this thread was held up (a long synchronous step): the threads' signs may be waiting to be read
        const heldUp = now - lastCheck > every * 3;
        lastCheck = now;
        if (heldUp) return;
        for (const thread of working) {
          const url = this.busyWith(thread, now);
          if (thread.inFlight === 0 || now - thread.lastSign <= this.pageTimeoutMs) continue;
          reject(
            new PageTimeout(
              url,
              pages.find((page) => page.url === url),
              this.pageTimeoutMs,
            ),
          );
          return;
        }
      }, every);
    });
    try {
      await Promise.race([rendering, timedOut]);
    } catch (error) {
      await this.close();
      throw error;
    } finally {
      clearInterval(watchdog);
    }
  }

  /** Stops every thread (those still rendering too); a later render starts new ones. */
  async close(): Promise<void> {
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }
}

/**
 * Node's options for a render thread: the build's own (--cpu-prof, --inspect…) but tsx's loader. The thread runs
 * bundled JavaScript, and tsx's hooks, inherited, would load every module of the server bundle through a loader
 * thread of their own, on the cores the build's main thread needs.
 */
export function withoutTsx(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const option = execArgv[i];
    if (/^--(import|require|loader|experimental-loader)$/.test(option) && /tsx/.test(execArgv[i + 1] ?? "")) i++;
    else if (!/^--(import|require|loader|experimental-loader)=.*tsx/.test(option)) kept.push(option);
  }
  return kept;
}

/**
 * A worker thread with the Node options it can take: Node refuses a thread that is given a per-process option
 * (`node --max-old-space-size=4096`, `--stack-size`, `--title`…: those apply to the build's main thread alone), and
 * names them; the thread starts without those.
 */
export function startWorker(entry: string | URL, options: WorkerOptions): Worker {
  try {
    return new Worker(entry, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_WORKER_INVALID_EXEC_ARGV") throw error;
    // "Initiated Worker with invalid execArgv flags: --a=1, --b"
    const refused = new Set((error as Error).message.replace(/^[^:]*: /, "").split(", "));
    return new Worker(entry, { ...options, execArgv: (options.execArgv ?? []).filter((o) => !refused.has(o)) });
  }
}
