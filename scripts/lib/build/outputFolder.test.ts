import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discardStagingFolder, recoverOutputFolder, replaceOutputFolder, stagingFolder } from "./outputFolder";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const site = (folder: string, text: string) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "index.html"), text);
};
/** A process id no process has (as a killed build's). */
const gonePid = 2 ** 22 + 17;

describe("the output folder", () => {
  it("is replaced whole by the staging folder, the old one removed", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(out, "old");
    const staging = stagingFolder(out);
    expect(path.dirname(staging)).toBe(dir);
    site(staging, "new");
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("old");
    replaceOutputFolder(out);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("new");
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(path.join(dir, `.dist.previous-${process.pid}`))).toBe(false);
  });

  it("stays as it was when the build is discarded", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(out, "old");
    site(stagingFolder(out), "half");
    discardStagingFolder(out);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("old");
    expect(existsSync(path.join(dir, `.dist.building-${process.pid}`))).toBe(false);
  });

  it("is put back when a build was killed between setting it aside and putting the new one in", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(path.join(dir, `.dist.previous-${gonePid}`), "last good");
    site(path.join(dir, `.dist.building-${gonePid}`), "finished, not yet in place");
    recoverOutputFolder(out);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("last good");
    expect(existsSync(path.join(dir, `.dist.previous-${gonePid}`))).toBe(false);
    expect(existsSync(path.join(dir, `.dist.building-${gonePid}`))).toBe(false);
  });

  it("keeps what a build still running is writing", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(out, "current");
    const running = path.join(dir, `.dist.building-${process.ppid}`);
    site(running, "someone else's build");
    recoverOutputFolder(out);
    expect(existsSync(running)).toBe(true);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("current");
  });
});
