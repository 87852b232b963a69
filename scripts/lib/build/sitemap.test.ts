// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { repoRoot } from "../../../src/engine/projectPaths";
import { pageUrl, type SiteFile, sitemapFiles } from "./sitemap";

const fixtures = path.join(repoRoot, "tests/fixtures/seo");
const schema = (name: string) => ({ fileName: name, contents: readFileSync(path.join(fixtures, name), "utf8") });

/** Validates a sitemap file against the sitemaps.org XSD (the index's, or the one with xhtml:link alternates). */
async function validate(file: SiteFile, kind: "urlset" | "index" | "alternates") {
  const main = { urlset: "sitemap.xsd", index: "siteindex.xsd", alternates: "sitemap-alternates.xsd" }[kind];
  const result = await validateXML({
    xml: [{ fileName: file.path, contents: file.text }],
    schema: [schema(main)],
    preload: kind === "alternates" ? [schema("sitemap.xsd")] : [],
  });
  return result.errors.map((e) => e.rawMessage);
}

/** The parsed XML: every <loc>, and each url's alternates as "hreflang href". */
function parsed(text: string) {
  const document = new DOMParser().parseFromString(text, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
  return {
    locs: [...document.getElementsByTagNameNS(ns, "loc")].map((e) => e.textContent),
    alternates: [...document.getElementsByTagNameNS(ns, "url")].map((url) =>
      [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map(
        (l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`,
      ),
    ),
  };
}

const site = "https://www.example.com";

describe("a site in one language", () => {
  const pages = [
    { route: "/pricing", lastmod: "2026-02-01" },
    { route: "/", lastmod: "2026-01-01" },
    { route: "/blog/a & b", lastmod: "2026-03-01" },
  ];

  it("one sitemap.xml that holds to the sitemaps.org XSD: every page once, sorted, served form, lastmod", async () => {
    const files = sitemapFiles(site, pages);
    expect(files.map((f) => f.path)).toEqual(["sitemap.xml"]);
    expect(await validate(files[0], "urlset")).toEqual([]);
    expect(parsed(files[0].text).locs).toEqual([
      "https://www.example.com/",
      "https://www.example.com/blog/a & b/",
      "https://www.example.com/pricing/",
    ]);
    expect(files[0].text).toContain("<loc>https://www.example.com/blog/a &amp; b/</loc>");
    expect(files[0].text).toContain("<lastmod>2026-02-01</lastmod>");
    expect(files[0].text).not.toContain("xhtml");
  });

  it("the same pages in another order: the same bytes", () => {
    expect(sitemapFiles(site, [...pages].reverse())).toEqual(sitemapFiles(site, pages));
  });

  it("the XSD test can fail: a lastmod that is no date is refused", async () => {
    const [file] = sitemapFiles(site, [{ route: "/", lastmod: "yesterday" }]);
    expect((await validate(file, "urlset")).join("\n")).toContain("lastmod");
  });
});

describe("a site in several languages", () => {
  const en = { en: "/", es: "/es" };
  const pricing = { en: "/pricing", es: "/es/precios" };
  const pages = [
    { route: "/", lastmod: "2026-01-01", language: "en", translations: en },
    { route: "/es", lastmod: "2026-01-05", language: "es", translations: en },
    { route: "/pricing", lastmod: "2026-02-01", language: "en", translations: pricing },
    { route: "/es/precios", lastmod: "2026-02-03", language: "es", translations: pricing },
    { route: "/es/solo", lastmod: "2026-01-02", language: "es" },
  ];

  it("a sitemap index naming one sitemap per language, each holding to the XSD", async () => {
    const files = sitemapFiles(site, pages, "en");
    expect(files.map((f) => f.path)).toEqual(["sitemap.xml", "sitemap-en.xml", "sitemap-es.xml"]);
    expect(await validate(files[0], "index")).toEqual([]);
    expect(parsed(files[0].text).locs).toEqual([
      "https://www.example.com/sitemap-en.xml",
      "https://www.example.com/sitemap-es.xml",
    ]);
    expect(files[0].text).toContain("<lastmod>2026-02-03</lastmod>");
    for (const file of files.slice(1)) expect(await validate(file, "alternates")).toEqual([]);
    const wrong = { ...files[2], text: files[2].text.replace('hreflang="es"', 'hreflang="Spanish"') };
    expect((await validate(wrong, "alternates")).join("\n")).toContain("hreflang");
  });

  it("each page lists its translations (itself included) and x-default as xhtml:link alternates", () => {
    const es = parsed(sitemapFiles(site, pages, "en")[2].text);
    expect(es.locs).toEqual([
      "https://www.example.com/es/",
      "https://www.example.com/es/precios/",
      "https://www.example.com/es/solo/",
    ]);
    expect(es.alternates).toEqual([
      ["en https://www.example.com/", "es https://www.example.com/es/", "x-default https://www.example.com/"],
      [
        "en https://www.example.com/pricing/",
        "es https://www.example.com/es/precios/",
        "x-default https://www.example.com/pricing/",
      ],
      [],
    ]);
  });
});

it("page addresses end with a slash, as the built site's folders serve them", () => {
  expect(pageUrl(site, "/")).toBe("https://www.example.com/");
  expect(pageUrl(site, "/integrations/salesforce")).toBe("https://www.example.com/integrations/salesforce/");
});
