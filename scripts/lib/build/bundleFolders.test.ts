import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tsxNodeOptions } from "../scriptCommand";
import { removeOldBundles } from "./bundleFolders";
import { installBundle } from "./codeBundle";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "code-bundle-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle folder as codeBundle() makes it (what readBundle checks), marked with `mark`. */
function madeBundle(name: string, mark: string): string {
  const folder = path.join(dir, name);
  for (const file of ["server/index.js", "worker/renderWorker.mjs"]) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), `// ${mark}`);
  }
  writeFileSync(path.join(folder, "bundle.json"), JSON.stringify({ codeHash: "abc", islands: {} }));
  return folder;
}

describe("installing a code bundle", () => {
  it("puts it under its final name", () => {
    const bundle = installBundle(madeBundle("abc.tmp-1", "first"), path.join(dir, "abc"), "abc");
    expect(readFileSync(bundle.serverEntry, "utf8")).toBe("// first");
  });

  it("uses the bundle another build of the same code installed first, and drops its own", () => {
    installBundle(madeBundle("abc.tmp-1", "first"), path.join(dir, "abc"), "abc");
    const second = madeBundle("abc.tmp-2", "second");
    const bundle = installBundle(second, path.join(dir, "abc"), "abc");
    expect(readFileSync(bundle.serverEntry, "utf8")).toBe("// first");
    expect(existsSync(second)).toBe(false);
  });

  it("stops when the final name holds something that is not a bundle", () => {
    mkdirSync(path.join(dir, "abc", "something"), { recursive: true });
    expect(() => installBundle(madeBundle("abc.tmp-1", "first"), path.join(dir, "abc"), "abc")).toThrow();
  });
});

describe("removing old code bundles", () => {
  /** Bundles a…f, f the most recently used; `held`: the ones a process marks as in use, by its pid. */
  function bundles(held: Record<string, number>): string[] {
    const names = ["a", "b", "c", "d", "e", "f"];
    names.forEach((name, i) => {
      const folder = madeBundle(name, name);
      if (held[name] !== undefined) writeFileSync(path.join(folder, `.in-use-${held[name]}`), "");
      const time = new Date(Date.UTC(2026, 0, 1, 0, i));
      utimesSync(folder, time, time);
    });
    removeOldBundles(dir);
    return readdirSync(dir).sort();
  }

  it("keeps the three most recently used (what stays the same)", () => {
    expect(bundles({})).toEqual(["d", "e", "f"]);
  });

  it("keeps an older bundle a running build renders with, and removes the marks of ended builds", () => {
    const ended = spawnSync(process.execPath, ["-e", ""]).pid!;
    expect(bundles({ a: process.pid, b: ended })).toEqual(["a", "d", "e", "f"]);
    expect(readdirSync(path.join(dir, "a"))).toContain(`.in-use-${process.pid}`);
  });

  it("removes the unfinished folders of ended builds, and keeps those of a build still running", () => {
    bundles({});
    const ended = spawnSync(process.execPath, ["-e", ""]).pid!;
    for (const name of [`g.tmp-${ended}-x1`, `g.tmp-${process.pid}-x2`])
      mkdirSync(path.join(dir, name, "server"), { recursive: true });
    removeOldBundles(dir);
    expect(readdirSync(dir).sort()).toEqual(["d", "e", "f", `g.tmp-${process.pid}-x2`]);
  });

  it("is done by several builds at once without failing, and each old bundle is removed once", async () => {
    const names = Array.from({ length: 40 }, (_, i) => `b${String(i).padStart(2, "0")}`);
    names.forEach((name, i) => {
      const folder = madeBundle(name, name);
      // deep enough that removing one takes a moment
      for (let n = 0; n < 20; n++) writeFileSync(path.join(folder, "server", `chunk-${n}.js`), "");
      const time = new Date(Date.UTC(2026, 0, 1, 0, i));
      utimesSync(folder, time, time);
    });
    const module = JSON.stringify(path.join(import.meta.dirname, "bundleFolders.ts"));
    const script = `const { removeOldBundles } = await import(${module}); removeOldBundles(${JSON.stringify(dir)});`;
    const exits = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, [...tsxNodeOptions, "--input-type=module", "-e", script], {
          stdio: ["ignore", "ignore", "pipe"],
        });
        let stderr = "";
        child.stderr.on("data", (chunk) => (stderr += String(chunk)));
        return new Promise<string>((resolve) => child.on("exit", (code) => resolve(`${code} ${stderr}`)));
      }),
    );
    expect(exits).toEqual(["0 ", "0 ", "0 ", "0 "]);
    expect(readdirSync(dir).sort()).toEqual(["b37", "b38", "b39"]);
  });
});
