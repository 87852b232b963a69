import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PageCache } from "./pageCache";
import { hashHtml, type PageRecord } from "./pageRecord";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "page-cache-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const html = "<!DOCTYPE html><html><head><script>go()</script></head><body><main><h1>Hi</h1></main></body></html>";
const record = (key: string, page = html): PageRecord => ({
  rel: "hi/index.html",
  route: "/hi",
  key,
  htmlHash: hashHtml(page),
  scriptHashes: ["'sha256-abc'"],
  sharedCss: hashHtml("body{}"),
  problems: [{ check: "h1", route: "/hi", page: "hi/index.html", message: "a problem the page had when rendered" }],
  summary: {
    rel: "hi/index.html",
    route: "/hi",
    ids: ["top"],
    links: [],
    title: "Hi",
    place: { route: "/hi", page: "hi/index.html" },
  },
});
/** Stores a page as a render thread does: its HTML written into the site, then the entry. */
function store(cache: PageCache, key: string): void {
  const written = path.join(dir, "rendered", `${key}.html`);
  mkdirSync(path.dirname(written), { recursive: true });
  writeFileSync(written, html);
  cache.write(record(key), written);
}
const entry = (key: string, ending: ".json" | ".html") =>
  path.join(dir, "cache", "pages", key.slice(0, 2), `${key}${ending}`);

describe("the page cache", () => {
  it("gives back a stored page whole: its HTML in the new site, and its record as it was (script hashes, problems)", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa11");
    const target = path.join(dir, "site", "hi", "index.html");
    expect(cache.reuse([{ key: "aa11", target }])).toEqual([record("aa11")]);
    expect(readFileSync(target, "utf8")).toBe(html);
    expect(cache.refused).toBe(0);
  });

  it("refuses a truncated, edited, foreign or other-format entry, and counts it", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    for (const key of ["aa01", "aa02", "aa03", "aa04", "aa05", "aa06"]) store(cache, key);
    writeFileSync(entry("aa01", ".html"), html.slice(0, 40)); // truncated HTML
    writeFileSync(entry("aa02", ".json"), readFileSync(entry("aa02", ".json"), "utf8").slice(0, 30)); // truncated record
    writeFileSync(
      entry("aa03", ".json"),
      readFileSync(entry("aa03", ".json"), "utf8").replace("'sha256-abc'", "'sha256-xyz'"),
    );
    writeFileSync(entry("aa04", ".json"), readFileSync(entry("aa06", ".json"), "utf8")); // another key's record
    writeFileSync(
      entry("aa05", ".json"),
      readFileSync(entry("aa05", ".json"), "utf8").replace("page-builder-page/", "other/"),
    );
    const reused = cache.reuse(
      ["aa01", "aa02", "aa03", "aa04", "aa05", "aa06", "bb00"].map((key) => ({
        key,
        target: path.join(dir, "site", key, "index.html"),
      })),
    );
    expect(reused.map((r) => r?.key)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      "aa06",
      undefined,
    ]);
    // a key never stored (bb00) is missing, not damaged
    expect(cache.refused).toBe(5);
    expect(existsSync(path.join(dir, "site", "aa01", "index.html"))).toBe(false);
  });

  it("gives back shared CSS only when it matches its hash", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    cache.writeCss(hashHtml("body{}"), "body{}");
    expect(cache.readCss(hashHtml("body{}"))).toBe("body{}");
    cache.writeCss(hashHtml("p{}"), "p{color:red}");
    expect(cache.readCss(hashHtml("p{}"))).toBeUndefined();
  });

  it("keeps, when pruned, the current pages and the unfinished writes of the last hour", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa01");
    store(cache, "ab02");
    writeFileSync(`${entry("aa01", ".html")}.tmp-1-x`, "half");
    expect(cache.prune(new Set(["aa01"]), new Set())).toBe(2);
    expect(existsSync(entry("aa01", ".json")) && existsSync(entry("aa01", ".html"))).toBe(true);
    expect(existsSync(entry("ab02", ".json"))).toBe(false);
    expect(readdirSync(path.dirname(entry("aa01", ".html")))).toContain("aa01.html.tmp-1-x");
    expect(statSync(entry("aa01", ".html")).isFile()).toBe(true);
  });
});
