import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { savedAsUtf16 } from "./textEncoding.ts";
import { validateConfigDir } from "./validateConfigDir.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const journal = path.join(repoRoot, "tests/fixtures/sites/journal");
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Bytes of `text` in UTF-16 (little-endian unless told), with its byte-order mark unless told not to. */
const utf16 = (text: string, { mark = true, bigEndian = false } = {}) => {
  const bytes = Buffer.from(`${mark ? "\uFEFF" : ""}${text}`, "utf16le");
  return bigEndian ? bytes.swap16() : bytes;
};

describe("savedAsUtf16, of a text read as UTF-8", () => {
  it("is true of UTF-16 with and without its byte-order mark, either byte order, any alphabet, or empty", () => {
    for (const mark of [true, false])
      for (const bigEndian of [true, false])
        expect(savedAsUtf16(utf16('{ "title": "Home" }', { mark, bigEndian }).toString("utf8"))).toBe(true);
    expect(savedAsUtf16(utf16('中文 { "title": "首页" }').toString("utf8"))).toBe(true);
    expect(savedAsUtf16(utf16("").toString("utf8"))).toBe(true);
  });

  it("is false of UTF-8 (with its byte-order mark too), of Latin-1, of an empty file and of a file of zero bytes", () => {
    expect(savedAsUtf16('{ "title": "Home" }')).toBe(false);
    expect(savedAsUtf16('\uFEFF{ "title": "Café" }')).toBe(false);
    expect(savedAsUtf16(Buffer.from('{ "title": "Café" }', "latin1").toString("utf8"))).toBe(false);
    expect(savedAsUtf16("")).toBe(false);
    expect(savedAsUtf16("\u0000\u0000\u0000\u0000")).toBe(false);
  });
});

describe("a config file saved as UTF-16", () => {
  it("is told as UTF-16 where it is read from disk: a page, a site.json, a JSON item and a Markdown item", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "utf16-"));
    temps.push(dir);
    cpSync(journal, dir, { recursive: true });
    const resave = (inside: string, options?: { mark?: boolean; bigEndian?: boolean }) =>
      writeFileSync(path.join(dir, inside), utf16(readFileSync(path.join(dir, inside), "utf8"), options));
    resave("pages/order.json");
    resave("site.json", { mark: false });
    resave("collections/posts/ovens.md", { bigEndian: true });
    resave("collections/testimonials.json", { mark: false });
    const problems = validateConfigDir(dir, path.join(repoRoot, "schemas")).diagnostics.map((d) => [
      path.basename(d.file),
      `${d.line}:${d.column}`,
      d.code,
      d.message,
      d.hint,
    ]);
    const message = "(file) the file is saved as UTF-16, which the builder cannot read.";
    const hint =
      'Save it as UTF-8 (in VS Code: click the encoding in the status bar, choose "Save with Encoding", then UTF-8).';
    expect(problems).toEqual(
      expect.arrayContaining([
        ["order.json", "1:1", "json-syntax", message, hint],
        ["site.json", "1:1", "json-syntax", message, hint],
        ["ovens.md", "1:1", "front-matter-syntax", message, hint],
        ["testimonials.json", "1:1", "json-syntax", message, hint],
      ]),
    );
  });
});
