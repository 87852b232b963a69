import path from "node:path";
import { describe, expect, it } from "vitest";
import { devWatchIgnored } from "./devWatchIgnored.ts";

const repo = "/work/builder";
const ignoredIn = (site: string, root = repo) => {
  const ignored = devWatchIgnored(root, site);
  return (file: string) => ignored(path.join(file));
};

describe("what the dev server does not watch", () => {
  it("leaves alone what builds and tests write in the builder's folder", () => {
    const ignored = ignoredIn(`${repo}/pages-config`);
    for (const file of [
      "build/server/index.js",
      "dist/index.html",
      ".dist.4021/index.html",
      ".build-cache/code/abc/bundle.json",
      ".react-router/types/src/+types/root.ts",
      "prebuilt/code/server/index.js",
      "tests/.tmp/run/x.json",
      "test-results/trace.zip",
      "tests/fixtures/sites/bakery/dist/index.html",
    ])
      expect(ignored(`${repo}/${file}`), file).toBe(true);
  });

  it("watches the builder's sources and the site's files (what stays the same)", () => {
    const ignored = ignoredIn(`${repo}/pages-config`);
    for (const file of ["src/blocks/hero/Hero.tsx", "schemas/page.schema.json", "pages-config/pages/index.json"])
      expect(ignored(`${repo}/${file}`), file).toBe(false);
  });

  it("watches a site's own folders named like an output (a page at /build/kitchens), and a site under build/", () => {
    const ignored = ignoredIn("/home/ann/build/site");
    for (const file of ["pages/build/kitchens.json", "pages/dist/index.json", "blocks/price-list/PriceList.tsx"])
      expect(ignored(`/home/ann/build/site/${file}`), file).toBe(false);
    for (const file of ["dist/index.html", ".dist.77/index.html", ".build-cache/pages/x.html"])
      expect(ignored(`/home/ann/build/site/${file}`), file).toBe(true);
  });

  it("watches the builder's sources when the builder itself lies under a folder named dist", () => {
    const ignored = ignoredIn("/srv/dist/builder/pages-config", "/srv/dist/builder");
    expect(ignored("/srv/dist/builder/src/blocks/hero/Hero.tsx")).toBe(false);
    expect(ignored("/srv/dist/builder/dist/index.html")).toBe(true);
  });
});
