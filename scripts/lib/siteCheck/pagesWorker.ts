/** A worker thread of checkBuiltSiteOnWorkers (./index.ts): checks its run of pages and sends back what it found. */
import { parentPort, workerData } from "node:worker_threads";
import { checkPages, type PagesWork } from "./index";

const { pages, configDir } = workerData as PagesWork;
parentPort!.postMessage([checkPages(pages, configDir)]);
