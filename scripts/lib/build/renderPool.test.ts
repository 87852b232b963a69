import { expect, it } from "vitest";
import { startWorker, withoutTsx } from "./renderPool";

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
