import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { copyPublicFiles, holdsThesePages } from "./buildSite";
import { PageCache } from "./pageCache";
import type { PlannedPage } from "./pagePlan";
import type { PageRecord } from "./pageRecord";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pages: PlannedPage[] = Array.from({ length: 40 }, (_, i) => ({
  url: `/p${i}/`,
  rel: `p${i}/index.html`,
  route: `/p${i}`,
  key: `k${String(i).padStart(3, "0")}`,
}));

function cacheWithEveryPage(): PageCache {
  const cache = new PageCache(path.join(dir, "cache"));
  for (const page of pages) cache.write({ key: page.key, rel: page.rel } as PageRecord, `<p>${page.route}</p>`);
  return cache;
}

it("takes a build folder over when most of its pages are the cache's files, not when few or none are", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "build-site-"));
  const cache = cacheWithEveryPage();
  const folder = path.join(dir, "spare");
  pages.forEach((page, i) => {
    const target = path.join(folder, page.rel);
    mkdirSync(path.dirname(target), { recursive: true });
    if (i % 10 === 3)
      writeFileSync(target, "an older page"); // a few pages edited since
    else cache.linkPage(page.key, target);
  });
  expect(holdsThesePages(folder, pages, cache)).toBe(true);
  // the same pages under other keys (another version of the code): none in place
  expect(
    holdsThesePages(
      folder,
      pages.map((p) => ({ ...p, key: `other-${p.key}` })),
      cache,
    ),
  ).toBe(false);
  expect(holdsThesePages(folder, pages, undefined)).toBe(false); // --no-cache renders every page
  expect(holdsThesePages(path.join(dir, "empty"), pages, cache)).toBe(false);
});

it("copies public/ with a linked folder's files as plain files, and leaves out the pictures' sources", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "build-site-"));
  const publicDir = path.join(dir, "site/public");
  mkdirSync(path.join(dir, "shared/brand"), { recursive: true });
  mkdirSync(path.join(publicDir, "photos"), { recursive: true });
  writeFileSync(path.join(dir, "shared/brand/logo.svg"), "<svg/>");
  writeFileSync(path.join(publicDir, "photos/oven.jpg"), "a photo");
  writeFileSync(path.join(publicDir, "favicon.svg"), "<svg/>");
  symlinkSync(path.join(dir, "shared/brand"), path.join(publicDir, "brand"));
  const out = path.join(dir, "out");
  copyPublicFiles(publicDir, out, new Set([path.join(publicDir, "photos/oven.jpg")]));
  expect(lstatSync(path.join(out, "brand")).isDirectory()).toBe(true);
  expect(lstatSync(path.join(out, "brand/logo.svg")).isFile()).toBe(true);
  expect(readFileSync(path.join(out, "brand/logo.svg"), "utf8")).toBe("<svg/>");
  // as before: a plain file copied, a picture's source left out
  expect(readFileSync(path.join(out, "favicon.svg"), "utf8")).toBe("<svg/>");
  expect(() => lstatSync(path.join(out, "photos/oven.jpg"))).toThrow(/ENOENT/);
});
