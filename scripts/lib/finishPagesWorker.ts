/** A worker thread of finishPages (./finishPages.ts): finishes its run of pages and sends back their script hashes. */
import { parentPort, workerData } from "node:worker_threads";
import { finishRun, type FinishWork } from "./finishPages";

parentPort!.postMessage(finishRun(workerData as FinishWork));
