import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCollected } from "./runCommand";
import { tsxNodeOptions } from "./scriptCommand";

const dir = mkdtempSync(path.join(os.tmpdir(), "run-command-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A command (as dev.ts runs React Router's server) that prints its process id and runs until stopped. */
const parentScript = path.join(dir, "parent.mts");
writeFileSync(
  parentScript,
  [
    `import { runCommand } from ${JSON.stringify(path.join(import.meta.dirname, "runCommand.ts"))};`,
    `const code = await runCommand(process.execPath, ["-e", "console.log('child ' + process.pid); setInterval(() => {}, 1000)"]);`,
    "process.exit(code);",
    "",
  ].join("\n"),
);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts the parent, waits for its child's id, stops the parent with `signal` alone and returns both ids. */
async function stopParent(signal: NodeJS.Signals): Promise<{ child: number; exited: boolean }> {
  const parent = spawn(process.execPath, [...tsxNodeOptions, parentScript], { stdio: ["ignore", "pipe", "inherit"] });
  const child = await new Promise<number>((resolve) => {
    let seen = "";
    parent.stdout.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /child (\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
  });
  expect(alive(child)).toBe(true);
  const exited = new Promise<boolean>((resolve) => parent.on("exit", () => resolve(true)));
  parent.kill(signal); // to the parent only, as npm or a process manager sends it
  return {
    child,
    exited: await Promise.race([exited, new Promise<boolean>((r) => setTimeout(() => r(false), 10_000))]),
  };
}

describe("runCommand", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`passes ${signal} on to the command it runs: stopping the parent leaves no process behind`, async () => {
      const { child, exited } = await stopParent(signal);
      try {
        expect(exited).toBe(true);
        await expect.poll(() => alive(child), { timeout: 5000 }).toBe(false);
      } finally {
        if (alive(child)) process.kill(child, "SIGKILL");
      }
    }, 30_000);
  }
});

describe("runCollected", () => {
  it("collects what the command prints, its errors too, each in its order, and its exit code", async () => {
    const script =
      "console.log('one'); console.error('two'); setTimeout(() => { console.log('three'); process.exit(3); }, 50)";
    const { code, output } = await runCollected(process.execPath, ["-e", script]);
    expect(code).toBe(3);
    // two pipes: a busy reader may take "one" and "three" together before "two"
    const lines = output.split("\n").filter(Boolean);
    expect([...lines].sort()).toEqual(["one", "three", "two"]);
    expect(lines.indexOf("one")).toBeLessThan(lines.indexOf("three"));
  });

  it("says a command that cannot start, with 127", async () => {
    const { code, output } = await runCollected("no-such-command-here", []);
    expect(code).toBe(127);
    expect(output).toMatch(/ENOENT/);
  });
});
