// The dev server's check, when validating the folder throws (it kept changing while read, ENOENT each time): the
// message is logged and the server keeps running, where the exception left the file watcher and ended the process.
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import type { ViteDevServer } from "vite";
import { smallSite } from "../../tests/unit/support/buildRun";
import { pagesConfigPlugin } from "./vitePagesConfig";

let failing = true;
vi.mock("./validateConfigDir.ts", async (original) => {
  const engine = await original<typeof import("./validateConfigDir.ts")>();
  return {
    ...engine,
    validateConfigDir: (...args: Parameters<typeof engine.validateConfigDir>) => {
      if (failing) {
        throw Object.assign(new Error("ENOENT: no such file or directory, open 'collections/posts/x.md'"), {
          code: "ENOENT",
        });
      }
      return engine.validateConfigDir(...args);
    },
  };
});

const site = smallSite(mkdtempSync(path.join(tmpdir(), "dev-check-fails-")), 0);
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(site, { recursive: true, force: true });
});

test("a check that throws is said in the terminal, and the next change is checked as before", () => {
  vi.stubEnv("PAGES_CONFIG_DIR", site);
  const logged: string[] = [];
  let reloads = 0;
  const watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const server = {
    watcher,
    config: { logger: { info: (m: string) => logged.push(m), error: (m: string) => logged.push(m) } },
    ws: { send: () => reloads++ },
    httpServer: null,
  } as unknown as ViteDevServer;
  (pagesConfigPlugin().configureServer as (s: ViteDevServer) => void)(server);
  const page = path.join(site, "pages/privacy-policy.json");
  expect(() => watcher.emit("unlink", page)).not.toThrow();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(
    /^\[pages-config\] \S*pages\/privacy-policy\.json removed: the config folder could not be checked \(ENOENT: no such file or directory, open 'collections\/posts\/x\.md'\); it is checked again at the next change$/,
  );
  expect(reloads).toBe(0);
  failing = false;
  watcher.emit("unlink", page);
  expect(logged[1]).toMatch(/pages\/privacy-policy\.json removed: ✔ \d+ config files valid/);
  expect(reloads).toBe(1);
});
