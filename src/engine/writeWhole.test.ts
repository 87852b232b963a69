import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeWhole } from "./writeWhole";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "write-whole-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("writeWhole", () => {
  it("makes the folders a file goes into when they are missing", () => {
    const file = path.join(dir, "a/b/c.json");
    writeWhole(file, "{}");
    expect(readFileSync(file, "utf8")).toBe("{}");
  });

  it("replaces a file whole in a folder that is there, and leaves no temporary file (what stays the same)", () => {
    const file = path.join(dir, "page.html");
    writeFileSync(file, "old");
    writeWhole(file, "new");
    expect(readFileSync(file, "utf8")).toBe("new");
    expect(readdirSync(dir)).toEqual(["page.html"]);
  });

  it("fails where no folder can be made, leaving nothing behind", () => {
    writeFileSync(path.join(dir, "taken"), "a file, not a folder");
    expect(() => writeWhole(path.join(dir, "taken/page.html"), "x")).toThrow(/ENOTDIR|EEXIST/);
    expect(readdirSync(dir)).toEqual(["taken"]);
  });
});
