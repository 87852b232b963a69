import path from "node:path";
import { describe, expect, it } from "vitest";
import { replacedPublicFiles } from "./publicFiles";

describe("replacedPublicFiles", () => {
  const publicDir = path.join("/site", "public");
  const warned = (files: string[]) =>
    replacedPublicFiles(new Set(files), publicDir, "/site").map(({ file, code, message }) => ({ file, code, message }));

  it("warns of each file in public/ the build writes itself: robots.txt, sitemap.xml, _headers", () => {
    expect(warned(["/robots.txt", "/sitemap.xml", "/_headers", "/_redirects", "/favicon.svg"])).toEqual([
      {
        file: path.join("public", "robots.txt"),
        code: "public-file-replaced",
        message: "(file) the build writes robots.txt from site.json and replaces this file.",
      },
      {
        file: path.join("public", "sitemap.xml"),
        code: "public-file-replaced",
        message: "(file) the build writes sitemap.xml listing every page and replaces this file.",
      },
      {
        file: path.join("public", "_headers"),
        code: "public-file-replaced",
        message:
          "(file) the build writes _headers with each page's security headers (its Content-Security-Policy: docs/security.md) and replaces this file.",
      },
    ]);
  });

  it("warns of the sitemap of each language of a site of several, and of each collection's feed", () => {
    const files = ["/sitemap-en.xml", "/sitemap-es.xml", "/blog/rss.xml", "/news/rss.xml"];
    const site = { languages: ["en", "es"], feeds: ["/blog/rss.xml"] };
    expect(replacedPublicFiles(new Set(files), publicDir, "/site", site).map((d) => d.message)).toEqual([
      '(file) the build writes sitemap-en.xml listing the pages in "en" and replaces this file.',
      '(file) the build writes sitemap-es.xml listing the pages in "es" and replaces this file.',
      "(file) the build writes the feed blog/rss.xml of a collection's pages (its page template's \"feed\") and replaces this file.",
    ]);
    // one language: no sitemap per language is written
    expect(replacedPublicFiles(new Set(files), publicDir, "/site", { languages: ["en"] })).toEqual([]);
  });

  it("says nothing of a host's other files, which are published as they are", () => {
    expect(warned(["/_redirects", "/CNAME", "/.well-known/security.txt"])).toEqual([]);
  });
});
