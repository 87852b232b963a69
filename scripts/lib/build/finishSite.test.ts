import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { sharedStylesheetPath } from "./finishPage";
import { finishSite } from "./finishSite";
import { type PageRecord, storedSummary } from "./pageRecord";
import { sha256 } from "./sealedFile";

let dir: string;
const site = { embeds: { allowedHosts: [] }, webhooks: {}, siteUrl: "https://www.example.com" };
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const css = "body{margin:0}";
/** A page's HTML holding `links`, and where each starts. */
const pageHtml = (links: string[]) => {
  let html = "<html><body>";
  const offsets = links.map((href) => {
    const offset = html.length;
    html += `<a href="${href}">to ${href}</a>`;
    return offset;
  });
  return { html: `${html}</body></html>`, offsets };
};

const page = (rel: string, route: string, scriptHashes: string[], links: string[], problem?: string): PageRecord => ({
  rel,
  route,
  key: rel,
  htmlHash: "",
  scriptHashes,
  sharedCss: sha256(css),
  problems: problem ? [{ check: "heading-level", route, page: rel, message: problem }] : [],
  summary: storedSummary({
    file: rel,
    rel,
    route,
    ids: new Set(["top"]),
    links: pageHtml(links).offsets.map((offset, i) => ({ href: links[i], place: { route, page: rel }, offset })),
    title: route,
    description: `About ${route}`,
    place: { route, page: rel },
  }),
});

it("over reused and new pages alike: one stylesheet, every page's script hashes in _headers, every page's problems", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "finish-site-"));
  mkdirSync(path.join(dir, "assets"));
  const links: Record<string, string[]> = { "index.html": ["/a", "/missing"], "a/index.html": ["/#top"] };
  for (const [rel, hrefs] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), pageHtml(hrefs).html);
  }
  // as the cache gives them back: records carry the hashes and the problems found when the page was rendered
  const records = [
    page("index.html", "/", ["'sha256-one'"], links["index.html"]),
    page("a/index.html", "/a", ["'sha256-two'", "'sha256-one'"], links["a/index.html"], "an h2 after the h4"),
  ];
  const problems = finishSite(dir, records, new Map([[sha256(css), css]]), site);
  expect(readFileSync(path.join(dir, sharedStylesheetPath(css)), "utf8")).toBe(css);
  const headers = readFileSync(path.join(dir, "_headers"), "utf8");
  expect(headers).toContain("'sha256-one' 'sha256-two'");
  expect(problems.map((p) => `${p.route} ${p.check}`)).toEqual(["/ internal-link", "/a heading-level"]);
  // a broken link is shown as it is in the page, read again from the page's file
  expect(problems[0].message).toBe('link "/missing" goes to no built page or file: <a href="/missing"> "to /missing"');
  expect(readdirSync(path.join(dir, "assets"))).toHaveLength(1);
});

it("stops, naming the page, when a broken link's page no longer holds the link where its check found it", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "finish-site-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<html><body><p>changed since</p></body></html>");
  expect(() =>
    finishSite(dir, [page("index.html", "/", [], ["/missing"])], new Map([[sha256(css), css]]), site),
  ).toThrow(`${path.join(dir, "index.html")}: no link to "/missing" starts at 12`);
});

it("refuses pages that name different shared stylesheets", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "finish-site-"));
  const other = { ...page("b/index.html", "/b", [], []), sharedCss: sha256("p{}") };
  expect(() => finishSite(dir, [page("index.html", "/", [], []), other], new Map(), site)).toThrow(
    "index.html has other shared styles than b/index.html",
  );
});

const listed = (rel: string, route: string, lastmod: string, extra: Partial<PageRecord> = {}): PageRecord => ({
  ...page(rel, route, [], []),
  sitemap: { lastmod },
  ...extra,
});

it("writes robots.txt and a sitemap of every page but the not-found and noindex ones, in the served form", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "finish-site-"));
  mkdirSync(path.join(dir, "assets"));
  const records = [
    listed("index.html", "/", "2026-01-02"),
    listed("a/index.html", "/a", "2026-03-04"),
    {
      ...listed("hidden/index.html", "/hidden", "2026-01-01"),
      sitemap: { lastmod: "2026-01-01", noindex: true as const },
    },
    { ...page("404.html", "/404.html", [], []), notFoundPrefix: "/" },
  ];
  finishSite(dir, records, new Map([[sha256(css), css]]), site);
  expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
  );
  const sitemap = readFileSync(path.join(dir, "sitemap.xml"), "utf8");
  expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
    "https://www.example.com/",
    "https://www.example.com/a/",
  ]);
  expect(sitemap).toContain("<lastmod>2026-03-04</lastmod>");
});

it("a staging build (robots.index false): robots.txt shuts every crawler out and there is no sitemap", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "finish-site-"));
  mkdirSync(path.join(dir, "assets"));
  finishSite(dir, [listed("index.html", "/", "2026-01-02")], new Map([[sha256(css), css]]), {
    ...site,
    robots: { index: false },
  });
  expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toMatch(/^User-agent: \*\nDisallow: \/\n$/m);
  expect(readdirSync(dir)).not.toContain("sitemap.xml");
});

it("pages that carry their language and translations get one sitemap per language under an index", () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "finish-site-"));
  mkdirSync(path.join(dir, "assets"));
  const translations = { en: "/", es: "/es" };
  const records = [
    listed("index.html", "/", "2026-01-02", { sitemap: { lastmod: "2026-01-02", language: "en", translations } }),
    listed("es/index.html", "/es", "2026-01-03", { sitemap: { lastmod: "2026-01-03", language: "es", translations } }),
  ];
  finishSite(dir, records, new Map([[sha256(css), css]]), site);
  expect(readFileSync(path.join(dir, "sitemap.xml"), "utf8")).toContain("<sitemapindex");
  expect(readFileSync(path.join(dir, "sitemap-es.xml"), "utf8")).toContain(
    '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/>',
  );
});
