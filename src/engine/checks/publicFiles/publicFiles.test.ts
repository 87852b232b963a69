import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listPublicFiles, publicLinksToNothing, replacedPublicFiles } from "./publicFiles";

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

describe("listPublicFiles and publicLinksToNothing: links in public/", () => {
  const top = mkdtempSync(path.join(os.tmpdir(), "public-links-"));
  afterAll(() => rmSync(top, { recursive: true, force: true }));
  const publicDir = path.join(top, "site/public");
  mkdirSync(path.join(top, "shared/brand"), { recursive: true });
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(top, "shared/brand/logo.svg"), "<svg/>");
  writeFileSync(path.join(publicDir, "favicon.svg"), "<svg/>");
  symlinkSync(path.join(top, "shared/brand"), path.join(publicDir, "brand"));
  symlinkSync(path.join(top, "shared/moved-away.png"), path.join(publicDir, "gone.png"));
  symlinkSync("ana@laptop.4242:1764460000", path.join(publicDir, ".#favicon.svg"));

  it("lists a linked folder's files as the site's, and no link that leads to no file", () => {
    expect([...listPublicFiles(publicDir)].sort()).toEqual(["/brand/logo.svg", "/favicon.svg"]);
  });

  it("says each link that leads to no file, an editor's lock file with what it is", () => {
    expect(
      publicLinksToNothing(publicDir, path.join(top, "site"))
        .map(({ file, code, message, hint }) => ({ file, code, message, hint }))
        .sort((a, b) => (a.file < b.file ? -1 : 1)),
    ).toEqual([
      {
        file: "public/.#favicon.svg",
        code: "public-link-to-nothing",
        message:
          "(file) this is a link that leads to no file (ana@laptop.4242:1764460000): the build cannot publish it.",
        hint: "It is an editor's lock file (Emacs): save and close the file it names, or delete the link.",
      },
      {
        file: "public/gone.png",
        code: "public-link-to-nothing",
        message: `(file) this is a link that leads to no file (${path.join(top, "shared/moved-away.png")}): the build cannot publish it.`,
        hint: "Point the link at an existing file, or delete it.",
      },
    ]);
  });
});
