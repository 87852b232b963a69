/**
 * A page's HTML is a function of the page alone: the same whatever the process rendered before it (the build
 * caches pages and splits them across workers and machines). Chakra's memo, keyed loosely, made the CSS of a
 * page depend on the pages before it (src/theme/exactMemo.ts). Renders the first site's pages with the real
 * server bundle in one order, in the reverse order, and a few each alone, each run in a fresh worker.
 */
import { Worker } from "node:worker_threads";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCacheDir } from "../../scripts/lib/build/cacheFolder";
import { codeBundle } from "../../scripts/lib/build/codeBundle";
import { builderCodeHash } from "../../scripts/lib/build/codeHash";
import { defaultConfigDir } from "../engine/projectPaths";
import { prerenderPaths } from "../engine/routePaths";

let serverEntry = "";
const env = { ...process.env, NODE_ENV: "production", PAGES_CONFIG_DIR: defaultConfigDir };
const addresses = prerenderPaths(defaultConfigDir).map((route) =>
  route === "/" || route.endsWith("/404") ? route : `${route}/`,
);

function renderInFreshWorker(order: string[]): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./pageHtmlIsPure.worker.mjs", import.meta.url), {
      workerData: { serverBundle: serverEntry, addresses: order },
      env,
    });
    worker.once("message", (pages: Record<string, string>) => {
      resolve(pages);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

describe("a page's HTML", () => {
  // the server bundle npm run build renders with (made once per version of the builder, shared with the builds)
  beforeAll(async () => {
    const bundle = await codeBundle(buildCacheDir, builderCodeHash(), { verbose: false, status: () => {} });
    serverEntry = bundle.serverEntry;
  }, 300_000);

  it("is the same whatever was rendered before it in the same worker", { timeout: 180_000 }, async () => {
    expect(addresses.length).toBeGreaterThan(20);
    const forward = await renderInFreshWorker(addresses);
    const backward = await renderInFreshWorker([...addresses].reverse());
    for (const address of addresses) {
      expect(forward[address], address).toMatch(/^\d{3}\n<!DOCTYPE html>/);
      expect(backward[address] === forward[address], `${address}: forward and backward renders differ`).toBe(true);
    }
    // pages that, with Chakra's own memo, came out different depending on the pages before them
    const alone = ["/privacy-policy/", "/security/", "/blog/small-crm-wins/", "/terms-of-service/"];
    for (const address of alone) {
      expect(addresses).toContain(address);
      const single = await renderInFreshWorker([address]);
      expect(single[address] === forward[address], `${address}: rendered alone, it differs`).toBe(true);
    }
  });
});
