import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultConfigDir, publicDir, schemasDir } from "../../projectPaths";
import { ownPublicDir, publicPathsUsed, unusedPublicFiles } from "./unusedPublicFiles";
import { type ConfigSet, validateConfigDir } from "../../validateConfigDir";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding the given files (contents do not matter). */
function folderWith(files: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "public-"));
  folders.push(dir);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), "x");
  }
  return dir;
}

function configSet(site: unknown, pages: unknown[] = [], content: ConfigSet["content"] = {}): ConfigSet {
  return {
    diagnostics: [],
    warnings: [],
    site,
    pages: pages.map((config, i) => ({ route: `/p${i}`, file: `pages/p${i}.json`, config })),
    notFound: [],
    content,
    linksByFile: {},
    fileCount: 1 + pages.length,
  };
}

const site = {
  siteUrl: "https://www.example.com",
  logo: { full: { src: "/brand/logo.svg", alt: "Logo" } },
  seo: { ogImage: "/og/share.jpg" },
  theme: { font: { file: "/fonts/body.woff2" } },
};

describe("publicPathsUsed", () => {
  it("finds paths in any text of any config: site settings, pages, collection items, nested anywhere", () => {
    const item = { collection: "press", slug: "1", file: "collections/press.json", pointer: "/items/0", draft: false };
    const used = publicPathsUsed(
      configSet(site, [{ blocks: [{ type: "x", items: [{ photo: { src: "/team/ann.jpg" } }] }] }], {
        press: {
          name: "press",
          schemaFile: "collections/press.schema.json",
          items: [{ ...item, data: { logoSrc: "/logos/paper.svg" } }],
          bySlug: {},
          references: [],
        },
      }),
    );
    for (const file of ["/brand/logo.svg", "/og/share.jpg", "/fonts/body.woff2", "/team/ann.jpg", "/logos/paper.svg"])
      expect(used).toContain(file);
  });

  it("reads a link's file without its query or fragment, a written-out space, and a full address on the site's host", () => {
    const used = publicPathsUsed(
      configSet(site, [
        {
          links: [
            "/docs/guide.pdf#page=2",
            "/docs/price%20list.pdf?v=3",
            "https://www.example.com/docs/terms.pdf",
            "https://elsewhere.example.org/docs/other.pdf",
          ],
        },
      ]),
    );
    expect(used).toContain("/docs/guide.pdf");
    expect(used).toContain("/docs/price list.pdf");
    expect(used).toContain("/docs/terms.pdf");
    expect(used).not.toContain("/docs/other.pdf");
  });

  it("finds the pictures of Markdown text", () => {
    const text = 'Our oven.\n\n![The oven](/photos/oven.jpg)\n\nAnd ![a loaf](/photos/loaf.jpg "Rye").';
    const used = publicPathsUsed(configSet(site, [{ blocks: [{ type: "markdown", text }] }]));
    expect(used).toContain("/photos/oven.jpg");
    expect(used).toContain("/photos/loaf.jpg");
  });
});

describe("unusedPublicFiles", () => {
  it("warns of each file no config names, naming it and saying what to do, in order", () => {
    const dir = folderWith(["brand/logo.svg", "og/share.jpg", "docs/old brochure.pdf", "logos/press/gone.svg"]);
    const warnings = unusedPublicFiles(configSet(site), dir, "sites/shop/public");
    expect(warnings.map((w) => w.file)).toEqual([
      "sites/shop/public/docs/old brochure.pdf",
      "sites/shop/public/logos/press/gone.svg",
    ]);
    expect(warnings[0]).toMatchObject({
      code: "unused-public-file",
      line: 1,
      column: 1,
      message: "no config uses this file, yet it is published with the site.",
    });
    expect(warnings[0].hint).toContain(
      'Delete it if the site does not need it, or use it: write "/docs/old brochure.pdf"',
    );
  });

  it("leaves alone the files browsers, crawlers and hosts ask for by name", () => {
    const dir = folderWith([
      "favicon.svg",
      "favicon.ico",
      "apple-touch-icon.png",
      "robots.txt",
      "site.webmanifest",
      ".well-known/security.txt",
      "_headers",
      "sitemap.xml",
    ]);
    expect(unusedPublicFiles(configSet(site), dir, "public")).toEqual([]);
  });

  it("calls nothing unused in a site written in an older format: what its configs name is known once migrated", () => {
    const siteDir = folderWith(["public/logo.svg", "public/logo-mark.svg", "public/fonts/body.woff2"]);
    // version 4's site.json names its logo and font; the validation stops at its format, before reading them
    writeFileSync(
      path.join(siteDir, "site.json"),
      JSON.stringify({
        $schema: "../schemas/site.schema.json",
        formatVersion: 4,
        productName: "Example",
        logo: { full: { src: "/logo.svg", alt: "Example" }, compact: { src: "/logo-mark.svg", alt: "Example" } },
        theme: { font: { file: "/fonts/body.woff2" } },
      }),
    );
    const set = validateConfigDir(siteDir, schemasDir);
    expect(set.diagnostics.map((d) => d.code)).toContain("old-format-version");
    expect(unusedPublicFiles(set, path.join(siteDir, "public"), "public")).toEqual([]);
    // once read (the current format), a file its configs do not name is told as before
    expect(unusedPublicFiles(configSet(site), path.join(siteDir, "public"), "public").map((w) => w.file)).toEqual([
      "public/logo-mark.svg",
      "public/logo.svg",
    ]);
  });

  it("calls nothing unused while a config has a problem: the config that names the file may be the one not read", () => {
    // the first site, its home page written with a trailing comma: the posters only it names were "unused"
    const siteDir = mkdtempSync(path.join(os.tmpdir(), "unused-"));
    folders.push(siteDir);
    cpSync(defaultConfigDir, siteDir, { recursive: true });
    const home = path.join(siteDir, "pages", "index.json");
    writeFileSync(home, readFileSync(home, "utf8").replace(/("title": "[^"]*")/, "$1,,"));
    const broken = validateConfigDir(siteDir, schemasDir, siteDir, { publicDir });
    expect(broken.diagnostics.map((d) => d.code)).toEqual(["json-syntax"]);
    expect(unusedPublicFiles(broken, publicDir, "public")).toEqual([]);
    // a path written wrong: its did-you-mean names the file, which is not unused either
    const misspelt = configSet({ ...site, logo: { full: { src: "/brand/logoo.svg", alt: "Logo" } } });
    misspelt.diagnostics.push({ file: "site.json", line: 3, column: 20, code: "missing-public-file", message: "…" });
    expect(unusedPublicFiles(misspelt, folderWith(["brand/logo.svg"]), "public")).toEqual([]);
    // once the configs are right, a file they do not name is told, as before
    const fixed = configSet(site);
    expect(unusedPublicFiles(fixed, folderWith(["brand/logo.svg", "old.pdf"]), "public").map((w) => w.file)).toEqual([
      "public/old.pdf",
    ]);
    writeFileSync(home, readFileSync(path.join(defaultConfigDir, "pages", "index.json")));
    expect(
      unusedPublicFiles(validateConfigDir(siteDir, schemasDir, siteDir, { publicDir }), publicDir, "public"),
    ).toEqual(
      unusedPublicFiles(validateConfigDir(defaultConfigDir, schemasDir, siteDir, { publicDir }), publicDir, "public"),
    );
  });

  it("has nothing to say about a missing public/ folder", () => {
    expect(unusedPublicFiles(configSet(site), path.join(os.tmpdir(), "no-such-public-folder"), "public")).toEqual([]);
  });
});

describe("ownPublicDir", () => {
  it("is public/ inside the config folder, the repository's for the first site's folder, else none", () => {
    const withOwn = folderWith(["public/logo.svg", "site.json"]);
    expect(ownPublicDir(withOwn)).toBe(path.join(withOwn, "public"));
    expect(ownPublicDir(defaultConfigDir)).toBe(publicDir);
    expect(ownPublicDir(folderWith(["site.json"]))).toBeUndefined();
  });
});
