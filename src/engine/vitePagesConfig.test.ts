import { EventEmitter } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { ViteDevServer } from "vite";
import { smallSite } from "../../tests/unit/support/buildRun";
import { workingDirEnv } from "./projectPaths";
import { pagesConfigPlugin } from "./vitePagesConfig";

let site: string;
let logged: string[];
let reloads: number;
let watcher: EventEmitter & { add: () => void };
/** Runs as a message is logged: after the check read the files, before it returns. */
let duringCheck: (() => void) | undefined;

beforeEach(() => {
  site = smallSite(mkdtempSync(path.join(tmpdir(), "dev-watch-")), 0);
  vi.stubEnv("PAGES_CONFIG_DIR", site);
  // this test's own list: a plugin of an earlier test whose check is retried late (a busy machine holds its timer
  // past its test) logs into that test's list, not this one's
  const mine: string[] = [];
  logged = mine;
  reloads = 0;
  duringCheck = undefined;
  const log = (message: string) => {
    mine.push(message);
    if (logged !== mine) return;
    duringCheck?.();
    duringCheck = undefined;
  };
  watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const server = {
    watcher,
    config: { logger: { info: log, error: log } },
    ws: { send: () => logged === mine && reloads++ },
    httpServer: null,
  } as unknown as ViteDevServer;
  // the plugin's configureServer is a plain function (it uses no plugin context)
  const configure = pagesConfigPlugin().configureServer as (s: ViteDevServer) => void;
  configure(server);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(site, { recursive: true, force: true });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

test("a save seen half-way (the file emptied, then written) ends with the message about what was written", async () => {
  const file = path.join(site, "pages/privacy-policy.json");
  const text = readFileSync(file, "utf8");
  const broken = text.replace('"type": "legal-text"', '"type": "legal-txt"');
  expect(broken).not.toBe(text);
  writeFileSync(file, "");
  // written while the first check was made, with no second event
  duringCheck = () => writeFileSync(file, broken);
  watcher.emit("change", file);
  await settle();
  expect(logged[0]).toContain("the file is empty");
  expect(logged.at(-1)).toMatch(/privacy-policy\.json:\d+:\d+ {2}blocks\[0\]\.type: unknown block type "legal-txt"/);
  expect(logged.at(-1)).not.toContain("the file is empty");
  expect(reloads).toBe(logged.length);
});

test("a file left empty, or saved whole, is checked once: no message repeated", async () => {
  const file = path.join(site, "pages/privacy-policy.json");
  const text = readFileSync(file, "utf8");
  writeFileSync(file, "");
  watcher.emit("change", file);
  await settle();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain("the file is empty");

  writeFileSync(file, text);
  watcher.emit("change", file);
  await settle();
  expect(logged).toHaveLength(2);
  expect(logged[1]).toMatch(/privacy-policy\.json changed: ✔ \d+ config files valid/);
});

test("names files as validate does, from the folder the command was started in, not the server's own", async () => {
  // scripts/dev.ts runs the server in the builder's folder and hands on the folder it was started in
  vi.stubEnv(workingDirEnv, path.dirname(site));
  const shown = `${path.basename(site)}/pages/privacy-policy.json`;
  const file = path.join(site, "pages/privacy-policy.json");
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace('"type": "legal-text"', '"type": "legal-txt"'));
  watcher.emit("change", file);
  await settle();
  expect(logged.at(-1)).toMatch(
    new RegExp(`\\n${shown}:\\d+:\\d+ {2}blocks\\[0\\]\\.type: unknown block type "legal-txt"`),
  );
  writeFileSync(file, text);
  watcher.emit("change", file);
  await settle();
  expect(logged.at(-1)).toMatch(new RegExp(`\\] ${shown} changed: ✔`));
});
