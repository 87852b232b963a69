// Every command that listens (dev, start, edit, serve) says a taken port in one line and exits 1, instead of a
// stack trace; with a free port it starts as before (dev without --strictPort takes the next free port).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";
import { portIsFree } from "../../scripts/lib/portInUse";
import { repoRoot } from "../../src/engine/projectPaths";

let taken: Server;
let port: number;
const dist = mkdtempSync(path.join(os.tmpdir(), "port-in-use-"));
beforeAll(async () => {
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>x</title>");
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  port = (taken.address() as AddressInfo).port;
});
afterAll(() => {
  taken.close();
  rmSync(dist, { recursive: true, force: true });
});

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts", script), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 120_000,
  });

describe("a taken port", () => {
  const commands: [string, string, (port: number) => string[]][] = [
    ["npm run edit", "edit.ts", (p) => ["--dir", "tests/fixtures/sites/journal", "--port", String(p)]],
    [
      "npm run dev --strictPort",
      "dev.ts",
      (p) => ["--dir", "tests/fixtures/sites/journal", "--port", String(p), "--strictPort"],
    ],
    ["npm start", "start.ts", (p) => ["--dir", "tests/fixtures/sites/journal", "--port", String(p)]],
    ["npm run serve", "serve.ts", (p) => ["--dir", dist, "--port", String(p)]],
  ];
  for (const [name, script, args] of commands) {
    it(`${name} says it in one line and exits 1`, () => {
      const result = run(script, args(port));
      expect(result.stderr.trim()).toBe(`✖ port ${port} is already in use: stop the other server or pass --port N`);
      expect(result.status).toBe(1);
    }, 150_000);
  }

  it("is known free once nothing listens on it (what stays the same: a free port is used)", async () => {
    expect(await portIsFree(port)).toBe(false);
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const other = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    expect(await portIsFree(other)).toBe(true);
  });

  it("npm run serve with a free port serves as before", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const free = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const serve = spawn(
      process.execPath,
      [...tsxNodeOptions, path.join(repoRoot, "scripts/serve.ts"), "--dir", dist, "--port", String(free)],
      {
        cwd: repoRoot,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    try {
      let printed = "";
      serve.stdout.on("data", (chunk: Buffer) => (printed += String(chunk)));
      await expect.poll(() => printed, { timeout: 60_000 }).toContain(`on http://127.0.0.1:${free}`);
    } finally {
      serve.kill("SIGTERM");
    }
  }, 90_000);
});

describe("stopping a command through the shell npm starts it in", () => {
  it("npm run serve stops when the shell that started it is stopped (SIGTERM to the process npm started)", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const free = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // as npm runs a script: sh -c "node …"; the shell waits for node, which is its child
    const command = [
      process.execPath,
      ...tsxNodeOptions,
      path.join(repoRoot, "scripts/serve.ts"),
      "--dir",
      dist,
      "--port",
      String(free),
    ]
      .map((part) => `'${part}'`)
      .join(" ");
    const shell = spawn("sh", ["-c", `${command}; true`], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
    let printed = "";
    shell.stdout.on("data", (chunk: Buffer) => (printed += String(chunk)));
    await expect.poll(() => printed, { timeout: 60_000 }).toContain(`on http://127.0.0.1:${free}`);
    const server = Number(
      spawnSync("ps", ["-o", "pid=", "--ppid", String(shell.pid)], { encoding: "utf8" }).stdout.trim(),
    );
    shell.kill("SIGTERM");
    try {
      // the port is free again once the server stopped with its shell
      await expect.poll(() => portIsFree(free), { timeout: 10_000 }).toBe(true);
    } finally {
      if (server) spawnSync("kill", ["-9", String(server)]);
    }
  }, 90_000);
});
