import { Worker } from "node:worker_threads";

/**
 * A worker thread running a TypeScript module of the scripts (which run under tsx): the worker registers
 * tsx's loader before it imports the module, as a worker does not inherit the main thread's module hooks.
 */
export function tsWorker(module: URL, workerData: unknown): Worker {
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}
