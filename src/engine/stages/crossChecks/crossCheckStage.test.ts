import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../projectPaths.ts";
import { collectionsStage } from "../collections/collectionsStage.ts";
import { parseStage } from "../parse/parseStage.ts";
import { readStage } from "../read/readStage.ts";
import { checkValue, schemaStage } from "../schema/schemaStage.ts";
import { removeSiteCopies, runOver, siteCopy } from "../testing/stageFolders.ts";
import { crossCheckStage } from "./crossCheckStage.ts";

afterAll(removeSiteCopies);

const readFixture = (inside: string) => readFileSync(path.join(repoRoot, "tests/fixtures", inside), "utf8");

function crossCheck(fixture: string, overlay: Record<string, string> = {}) {
  const run = runOver(siteCopy(fixture), { overlay });
  const folder = readStage(run);
  const parsed = parseStage(run, folder);
  const made = collectionsStage(run, folder, parsed, checkValue);
  const set = crossCheckStage(run, folder, parsed, made, schemaStage(run, made));
  return { run, set };
}

const page = (blocks: unknown[]) =>
  JSON.stringify(
    { $schema: "../../schemas/page.schema.json", seo: { title: "T", description: "D." }, blocks },
    null,
    2,
  );

describe("the cross-checks stage", () => {
  it("gives the config set: site, pages, not-found pages, links by file", () => {
    const { set } = crossCheck("sites/journal");
    expect(set.diagnostics).toEqual([]);
    expect(set.siteFile).toBe("site.json");
    expect(set.pages.map((p) => p.route)).toContain("/blog/rye-starter");
    expect(set.pages.find((p) => p.route === "/blog/rye-starter")?.item).toBe("posts/rye-starter");
    expect(set.notFound.map((p) => p.prefix)).toEqual(["/"]);
    expect(Object.keys(set.linksByFile)).toContain("pages/blog/index.json");
    expect(set.fileCount).toBeGreaterThan(10);
  });

  it("says a link to a page that does not exist, and not one to a page whose file cannot be read", () => {
    const { set } = crossCheck("base", {
      "pages/about.json": page([
        { type: "hero", title: "About", actions: [{ label: "Nowhere", href: "/nowhere" }] },
        { type: "cta", title: "Prices", actions: [{ label: "Prices", href: "/pricing" }] },
      ]),
      "pages/pricing.json": "{",
    });
    expect(set.diagnostics.map((d) => [d.file, d.code])).toEqual([
      ["pages/pricing.json", "json-syntax"],
      ["pages/about.json", "link-to-missing-page"],
    ]);
  });

  it("says a page file's name that is not read once, with the name to give it, and not each link to its address", () => {
    const { set } = crossCheck("base", {
      "pages/about.json": page([
        { type: "hero", title: "About", actions: [{ label: "Nowhere", href: "/nowhere" }] },
        { type: "cta", title: "Prices", actions: [{ label: "Prices", href: "/our-prices" }] },
      ]),
      "pages/Our_Prices.json": page([{ type: "hero", title: "Prices" }]),
    });
    expect(set.diagnostics.map((d) => [d.file, d.code, d.hint])).toEqual([
      [
        "pages/Our_Prices.json",
        "bad-address-name",
        'Use lower-case letters, digits and dashes only (for example "our-prices").',
      ],
      ["pages/about.json", "link-to-missing-page", expect.stringContaining("To make it: npm run new-page -- /nowhere")],
    ]);
  });

  it("gives an address to one page file only: a second is a problem at its file, and not a page", () => {
    const { set } = crossCheck("base", {
      "pages/pricing/index.json": page([{ type: "hero", title: "Prices" }]).replace(
        "../../schemas",
        "../../../schemas",
      ),
    });
    expect(set.diagnostics.map((d) => [d.file, d.code, d.message])).toEqual([
      [
        "pages/pricing/index.json",
        "duplicate-route",
        '(file) address "/pricing" is already taken by pages/pricing.json.',
      ],
    ]);
    expect(set.pages.filter((p) => p.route === "/pricing").map((p) => p.file)).toEqual(["pages/pricing.json"]);
  });

  describe("a translated page's own address (two-languages: en + ar)", () => {
    const arabicNews = (extra: Record<string, unknown>, blocks: unknown[] = [{ type: "hero", title: "الأخبار" }]) =>
      JSON.stringify({
        $schema: "../../../schemas/page.schema.json",
        ...extra,
        seo: { title: "الأخبار", description: "أخبار." },
        blocks,
      });
    // the problems of addresses and links (the overlays' pages share titles, said elsewhere)
    const said = (set: {
      diagnostics: { file: string; line: number; code: string; message: string; hint?: string }[];
    }) =>
      set.diagnostics
        .filter((d) => ["bad-page-address", "duplicate-route", "link-to-missing-page"].includes(d.code))
        .map((d) => [d.file, d.line, d.code, d.message, d.hint]);

    it("serves the page at the address it names, and its template's pages under the template's", () => {
      const template = JSON.parse(readFixture("sites/two-languages/pages/ar/news/[slug].json"));
      const { set } = crossCheck("sites/two-languages", {
        "pages/ar/news.json": arabicNews({ address: "/ar/akhbar" }, [
          {
            type: "hero",
            title: "الأخبار",
            actions: [
              { label: "الخبز", href: "/#bread" },
              { label: "خبر", href: "/news/new-oven" },
            ],
          },
        ]),
        "pages/ar/news/[slug].json": JSON.stringify({ ...template, address: "/ar/akhbar" }),
      });
      expect(said(set)).toEqual([]);
      const routes = set.pages.map((p) => [p.route, p.fileRoute]);
      expect(routes).toContainEqual(["/ar/akhbar", "/ar/news"]);
      expect(routes).toContainEqual(["/ar/akhbar/new-oven", "/ar/news/new-oven"]);
      // what must stay: the English pages, and the page of an item Arabic lacks (served from English)
      expect(routes).toContainEqual(["/news", undefined]);
      expect(routes).toContainEqual(["/news/rye-flour", undefined]);
      expect(routes.map(([route]) => route)).not.toContain("/ar/news");
    });

    it("says a link to the page's old address, and where it is now", () => {
      const { set } = crossCheck("sites/two-languages", {
        "pages/ar/news.json": arabicNews({ address: "/ar/akhbar" }),
        "pages/ar/index.json": arabicNews({}, [
          { type: "hero", title: "مرحبا", actions: [{ label: "الأخبار", href: "/ar/news#top" }] },
        ]),
      });
      expect(said(set)).toEqual([
        [
          "pages/ar/index.json",
          1,
          "link-to-missing-page",
          'blocks[0].actions[0].href: link "/ar/news#top" points to no page: the page of that file is at "/ar/akhbar", the "address" it names.',
          'Link to "/ar/akhbar#top".',
        ],
      ]);
    });

    it("says an address that cannot be served, at the address, in plain words", () => {
      const { set } = crossCheck("sites/two-languages", {
        "pages/ar/news.json": arabicNews({ address: "/akhbar" }),
        "pages/news.json": arabicNews({ address: "/ar/news" }).replace("../../../", "../../"),
        "pages/ar/index.json": arabicNews({ address: "/ar/Home Page" }),
      });
      expect(said(set).map(([file, , code, message]) => [file, code, message])).toEqual([
        [
          "pages/ar/index.json",
          "bad-page-address",
          'address: a language\'s home page is always at "/ar", the prefix of its other pages.',
        ],
        [
          "pages/ar/news.json",
          "bad-page-address",
          'address: "/akhbar" does not start with "/ar/", where the Arabic pages are.',
        ],
        [
          "pages/news.json",
          "bad-page-address",
          "address: only a translated page (pages/<language>/…) names its own address; this page is in the default language (en), whose addresses are its files' places.",
        ],
      ]);
    });

    it("refuses two pages at one address: another page file's, another translation's, a page served from English", () => {
      const { set } = crossCheck("sites/two-languages", {
        "pages/ar/news.json": arabicNews({ address: "/ar/privacy-policy" }),
        "pages/ar/about.json": arabicNews({ address: "/ar/shop" }),
        "pages/ar/contact.json": arabicNews({ address: "/ar/shop" }),
        "pages/ar/team.json": arabicNews({ address: "/ar/news/new-oven" }),
      });
      expect(said(set).map(([file, , code, message]) => [file, code, message])).toEqual([
        ["pages/ar/contact.json", "duplicate-route", 'address: "/ar/shop" is already taken by pages/ar/about.json.'],
        [
          "pages/ar/news.json",
          "duplicate-route",
          'address: "/ar/privacy-policy" is already taken by pages/privacy-policy.json, which has no Arabic translation and is served there from the default language.',
        ],
        [
          "pages/ar/team.json",
          "duplicate-route",
          'address: "/ar/news/new-oven" is already taken by pages/ar/news/[slug].json.',
        ],
      ]);
    });

    it("refuses an unknown option beside it, with a guess", () => {
      const { set } = crossCheck("sites/two-languages", { "pages/ar/news.json": arabicNews({ adress: "/ar/akhbar" }) });
      const unknown = set.diagnostics.filter((d) => d.file === "pages/ar/news.json" && d.message.includes("adress"));
      expect(unknown.map((d) => [d.code, `${d.message} ${d.hint}`])).toEqual([
        [expect.any(String), expect.stringContaining('"address"')],
      ]);
    });

    it("serves a translated item's page at the slug its translation names, still its translation", () => {
      const item = readFixture("sites/two-languages/collections/news/new-oven.ar.md").replace(
        /^---\n/,
        "---\nslug: furn-jadid\n",
      );
      const { set } = crossCheck("sites/two-languages", { "collections/news/new-oven.ar.md": item });
      expect(said(set)).toEqual([]);
      expect(set.pages.map((p) => [p.route, p.fileRoute])).toContainEqual(["/ar/news/furn-jadid", "/ar/news/new-oven"]);
      // what must stay: the English page of the item, and the Arabic list links to the page where it is
      expect(set.pages.map((p) => p.route)).toContain("/news/new-oven");
      expect(JSON.stringify(set.pages.find((p) => p.route === "/ar/news")?.config)).toContain('"/ar/news/furn-jadid"');
    });

    it("says a translated slug an address cannot have, at its line", () => {
      const item = readFixture("sites/two-languages/collections/news/new-oven.ar.md").replace(
        /^---\n/,
        "---\nslug: Furn Jadid\n",
      );
      const { set } = crossCheck("sites/two-languages", { "collections/news/new-oven.ar.md": item });
      expect(said(set)).toEqual([
        [
          "collections/news/new-oven.ar.md",
          2,
          "bad-page-address",
          'slug: "Furn Jadid" cannot be part of a web address: it names this item\'s page in ar (/…/<slug>).',
          'Use lower-case letters, digits and dashes only (for example "furn-jadid").',
        ],
      ]);
    });

    it("refuses a translated slug another item of the language already has, at the second one", () => {
      const oven = readFixture("sites/two-languages/collections/news/new-oven.ar.md").replace(
        /^---\n/,
        "---\nslug: khubz\n",
      );
      const { set } = crossCheck("sites/two-languages", {
        "collections/news/new-oven.ar.md": oven,
        "collections/news/rye-flour.ar.md": "---\ntitle: دقيق الجاودار\nslug: khubz\n---\n",
      });
      expect(said(set)).toEqual([
        [
          "collections/news/rye-flour.ar.md",
          3,
          "bad-page-address",
          'slug: "khubz" is already the slug of another ar translation, collections/news/new-oven.ar.md: their pages would share one address.',
          "Each item's page needs an address of its own: choose another slug.",
        ],
      ]);
    });
  });
});
