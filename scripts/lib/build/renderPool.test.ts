import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import type { PlannedPage } from "./pagePlan";
import type { Worker } from "node:worker_threads";
import { PageTimeout, RenderPool, startWorker, withoutTsx } from "./renderPool";
import type { RenderWorkerData } from "./renderWorker";

const scratch = mkdtempSync(path.join(os.tmpdir(), "render-pool-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("starts render threads with the build's Node options but tsx's loader, however it was given", () => {
  expect(withoutTsx(["--import", "tsx", "--cpu-prof"])).toEqual(["--cpu-prof"]);
  expect(withoutTsx(["--import", "file:///repo/node_modules/tsx/dist/loader.mjs", "--inspect"])).toEqual(["--inspect"]);
  expect(withoutTsx(["--require=/repo/node_modules/tsx/dist/preflight.cjs", "--import=tsx"])).toEqual([]);
  expect(withoutTsx(["--import", "./other.mjs", "--max-old-space-size=4096"])).toEqual([
    "--import",
    "./other.mjs",
    "--max-old-space-size=4096",
  ]);
});

it("starts a render thread when the build was given options Node takes only for a whole process", async () => {
  const worker = startWorker("require('node:worker_threads').parentPort.postMessage(process.execArgv)", {
    eval: true,
    execArgv: ["--max-old-space-size=4096", "--no-warnings", "--stack-size=2000", "--max-semi-space-size=32"],
  });
  const execArgv = await new Promise((resolve, reject) => worker.once("message", resolve).once("error", reject));
  expect(execArgv).toEqual(["--no-warnings"]);
  await worker.terminate();
});

// A stand-in for renderWorker.ts that speaks its messages: it counts each page it starts, which is written into the
// output folder 150 ms after; a page at /fail/ fails at once, as a site block that throws does, and one at /loop/
// never finishes, as a site block's component looping forever (a synchronous loop: nothing in the thread can stop it).
const slowThread = `
const { parentPort, workerData } = require("node:worker_threads");
const started = new Int32Array(workerData.pagesStarted);
const { writeFileSync } = require("node:fs");
const path = require("node:path");
let outDir;
let queue = Promise.resolve();
parentPort.on("message", (message) => {
  if (!message.pages) return void (outDir = message.outDir);
  queue = queue.then(async () => {
    const records = [];
    for (const page of message.pages) {
      Atomics.add(started, 0, 1);
      if (page.url === "/loop/") for (;;) {}
      if (page.url === "/fail/") return parentPort.postMessage({ error: "Error: the block threw" });
      await new Promise((resolve) => setTimeout(resolve, 150));
      writeFileSync(path.join(outDir, page.rel), "<!doctype html>");
      records.push({ rel: page.rel });
    }
    parentPort.postMessage({ records, css: {}, spent: {} });
  });
});
`;

it("stops every thread before it answers that a page failed: no page is written after, into a folder being deleted", async () => {
  const entry = path.join(scratch, "slowThread.cjs");
  writeFileSync(entry, slowThread);
  const outDir = mkdtempSync(path.join(scratch, "out-"));
  const pool = new RenderPool(entry, "unused", scratch);
  pool.provide({ site: { pages: [] }, finish: {}, outDir, cacheDir: undefined } as unknown as RenderWorkerData);
  const page = (name: string): PlannedPage => ({ url: `/${name}/`, rel: `${name}.html`, route: `/${name}`, key: name });
  // one thread (few pages) is sent them all at once: after the failure it still holds "after" and "last"
  const rendered: string[] = [];
  const rendering = pool.render([page("first"), page("fail"), page("after"), page("last")], 2, (record) =>
    rendered.push(record.rel),
  );
  await expect(rendering).rejects.toThrow("the block threw");
  // on a busy machine the thread may write the next page before it is stopped: never after
  const whenStopped = readdirSync(outDir).sort();
  await sleep(500);
  expect(readdirSync(outDir).sort()).toEqual(whenStopped);
  expect(whenStopped).not.toContain("last.html");
  expect(rendered).toEqual(["first.html"]);
  await pool.close();
});

it("renders every page it is sent when none fails", async () => {
  const outDir = mkdtempSync(path.join(scratch, "out-"));
  const pool = new RenderPool(path.join(scratch, "slowThread.cjs"), "unused", scratch);
  pool.provide({ site: { pages: [] }, finish: {}, outDir, cacheDir: undefined } as unknown as RenderWorkerData);
  const pages = ["a", "b"].map((name) => ({ url: `/${name}/`, rel: `${name}.html`, route: `/${name}`, key: name }));
  const rendered: string[] = [];
  await pool.render(pages, 2, (record) => rendered.push(record.rel));
  expect(rendered).toEqual(["a.html", "b.html"]);
  expect(readdirSync(outDir).sort()).toEqual(["a.html", "b.html"]);
  await pool.close();
});

it("stops every thread when a page takes longer than the limit, and names the page: a component looping forever", async () => {
  const outDir = mkdtempSync(path.join(scratch, "out-"));
  const pool = new RenderPool(path.join(scratch, "slowThread.cjs"), "unused", scratch, 300);
  pool.provide({ site: { pages: [] }, finish: {}, outDir, cacheDir: undefined } as unknown as RenderWorkerData);
  const page = (name: string): PlannedPage => ({ url: `/${name}/`, rel: `${name}.html`, route: `/${name}`, key: name });
  const rendered: string[] = [];
  const started = performance.now();
  const rendering = pool.render([page("first"), page("loop"), page("after")], 2, (record) => rendered.push(record.rel));
  // the threads render() started, each of which must be stopped: the looping one cannot stop itself
  const workers = (pool as unknown as { threads: { worker: Worker }[] }).threads.map((t) => t.worker);
  const exited = workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
  const error: unknown = await rendering.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PageTimeout);
  expect(error).toMatchObject({ url: "/loop/", page: page("loop"), limitMs: 300 });
  // after the page before it (150 ms) and the limit, not long after
  expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  expect(performance.now() - started).toBeLessThan(5000);
  // every thread has stopped, the looping one too: none is left running when render() answers
  await expect(Promise.all(exited)).resolves.toHaveLength(workers.length);
  expect((pool as unknown as { threads: unknown[] }).threads).toEqual([]);
  expect(rendered).toEqual(["first.html"]);
  await sleep(400);
  expect(readdirSync(outDir)).toEqual(["first.html"]);
  await pool.close();
});

it("renders a slow page under the limit, and a thread's run of pages longer than the limit: the limit is a page's", async () => {
  const outDir = mkdtempSync(path.join(scratch, "out-"));
  const pool = new RenderPool(path.join(scratch, "slowThread.cjs"), "unused", scratch, 400);
  pool.provide({ site: { pages: [] }, finish: {}, outDir, cacheDir: undefined } as unknown as RenderWorkerData);
  // one thread, sent the five pages at once: 750 ms in all, 150 ms each
  const pages = ["a", "b", "c", "d", "e"].map((name) => ({
    url: `/${name}/`,
    rel: `${name}.html`,
    route: `/${name}`,
    key: name,
  }));
  const rendered: string[] = [];
  await pool.render(pages, 1, (record) => rendered.push(record.rel));
  expect(rendered).toEqual(["a.html", "b.html", "c.html", "d.html", "e.html"]);
  await pool.close();
});
