import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { buildDay, contentKey, LastModified } from "./lastModified";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("a page keeps its day while its content is the same, and gets the build's day when it changes", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lastmod-"));
  const first = LastModified.inCache(dir);
  expect(first.dayOf("a/index.html", contentKey({ a: 1 }), "2026-01-01")).toBe("2026-01-01");
  expect(first.dayOf("b/index.html", contentKey({ b: 1 }), "2026-01-01")).toBe("2026-01-01");
  first.save(new Set(["a/index.html", "b/index.html"]));

  const second = LastModified.inCache(dir);
  expect(second.dayOf("a/index.html", contentKey({ a: 1 }), "2026-02-01")).toBe("2026-01-01");
  expect(second.dayOf("b/index.html", contentKey({ b: 2 }), "2026-02-01")).toBe("2026-02-01");
  second.save(new Set(["a/index.html", "b/index.html"]));
  expect(LastModified.inCache(dir).dayOf("b/index.html", contentKey({ b: 2 }), "2026-03-01")).toBe("2026-02-01");
});

it("a shard keeps the days of the other shards' pages and forgets pages no longer in the site", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lastmod-"));
  const file = path.join(dir, "lastmod.json");
  writeFileSync(file, JSON.stringify({ "other.html": ["k1", "2025-05-05"], "gone.html": ["k2", "2025-05-05"] }));
  const shard = new LastModified(file);
  shard.dayOf("mine.html", "k3", "2026-01-01");
  shard.save(new Set(["other.html", "mine.html"]));
  expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
    "mine.html": ["k3", "2026-01-01"],
    "other.html": ["k1", "2025-05-05"],
  });
});

it("without a cache (--no-cache) or with a damaged record, every page gets the build's day", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lastmod-"));
  expect(new LastModified(undefined).dayOf("a.html", "k", "2026-01-01")).toBe("2026-01-01");
  writeFileSync(path.join(dir, "lastmod.json"), "{not json");
  expect(LastModified.inCache(dir).dayOf("a.html", "k", "2026-01-01")).toBe("2026-01-01");
});

it("the build's day is UTC, or SOURCE_DATE_EPOCH's for a reproducible build", () => {
  expect(buildDay(new Date("2026-03-04T23:30:00-05:00"), {})).toBe("2026-03-05");
  expect(buildDay(new Date(), { SOURCE_DATE_EPOCH: "1700000000" })).toBe("2023-11-14");
});
