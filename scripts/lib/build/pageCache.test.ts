import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PageCache } from "./pageCache";
import type { PageRecord } from "./pageRecord";
import { sha256 } from "./sealedFile";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "page-cache-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const html = "<!DOCTYPE html><html><head><script>go()</script></head><body><main><h1>Hi</h1></main></body></html>";
const record = (key: string, page = html): PageRecord => ({
  rel: "hi/index.html",
  route: "/hi",
  key,
  htmlHash: sha256(page),
  scriptHashes: ["'sha256-abc'"],
  sharedCss: sha256("body{}"),
  problems: [{ check: "h1", route: "/hi", page: "hi/index.html", message: "a problem the page had when rendered" }],
  summary: {
    rel: "hi/index.html",
    route: "/hi",
    ids: ["top"],
    links: [["/", 120, 0]],
    linkPlaces: [{ route: "/hi", page: "hi/index.html", config: "site.json", shell: "header" }],
    title: "Hi",
    place: { route: "/hi", page: "hi/index.html" },
  },
});
/** Stores a page as a render thread does. */
const store = (cache: PageCache, key: string) => cache.write(record(key), html);
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

  it("leaves a target that already is the entry's file, and replaces another without writing into it", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    cache.write(record("aa21"), html);
    const other = html.replace("Hi", "Other");
    cache.write(record("aa22", other), other);
    const target = path.join(dir, "site", "hi", "index.html");
    cache.reuse([{ key: "aa21", target }]);
    const linked = statSync(target).ino;
    expect(cache.reuse([{ key: "aa21", target }])).toEqual([record("aa21")]);
    expect(statSync(target).ino).toBe(linked); // untouched
    // a build folder reused: the page's file is still the previous entry's, now replaced by another entry
    expect(cache.reuse([{ key: "aa22", target }])).toEqual([record("aa22", other)]);
    expect(readFileSync(target, "utf8")).toBe(other);
    expect(readFileSync(entry("aa21", ".html"), "utf8")).toBe(html);
    expect(cache.reuse([{ key: "aa21", target: path.join(dir, "elsewhere.html") }])[0]).toBeDefined();
  });

  it("gives no page whose entry is removed once checked (pruned by a build sharing the cache): it is rendered", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa31");
    // the entry goes between its check and its placing
    const checked = cache as unknown as { sound: (...args: unknown[]) => unknown };
    const sound = checked.sound.bind(cache);
    checked.sound = (...args) => {
      const found = sound(...args);
      rmSync(entry("aa31", ".html"));
      return found;
    };
    const target = path.join(dir, "site", "hi", "index.html");
    expect(cache.reuse([{ key: "aa31", target }])).toEqual([undefined]);
    expect(existsSync(target)).toBe(false);
    // not a damaged entry: the summary line counts none
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

  it("trusts the HTML of an entry older than 2 s while its file is untouched; hashes it again once touched", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa31");
    const file = entry("aa31", ".html");
    const hourAgo = Math.floor(Date.now() / 1000) - 3600; // whole seconds: set back exactly
    utimesSync(file, hourAgo, hourAgo);
    const target = (name: string) => path.join(dir, "site", name, "index.html");
    // the time changed since it was written: hashed, found sound, its stamp renewed
    expect(cache.reuse([{ key: "aa31", target: target("a") }])[0]?.key).toBe("aa31");
    // bytes changed behind the stamp's back (same file, size and time) are what the stamp cannot see, as with git
    const sameSize = html.replace("Hi", "Yo");
    writeFileSync(file, sameSize);
    utimesSync(file, hourAgo, hourAgo);
    expect(cache.reuse([{ key: "aa31", target: target("b") }])[0]?.key).toBe("aa31");
    // the same bytes written again, so its time changes: hashed, refused
    writeFileSync(file, sameSize);
    expect(cache.reuse([{ key: "aa31", target: target("c") }])).toEqual([undefined]);
    expect(cache.refused).toBe(1);
  });

  it("refuses a page edited in the built site (the entry's own file, linked there), however the target is found", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa35");
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    utimesSync(entry("aa35", ".html"), hourAgo, hourAgo);
    const target = path.join(dir, "site", "hi", "index.html");
    expect(cache.reuse([{ key: "aa35", target }])[0]?.key).toBe("aa35"); // hashed, its stamp renewed, linked
    expect(statSync(target).ino).toBe(statSync(entry("aa35", ".html")).ino);
    expect(cache.reuse([{ key: "aa35", target }])[0]?.key).toBe("aa35"); // in place, untouched
    writeFileSync(target, html.replace("Hi", "Hello")); // written into: the cache's file is that file
    utimesSync(target, hourAgo, hourAgo);
    expect(cache.reuse([{ key: "aa35", target }])).toEqual([undefined]);
    expect(cache.refused).toBe(1);
  });

  it("hashes an entry written in the last 2 s even when its stamp matches (an edit within the clock's tick)", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa41");
    const file = entry("aa41", ".html");
    // a whole second, as a file system of coarse times stamps it; a minute ahead, so that it is still "in the last
    // 2 s" however long this test's thread stalls on a busy machine
    const thisSecond = Math.floor(Date.now() / 1000) + 60;
    utimesSync(file, thisSecond, thisSecond);
    expect(cache.reuse([{ key: "aa41", target: path.join(dir, "site", "a.html") }])[0]?.key).toBe("aa41"); // renewed
    writeFileSync(file, html.replace("Hi", "Yo"));
    utimesSync(file, thisSecond, thisSecond);
    expect(cache.reuse([{ key: "aa41", target: path.join(dir, "site", "b.html") }])).toEqual([undefined]);
  });

  it("takes an entry whose HTML was copied over (a CI cache restored) after hashing it, and trusts it from then on", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa51");
    const file = entry("aa51", ".html");
    const recordBefore = readFileSync(entry("aa51", ".json"), "utf8");
    copyFileSync(file, `${file}.copy`);
    renameSync(`${file}.copy`, file); // another file, the same bytes
    expect(cache.reuse([{ key: "aa51", target: path.join(dir, "site", "a.html") }])).toEqual([record("aa51")]);
    expect(readFileSync(entry("aa51", ".json"), "utf8")).not.toBe(recordBefore); // the new file's stamp
    expect(cache.refused).toBe(0);
  });

  it("tells which keys have an entry filed (sound or not), over every folder of entries", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa51");
    store(cache, "bb52");
    writeFileSync(path.join(dir, "cache", "pages", "stray"), "not a folder of entries");
    const later = new PageCache(path.join(dir, "cache"));
    expect(["aa51", "bb52", "aa53", "cc54"].map((key) => later.has(key))).toEqual([true, true, false, false]);
  });

  it("gives back shared CSS only when it matches its hash", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    cache.writeCss(sha256("body{}"), "body{}");
    expect(cache.readCss(sha256("body{}"))).toBe("body{}");
    cache.writeCss(sha256("p{}"), "p{color:red}");
    expect(cache.readCss(sha256("p{}"))).toBeUndefined();
  });

  it("keeps, when pruned, the current pages and the unfinished writes of the last hour", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    store(cache, "aa01");
    store(cache, "ab02");
    // what writeWhole leaves when killed mid-write
    const half = path.join(path.dirname(entry("aa01", ".html")), ".aa01.html.1-0.tmp");
    writeFileSync(half, "half");
    expect(cache.prune(new Set(["aa01"]), new Set())).toBe(2);
    expect(existsSync(entry("aa01", ".json")) && existsSync(entry("aa01", ".html"))).toBe(true);
    expect(existsSync(entry("ab02", ".json"))).toBe(false);
    expect(readdirSync(path.dirname(entry("aa01", ".html")))).toContain(path.basename(half));
    expect(statSync(entry("aa01", ".html")).isFile()).toBe(true);
  });

  it("prunes the stylesheets no current page names, and none for a shard, which knows only its own pages'", () => {
    const cache = new PageCache(path.join(dir, "cache"));
    for (const css of ["a{}", "b{}", "c{}"]) cache.writeCss(sha256(css), css);
    cache.prune(new Set(), undefined);
    expect(["a{}", "b{}", "c{}"].map((css) => cache.readCss(sha256(css)))).toEqual(["a{}", "b{}", "c{}"]);
    cache.prune(new Set(), new Set([sha256("b{}")]));
    expect(["a{}", "b{}", "c{}"].map((css) => cache.readCss(sha256(css)))).toEqual([undefined, "b{}", undefined]);
  });
});
