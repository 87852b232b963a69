// npm run build reuses what an earlier build rendered: only pages whose inputs changed are rendered again, and
// the site it writes is byte for byte the site a build from nothing writes. A small second site (13 pages).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtFromNothing, changedFiles, editSiteFile, runBuild, smallSite, treeHashes } from "./support/buildRun";

const dir = mkdtempSync(path.join(os.tmpdir(), "build-incremental-"));
const site = path.join(dir, "site");
const cache = path.join(dir, "cache");
const out = path.join(dir, "out");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const build = (...extra: string[]) => runBuild(["--dir", site, "--out", out, ...extra]);
const cached = () => build("--cache-dir", cache);
/** The same site built from nothing (no cache) into a folder of its own. */
const fromNothing = () => builtFromNothing(site, dir);
const edit = (file: string, from: string, to: string) => editSiteFile(site, file, from, to);
const cacheEntries = () =>
  readdirSync(path.join(cache, "pages"), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.join(cache, "pages", f));

describe.sequential("incremental builds", () => {
  let first: Record<string, string>;
  beforeAll(() => smallSite(site));

  it("a first build renders every page", () => {
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 13 rendered, 0 from the cache");
    first = treeHashes(out);
    // started by a test runner (NODE_ENV=test), the build still bundles React's production build for the islands
    const scripts = readdirSync(path.join(out, "assets")).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts)
      expect(readFileSync(path.join(out, "assets", script), "utf8")).not.toContain("development");
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(["index.html", "notes-3/index.html", "404.html", "_headers"]),
    );
    // it leaves the next build a spare of its pages (hard links: scripts/lib/build/outputFolder.ts), made as it went,
    // beside its stamp (scripts/lib/build/buildStamp.ts)
    const builds = path.join(dir, ".out.builds");
    const spares = readdirSync(builds).filter((name) => name !== "stamp");
    expect(spares).toEqual([expect.stringMatching(/^site-\d+-\d+$/)]);
    const pages = readdirSync(path.join(builds, spares[0]), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".html"));
    expect(pages.sort()).toEqual(
      Object.keys(first)
        .filter((f) => f.endsWith(".html"))
        .sort(),
    );
  });

  it("with nothing changed renders nothing and writes the same bytes", () => {
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 0 rendered, 13 from the cache");
    expect(changedFiles(first, treeHashes(out))).toEqual([]);
  });

  it("after a one-page edit renders that page only, and only its HTML changes", () => {
    edit("pages/notes-3.json", '"title": "Baking notes 3",', '"title": "Baking notes 3, rye",');
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 1 rendered, 12 from the cache");
    const after = treeHashes(out);
    expect(changedFiles(first, after)).toEqual(["notes-3/index.html"]);
    expect(readFileSync(path.join(out, "notes-3/index.html"), "utf8")).toContain("Baking notes 3, rye");
  });

  it("after a navigation change renders every page", () => {
    edit("site.json", '"label": "Our Bread"', '"label": "Our Breads"');
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 13 rendered, 0 from the cache");
    for (const page of ["index.html", "order/index.html", "notes-1/index.html", "404.html"]) {
      expect(readFileSync(path.join(out, page), "utf8")).toContain("Our Breads");
    }
  });

  it("after the logo file is replaced by one of another size renders every page, each drawing it at that size", () => {
    edit(
      "public/brand/linden-logo.svg",
      'width="240" height="40" viewBox="0 0 240 40"',
      'width="300" height="40" viewBox="0 0 300 40"',
    );
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 13 rendered, 0 from the cache");
    for (const page of ["index.html", "order/index.html", "notes-1/index.html", "404.html"]) {
      expect(readFileSync(path.join(out, page), "utf8")).toMatch(
        /srcSet="\/brand\/linden-logo\.svg" width="300" height="40"/,
      );
    }
  });

  it('renders a legal text updated "today" again on the next day, that page alone, with that day', () => {
    edit("pages/privacy-policy.json", '"lastUpdated": "March 3, 2026"', '"lastUpdated": "today"');
    const on = (day: string) => {
      process.env.SITE_TODAY = day;
      try {
        return cached();
      } finally {
        delete process.env.SITE_TODAY;
      }
    };
    expect(on("2027-01-15").stdout).toContain("13 pages: 1 rendered, 12 from the cache");
    expect(on("2027-01-15").stdout).toContain("13 pages: 0 rendered, 13 from the cache");
    const next = on("2027-01-16");
    expect(next.status, next.stderr).toBe(0);
    expect(next.stdout).toContain("13 pages: 1 rendered, 12 from the cache");
    expect(readFileSync(path.join(out, "privacy-policy/index.html"), "utf8")).toContain(
      '<time dateTime="2027-01-16" data-clock="date">January 16, 2027</time>',
    );
    // its date written again, so the builds below do not depend on the clock
    edit("pages/privacy-policy.json", '"lastUpdated": "today"', '"lastUpdated": "March 3, 2026"');
  });

  it("after a change to a collection item renders the pages that show it, and only those", () => {
    const data = JSON.parse(readFileSync(path.join(site, "collections/testimonials.json"), "utf8"));
    const quote = JSON.stringify(data).match(/"quote":\s*"([^"]{12})/)![1];
    edit("collections/testimonials.json", quote, `${quote.slice(0, 11)}!`);
    const before = treeHashes(out);
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    const changed = changedFiles(before, treeHashes(out));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((f) => f.endsWith(".html"))).toBe(true);
    expect(run.stdout).toContain(`13 pages: ${changed.length} rendered, ${13 - changed.length} from the cache`);
    expect(changedFiles(treeHashes(out), fromNothing())).toEqual([]);
  });

  it("finds damaged, truncated and foreign cache entries, and renders those pages again", () => {
    const before = treeHashes(out);
    // an entry is a page's record (.json) and its HTML (.html)
    const [truncated, edited, foreign, other] = cacheEntries();
    writeFileSync(truncated, readFileSync(truncated, "utf8").slice(0, 500));
    const html = edited.replace(/\.json$/, ".html");
    writeFileSync(html, readFileSync(html, "utf8").replace("<main", "<main data-x"));
    writeFileSync(foreign, readFileSync(other, "utf8"));
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 3 rendered, 10 from the cache, 3 cache entries damaged or foreign");
    expect(changedFiles(before, treeHashes(out))).toEqual([]);
  });

  it("finds a cache entry whose record was edited (a script hash of _headers dropped), and renders that page again", () => {
    const before = treeHashes(out);
    const [entry] = cacheEntries();
    const text = readFileSync(entry, "utf8");
    const edited = text.replace(/"scriptHashes":\["[^"]*",?/, '"scriptHashes":[');
    expect(edited).not.toBe(text);
    writeFileSync(entry, edited);
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 1 rendered, 12 from the cache, 1 cache entry damaged or foreign");
    expect(changedFiles(before, treeHashes(out))).toEqual([]);
  });

  it("--no-cache renders every page and leaves the cache alone", () => {
    const entries = cacheEntries().sort();
    const run = build("--no-cache");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("13 pages: 13 rendered, cache not used");
    expect(cacheEntries().sort()).toEqual(entries);
  });

  it("keeps only the site's current pages in the cache", () => {
    rmSync(path.join(site, "pages/notes-9.json"));
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("12 pages: 0 rendered, 12 from the cache");
    expect(cacheEntries()).toHaveLength(12);
  });

  it("starts from the build before last (a page and a file fewer, a page edited) and writes what a build from nothing writes", () => {
    // that build (the spare, see scripts/lib/build/outputFolder.ts) has a public file and a page this one does not
    writeFileSync(path.join(site, "public/menu.txt"), "Rye, spelt, sourdough");
    expect(cached().status).toBe(0);
    expect(cached().status).toBe(0);
    rmSync(path.join(site, "public/menu.txt"));
    rmSync(path.join(site, "pages/notes-8.json"));
    edit("pages/notes-2.json", '"title": "Baking notes 2"', '"title": "Baking notes 2, spelt"');
    const run = cached();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("11 pages: 1 rendered, 10 from the cache");
    expect(changedFiles(treeHashes(out), fromNothing())).toEqual([]);
    expect(readdirSync(out)).not.toContain("notes-8"); // no folder left empty either
    // no cache entry was written into through a page of the build reused: the next build takes every page from it
    const shown = treeHashes(out);
    const again = cached();
    expect(again.stdout).toContain("11 pages: 0 rendered, 11 from the cache");
    expect(changedFiles(shown, treeHashes(out))).toEqual([]);
  });

  it("checks the links of unchanged pages too: a page removed stops the build at each link to it, located", () => {
    const order = path.join(site, "pages/order.json");
    const text = readFileSync(order, "utf8");
    const before = treeHashes(out);
    rmSync(order);
    const run = cached();
    writeFileSync(order, text);
    expect(run.status).toBe(1);
    const line = run.stderr.split("\n").find((l) => l.includes("pages/index.json") && l.includes("/order"));
    expect(line, run.stderr).toMatch(/pages\/index\.json:\d+:\d+/);
    expect(changedFiles(before, treeHashes(out))).toEqual([]);
  });

  it("stops on an invalid config and leaves the previous site as it was", () => {
    const before = treeHashes(out);
    edit("pages/order.json", '"type": ', '"typ": ');
    const run = cached();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("✖ build stopped");
    expect(changedFiles(before, treeHashes(out))).toEqual([]);
  });
});
