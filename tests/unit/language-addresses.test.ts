import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "./support/buildRun";
import { fixturesDir } from "./support/runValidate";

// The two-languages fixture (en + ar) built with its Arabic news page and news template at an address of their own,
// "/ar/akhbar" (docs/languages.md, "A translation's own address"), the Arabic translation of the item "new-oven" at
// its own slug, "furn-jadid", and an Arabic home page linking to the English news page's address, in a button and
// in Markdown.
const work = mkdtempSync(path.join(os.tmpdir(), "language-addresses-"));
const site = path.join(work, "site");
const out = path.join(work, "out");
const read = (file: string) => readFileSync(path.join(out, file), "utf8");

function withAddress(inside: string, address: string): void {
  const file = path.join(site, inside);
  const { $schema, ...rest } = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ $schema, address, ...rest }, null, 2));
}

let build: ReturnType<typeof runBuild>;
beforeAll(() => {
  cpSync(path.join(fixturesDir, "sites/two-languages"), site, { recursive: true });
  withAddress("pages/ar/news.json", "/ar/akhbar");
  withAddress("pages/ar/news/[slug].json", "/ar/akhbar");
  const item = path.join(site, "collections/news/new-oven.ar.md");
  writeFileSync(item, readFileSync(item, "utf8").replace(/^---\n/, "---\nslug: furn-jadid\n"));
  const home = path.join(site, "pages/ar/index.json");
  const page = JSON.parse(readFileSync(home, "utf8"));
  page.blocks[0].actions.push({ label: "الأخبار", href: "/news" });
  page.blocks.push({ type: "markdown", text: "اقرأ [أخبار المخبز](/news) كل أسبوع." });
  writeFileSync(home, JSON.stringify(page, null, 2));
  build = runBuild(["--dir", site, "--out", out, "--no-cache"]);
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const hrefs = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

describe("a translation at an address of its own, built", () => {
  it("writes the Arabic pages at their own addresses, and the page of an item Arabic lacks where it was", () => {
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(path.join(out, "ar/akhbar/index.html"))).toBe(true);
    expect(existsSync(path.join(out, "ar/akhbar/furn-jadid/index.html"))).toBe(true);
    expect(existsSync(path.join(out, "ar/akhbar/new-oven/index.html"))).toBe(false);
    expect(existsSync(path.join(out, "ar/news/index.html"))).toBe(false);
    expect(existsSync(path.join(out, "ar/news/new-oven/index.html"))).toBe(false);
    // what must stay: the English pages, and the item Arabic does not translate, served from English
    expect(existsSync(path.join(out, "news/index.html"))).toBe(true);
    expect(read("ar/news/rye-flour/index.html")).toContain('lang="ar"');
  });

  it("names the translations at their addresses: hreflang, the language switch, the sitemap", () => {
    const english = read("news/index.html");
    expect(english).toContain('hrefLang="ar" href="https://www.cedarlanebakery.example/ar/akhbar/"');
    expect(english).toContain('<a href="/ar/akhbar" lang="ar" hrefLang="ar"');
    expect(read("ar/akhbar/furn-jadid/index.html")).toContain(
      'hrefLang="en" href="https://www.cedarlanebakery.example/news/new-oven/"',
    );
    expect(read("news/new-oven/index.html")).toContain('<a href="/ar/akhbar/furn-jadid" lang="ar" hrefLang="ar"');
    const sitemap = read("sitemap-ar.xml");
    expect(hrefs(sitemap, /<loc>https:\/\/www\.cedarlanebakery\.example(\/[^<]*)<\/loc>/g)).toEqual([
      "/ar/",
      "/ar/akhbar/",
      "/ar/akhbar/furn-jadid/",
    ]);
    expect(read("sitemap-en.xml")).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://www.cedarlanebakery.example/ar/akhbar/"/>',
    );
  });

  it("leads the links of an Arabic page written to the English page's address to its translation", () => {
    const home = read("ar/index.html");
    const links = hrefs(home, /href="(\/[^"]*)"/g);
    // the button and the Markdown link
    expect(links.filter((href) => href === "/ar/akhbar")).toHaveLength(2);
    expect(links).not.toContain("/news");
    // a page Arabic lacks: the link stays as written
    expect(links).toContain("/privacy-policy");
    expect(hrefs(read("ar/akhbar/index.html"), /href="(\/ar\/[a-z-]+\/[a-z-]+)"/g)).toEqual([
      "/ar/akhbar/furn-jadid",
      "/ar/news/rye-flour",
    ]);
  });
});
