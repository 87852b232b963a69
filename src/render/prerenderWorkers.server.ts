import path from "node:path";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";

/**
 * Pre-rendering on every core (`npm run build` only). React Router pre-renders one page at a time in one
 * process, and a page's time is all rendering (React, Chakra's style resolution, emotion): one core of the
 * machine's. So scripts/build.ts sets PRERENDER_WORKERS (how many) and React Router's pre-render asks for
 * several pages at once (react-router.config.ts, `concurrency`); each request reaches src/entry.server.tsx,
 * which hands it to one of these worker threads. A worker loads the same server bundle React Router built
 * (build/…/server/index.js) and answers the request with React Router's own request handler
 * (`createRequestHandler`): the same routing and the same entry.server render as in the main thread, so the
 * same HTML. React Router still decides which addresses are pre-rendered and writes every file.
 */
const workerFlag = "prerenderWorker";

interface RenderRequest {
  id: number;
  url: string;
  headers: [string, string][];
}
type RenderReply =
  { id: number; status: number; headers: [string, string][]; body: string } | { id: number; error: string };

/** How many worker threads to pre-render with (PRERENDER_WORKERS); 0 in the dev server and in a worker itself. */
export function prerenderWorkerCount(): number {
  if (!isMainThread || !process.env.BUILD_DIR) return 0;
  const wanted = Number(process.env.PRERENDER_WORKERS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : 0;
}

/**
 * What scripts/build.ts asks for: two workers, on any machine. Not one per core, because the HTML depends on
 * how the pages are shared out: Chakra memoizes its style resolution by a key that sorts object keys, so a
 * worker that met `{ fontSize, lineHeight }` before `{ lineHeight, fontSize }` writes the declarations of
 * both in the first order, and the class name (a hash of the CSS) follows. The same pages in the same order
 * on each worker give the same HTML on every machine; another count gives equivalent CSS under other names.
 */
export const defaultPrerenderWorkers = 2;

let pool: ((request: Request) => Promise<Response>) | undefined;

/** Renders the request in a worker thread (the pool is started on the first call). */
export function renderInWorker(request: Request): Promise<Response> {
  pool ??= startPool(prerenderWorkerCount());
  return pool(request);
}

function startPool(size: number): (request: Request) => Promise<Response> {
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL(serverBuildUrl()), { workerData: { [workerFlag]: true } });
    // held only while it has a page to render: the build ends when React Router is done, without stopping the pool
    worker.unref();
    return { worker, pending: 0 };
  });
  const waiting = new Map<
    number,
    { resolve: (r: Response) => void; reject: (e: Error) => void; from: (typeof workers)[number] }
  >();
  for (const entry of workers) {
    entry.worker.on("message", (reply: RenderReply) => {
      const pending = waiting.get(reply.id)!;
      waiting.delete(reply.id);
      if (--entry.pending === 0) entry.worker.unref();
      if ("error" in reply) pending.reject(new Error(reply.error));
      else pending.resolve(new Response(reply.body, { status: reply.status, headers: reply.headers }));
    });
    entry.worker.on("error", (error) => {
      for (const [id, pending] of waiting) {
        if (pending.from !== entry) continue;
        waiting.delete(id);
        pending.reject(error);
      }
    });
  }
  let nextId = 0;
  return (request) =>
    new Promise((resolve, reject) => {
      // the nth request goes to worker n mod size, whatever is busy: each worker renders the same pages in the
      // same order in every build (React Router asks for the pages in one order), so the HTML is the same
      const id = nextId++;
      const entry = workers[id % workers.length];
      waiting.set(id, { resolve, reject, from: entry });
      if (entry.pending++ === 0) entry.worker.ref();
      const message: RenderRequest = { id, url: request.url, headers: [...request.headers] };
      entry.worker.postMessage(message);
    });
}

/** In a pre-render worker thread (see above): answers the main thread's requests. */
export function servePrerenderRequests(): void {
  if (isMainThread || !(workerData as Record<string, unknown> | null)?.[workerFlag]) return;
  const port = parentPort!;
  // this module is part of the server bundle the worker was started with: importing it gives the build
  const handler = import(/* @vite-ignore */ serverBuildUrl()).then((build: ServerBuild) =>
    createRequestHandler(build, "production"),
  );
  // one page at a time, in the order they came: a page's HTML must not depend on which other page was half done
  let done: Promise<void> = Promise.resolve();
  port.on("message", (request: RenderRequest) => {
    done = done.then(() => answer(request));
  });
  const answer = async ({ id, url, headers }: RenderRequest) => {
    let reply: RenderReply;
    try {
      const response = await (await handler)(new Request(url, { headers }));
      reply = { id, status: response.status, headers: [...response.headers], body: await response.text() };
    } catch (error) {
      reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  };
}

/** The server bundle React Router built and pre-renders with (BUILD_DIR is set by scripts/build.ts). */
function serverBuildUrl(): string {
  return pathToFileURL(path.join(process.env.BUILD_DIR!, "server", "index.js")).href;
}
