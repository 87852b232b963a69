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
import type { HandedOffPage } from "../entry.server";
import { defaultConfigDir } from "../engine/projectPaths";
import { prerenderPaths } from "../engine/routePaths";

let serverEntry = "";
const env = { ...process.env, NODE_ENV: "production", PAGES_CONFIG_DIR: defaultConfigDir };
const addresses = prerenderPaths(defaultConfigDir).map((route) =>
  route === "/" || route.endsWith("/404") ? route : `${route}/`,
);

function renderInFreshWorker(order: string[]): Promise<Record<string, string>>;
function renderInFreshWorker(
  order: string[],
  handOff: true,
): Promise<Record<string, HandedOffPage & { status: number }>>;
function renderInFreshWorker(order: string[], handOff = false): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./pageHtmlIsPure.worker.mjs", import.meta.url), {
      workerData: { serverBundle: serverEntry, addresses: order, handOff },
      env,
    });
    worker.once("message", (pages: Record<string, unknown>) => {
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

  it(
    "handed to the build with its CSS beside it, is the page the dev server answers, its <style> elements at the marker",
    {
      timeout: 180_000,
    },
    async () => {
      const answered = await renderInFreshWorker(addresses);
      const handed = await renderInFreshWorker(addresses, true);
      for (const address of addresses) {
        const { status, html, styles, marker } = handed[address];
        const [, page] = /^\d{3}\n([\s\S]*)$/.exec(answered[address])!;
        // the dev server's CSS: the shared part, then the page's own (src/render/pageStyles.server.ts styleTags)
        const tags =
          /<style data-shared-css="" data-emotion="([^"]*)">([^<]*)<\/style>(?:<style data-emotion="([^"]*)">([^<]*)<\/style>)?/.exec(
            page,
          );
        expect(tags, `${address}: the dev server's page has its shared CSS`).not.toBeNull();
        expect(html.split(marker).length, `${address}: one marker`).toBe(2);
        expect(`${status}\n${html.replace(marker, tags![0])}` === answered[address], `${address}: pages differ`).toBe(
          true,
        );
        expect([`${styles.key} ${styles.shared.ids}`, styles.shared.css]).toEqual([tags![1], tags![2]]);
        expect(styles.own && [`${styles.key} ${styles.own.ids}`, styles.own.css]).toEqual(
          tags![3] === undefined ? undefined : [tags![3], tags![4]],
        );
      }
    },
  );

  it(
    "of the config folder carries nothing of React Router's client hand-off, which no page loads",
    { timeout: 180_000 },
    async () => {
      const pages = await renderInFreshWorker(addresses);
      for (const address of addresses) {
        // its stream's script, and the Suspense boundary that held it (an empty "<!--$--><!--/$-->" before </body>)
        expect(pages[address], address).not.toContain("__reactRouterContext");
        expect(pages[address], address).not.toContain("<!--$");
        // what stays: the page whole, to its end
        expect(pages[address], address).toMatch(/<\/footer><\/div><\/body><\/html>$/);
      }
    },
  );
});
