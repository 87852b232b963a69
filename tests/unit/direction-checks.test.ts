// Mixed-direction text: on a right-to-left page a sentence written wholly left to right is a warning at its field
// (most often not translated yet), an invisible direction mark in a text that mixes no directions is a warning at
// its character; names, brands, links and Arabic text holding Latin words are not reported, nor are English pages.
import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { textDirectionIssues } from "../../src/engine/i18n/directionChecks";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const codes = (value: unknown, language: string) =>
  textDirectionIssues(value, language).map((i) => [i.code, i.pointer]);

describe("text direction checks", () => {
  it("warns of a sentence wholly left to right on a right-to-left page, at its field", () => {
    const page = { blocks: [{ type: "hero", title: "خبز", subtitle: "Bread baked before sunrise every day." }] };
    expect(codes(page, "ar")).toEqual([["text-in-other-direction", "/blocks/0/subtitle"]]);
    expect(codes(page, "he")).toEqual([["text-in-other-direction", "/blocks/0/subtitle"]]);
  });

  it("passes names, brands, addresses, links, and Arabic text holding Latin words or numbers", () => {
    const page = {
      title: "Cedar Lane Bakery",
      brand: "فرن Rofco الجديد يخبز 40 رغيفًا",
      address: "12 Cedar Lane, Portland",
      href: "https://www.cedarlanebakery.example/news/the-new-oven-arrives-today",
      phone: "+1 (503) 555-0199",
    };
    expect(codes(page, "ar")).toEqual([]);
  });

  it("leaves the same sentence alone on a left-to-right page", () => {
    expect(codes({ subtitle: "Bread baked before sunrise every day." }, "en")).toEqual([]);
    expect(codes({ subtitle: "Bread baked before sunrise every day." }, "es")).toEqual([]);
  });

  it("warns of a direction mark in a text that mixes no directions, at its character", () => {
    const [issue] = textDirectionIssues({ title: "Fresh\u200f bread" }, "en");
    expect([issue.code, issue.pointer, issue.inText]).toEqual(["direction-mark", "/title", { line: 1, column: 6 }]);
    expect(issue.message).toContain("right-to-left mark (U+200F) at character 6");
    expect(codes({ title: "خبز\u200e طازج" }, "ar")).toEqual([["direction-mark", "/title"]]);
  });

  it("keeps a direction mark that settles a mixed run or numbers", () => {
    expect(codes({ title: "فرن Rofco\u200f!" }, "ar")).toEqual([]);
    expect(codes({ price: "السعر 20\u200f$" }, "ar")).toEqual([]);
  });

  it("says it located in the page file, and passes the items a language shows untranslated", () => {
    const baseDir = path.join(fixturesDir, "base");
    const site = JSON.parse(readFileSync(path.join(baseDir, "site.json"), "utf8")) as Record<string, unknown>;
    const arabic = [
      "{",
      '  "$schema": "../../../schemas/page.schema.json",',
      '  "seo": { "title": "الرئيسية", "description": "خبز كل صباح." },',
      '  "blocks": [{ "type": "hero", "title": "خبز", "subtitle": "Bread baked before sunrise every day." }]',
      "}",
    ].join("\n");
    const set = validateConfigDir(baseDir, path.join(repoRoot, "schemas"), baseDir, {
      overlay: { "site.json": JSON.stringify({ ...site, languages: ["en", "ar"] }), "pages/ar/index.json": arabic },
    });
    const said = set.warnings.filter((w) => w.code === "text-in-other-direction");
    expect(said.map((w) => `${w.file}:${w.line}:${w.column}`)).toEqual(["pages/ar/index.json:4:60"]);
    const twoLanguages = path.join(repoRoot, "tests/fixtures/sites/two-languages");
    const fixture = validateConfigDir(twoLanguages, path.join(repoRoot, "schemas"), repoRoot);
    expect(fixture.warnings.filter((w) => w.code === "text-in-other-direction")).toEqual([]);
  });
});
