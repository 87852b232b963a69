import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { repoRoot, runsInstalled, shownPath } from "../../src/engine/projectPaths";

/**
 * The scripts' modules that run as worker threads, by their file in the repository, and the name each is bundled
 * under in the package's prebuilt/cli/ (scripts/prepack.ts): an installed builder has no TypeScript loader. Beside
 * the commands' bundles (each module's `import.meta.url` is worked out from there), under a name no command has.
 */
export const workerModules: Readonly<Record<string, string>> = {
  "scripts/lib/siteCheck/pagesWorker.ts": "site-check-pages-worker",
};

/** The folder of the package's prebuilt commands (and their workers), written by `npm pack` (scripts/prepack.ts). */
export const prebuiltCliDir = path.join(repoRoot, "prebuilt", "cli");

/**
 * A worker thread running a TypeScript module of the scripts. Installed in a site repository, it runs the module's
 * prebuilt bundle; in this repository (where the scripts run under tsx), the worker registers tsx's loader before
 * it imports the module, as a worker does not inherit the main thread's module hooks.
 */
export function tsWorker(module: URL, workerData: unknown): Worker {
  if (runsInstalled) {
    const file = shownPath(fileURLToPath(module), repoRoot);
    const bundled = workerModules[file];
    if (!bundled)
      throw new Error(`${file} is not among the worker modules bundled by npm pack (scripts/lib/tsWorker.ts)`);
    return new Worker(path.join(prebuiltCliDir, `${bundled}.mjs`), { workerData });
  }
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * `items` split into at most `count` runs of consecutive items, each run handed to its own worker thread
 * running `module` (which posts one message: the run's results); the results in the items' order. With one
 * run, `inProcess` does the work here instead.
 */
export async function inRuns<T, R>(
  module: URL,
  items: T[],
  count: number,
  work: (run: T[]) => unknown,
  inProcess: (run: T[]) => R[],
): Promise<R[]> {
  const size = Math.max(1, Math.ceil(items.length / Math.max(1, count)));
  const runs = Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
  if (runs.length <= 1) return inProcess(items);
  const results = await Promise.all(
    runs.map(
      (run) =>
        new Promise<R[]>((resolve, reject) => {
          const worker = tsWorker(module, work(run));
          worker.once("message", (result: R[]) => void worker.terminate().then(() => resolve(result)));
          worker.once("error", reject);
        }),
    ),
  );
  return results.flat();
}
