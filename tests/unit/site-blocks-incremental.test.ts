// A site's own block is code of the pages that show it, and of no other: editing its component or its schema renders
// exactly those pages again (the others come from the cache, their files untouched), with the new code, and the site
// written is byte for byte the one a build from nothing writes. The bakery with its price list
// (tests/fixtures/sites/bakery-menu), copied outside the repository; its order page also shows the price list, inside
// a column, so two pages of five show it (the home, privacy and not-found pages do not).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtFromNothing, changedFiles, editSiteFile, runBuild, treeHashes } from "./support/buildRun";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(os.tmpdir(), "site-blocks-incremental-"));
const site = path.join(work, "site");
const cache = path.join(work, "cache");
const out = path.join(work, "out");
afterAll(() => rmSync(work, { recursive: true, force: true }));

const showingTheBlock = ["menu/index.html", "order/index.html"];
const cached = () => runBuild(["--dir", site, "--out", out, "--cache-dir", cache]);
/** The same site built from nothing (no cache) into a folder of its own. */
const fromNothing = () => builtFromNothing(site, work);
const edit = (file: string, from: string, to: string) => editSiteFile(site, file, from, to);
const page = (rel: string) => readFileSync(path.join(out, rel), "utf8");

/**
 * The server bundles of the builder's code written since `since` (ms): in this repository's code cache, where a site
 * beside it finds the builder's code (the folders but the sites' parts, site-<hash>/, and those being made).
 */
function builderBundlesWrittenSince(since: number): string[] {
  const code = path.join(repoRoot, ".build-cache/code");
  return readdirSync(code)
    .filter((name) => !name.startsWith("site-") && !name.includes(".tmp-"))
    .filter((name) => {
      try {
        return statSync(path.join(code, name, "server/index.js")).mtimeMs >= since;
      } catch {
        return false; // not a whole bundle, or removed meanwhile
      }
    });
}

/** The fixture copied, its order page also showing the menu's price list, inside a column beside text. */
function copySite(): void {
  cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery-menu"), site, { recursive: true });
  const menu = JSON.parse(readFileSync(path.join(site, "pages/menu.json"), "utf8")) as {
    blocks: Array<Record<string, unknown>>;
  };
  const { anchor: _anchor, ...list } = menu.blocks.find((b) => b.type === "price-list")!;
  const order = path.join(site, "pages/order.json");
  const orderPage = JSON.parse(readFileSync(order, "utf8")) as { blocks: unknown[] };
  orderPage.blocks.push({
    type: "columns",
    columns: [
      { blocks: [{ ...list, title: "What you can order" }] },
      { blocks: [{ type: "markdown", text: "Order a day ahead for whole cakes." }] },
    ],
  });
  writeFileSync(order, JSON.stringify(orderPage, null, 2));
}

// each build after an edit of the block bundles its blocks again, apart from the builder's code
describe.sequential("a site block edited, in an incremental build", () => {
  let first: Record<string, string>;
  beforeAll(copySite);

  it("a first build renders every page, and a second none", () => {
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("5 pages: 5 rendered, 0 from the cache");
    first = treeHashes(out);
    expect(page("menu/index.html")).toContain("Vegan");
    expect(page("order/index.html")).toContain("What you can order");
    for (const rel of ["index.html", "privacy-policy/index.html", "404.html"])
      expect(page(rel)).not.toContain('data-block="price-list"');
    const again = cached();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("5 pages: 0 rendered, 5 from the cache");
    expect(changedFiles(first, treeHashes(out))).toEqual([]);
  }, 900_000);

  it("its component edited: exactly the pages showing it are rendered, with the new code", () => {
    const editedAt = Date.now();
    edit("blocks/price-list/PriceList.tsx", 'vegan: "Vegan",', 'vegan: "Plant-based",');
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("5 pages: 2 rendered, 3 from the cache");
    // the site's blocks bundled again, into the site's folder: the builder's code is not (scripts/lib/build/siteBlockPart.ts)
    expect(builderBundlesWrittenSince(editedAt)).toEqual([]);
    expect(readdirSync(path.join(site, ".build-cache/code")).some((name) => name.startsWith("site-"))).toBe(true);
    // the edited text in both pages (the order page's list sits in a column), and only their files changed
    for (const rel of showingTheBlock) {
      expect(page(rel)).toContain("Plant-based");
      expect(page(rel)).not.toMatch(/>Vegan</);
    }
    const after = treeHashes(out);
    expect(changedFiles(first, after)).toEqual(showingTheBlock);
    first = after;
  }, 900_000);

  // (a build from nothing once, after both edits: the files the component's edit wrote are unchanged by the schema's,
  // so they are the ones a build from nothing writes)
  it("its schema's description edited: the same pages are rendered again, no file changes, and the site is the one a build from nothing writes", () => {
    edit(
      "blocks/price-list/price-list.schema.json",
      '"description": "A menu or price list: items in sections, each with its price and dietary marks."',
      '"description": "A menu or a price list: items in sections, each with its price and its dietary marks."',
    );
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("5 pages: 2 rendered, 3 from the cache");
    expect(changedFiles(first, treeHashes(out))).toEqual([]);
    expect(changedFiles(fromNothing(), treeHashes(out))).toEqual([]);
  }, 900_000);

  it("is built in shards merged into the same site (the merge knows the builder's version)", () => {
    const shards = [1, 2].map((i) => path.join(work, `shard-${i}`));
    shards.forEach((shardOut, i) => {
      const run = runBuild(["--dir", site, "--shard", `${i + 1}/2`, "--out", shardOut, "--no-cache"]);
      expect(run.status, run.stderr).toBe(0);
    });
    const merged = path.join(work, "merged");
    const run = runBuild(["--merge", ...shards, "--out", merged]);
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(changedFiles(treeHashes(merged), treeHashes(out))).toEqual([]);
  }, 900_000);
});
