import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveConfigSet } from "../../src/engine/resolve/resolveConfigSet";
import { validConfigSet, validateConfigDir } from "../../src/engine/validateConfigDir";
import { repoRoot, schemasDir } from "../../src/engine/projectPaths";
import { planPages } from "./build/pagePlan";
import { siteWithCollection } from "./collectionSite";

/** The bench's site (scripts/lib/collectionsBench.ts), small: what it claims an edit rebuilds is what the keys say. */
describe("the collection bench's site", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "collection-site-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const site = siteWithCollection(dir, 45);
  const keys = (overlay: Record<string, string> = {}) => {
    const result = validateConfigDir(dir, schemasDir, repoRoot, { overlay });
    const set = validConfigSet(result);
    if (!set) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
    const plan = planPages(resolveConfigSet(set, new Date("2026-06-01T00:00:00Z")), {
      codeHash: "code",
      configDir: dir,
      cwd: repoRoot,
    });
    return Object.fromEntries(plan.map((p) => [p.route, p.key]));
  };
  const before = keys();

  it("is valid, with a page per post, the paged index and a page per tag", () => {
    expect(Object.keys(before)).toHaveLength(site.pages);
    expect(Object.keys(before)).toContain("/blog/page/3");
    expect(Object.keys(before).filter((r) => r.startsWith("/blog/tags/"))).toHaveLength(5);
  });

  it("editing one post's title changes exactly the pages the bench expects", () => {
    const text = readFileSync(path.join(dir, site.edited.file), "utf8");
    const after = keys({ [site.edited.file]: text.replace(site.edited.from, site.edited.to) });
    const changed = Object.keys(before).filter((route) => before[route] !== after[route]);
    expect(changed.sort()).toEqual(site.expectedRebuilt);
  });
});
