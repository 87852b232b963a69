import { describe, expect, it } from "vitest";
import {
  addressProblem,
  fileAddress,
  linkInLanguage,
  movedRoute,
  movedTranslations,
  translationTable,
} from "./pageAddresses.ts";
import { siteLanguages } from "./siteLanguages.ts";

const languages = siteLanguages({ languages: ["fr", "en"] });

describe("a translated page's own address", () => {
  it("knows the address a page file's pages are under, templates and index files included", () => {
    expect(fileAddress("pages/en/boutiques.json")).toBe("/en/boutiques");
    expect(fileAddress("pages/en/boutiques/index.json")).toBe("/en/boutiques");
    expect(fileAddress("pages/en/boutiques/[slug].json")).toBe("/en/boutiques");
    expect(fileAddress("pages/index.json")).toBe("/");
  });

  it("moves the routes under a file's address, and no other", () => {
    expect(movedRoute("/en/boutiques", "/en/boutiques", "/en/shops")).toBe("/en/shops");
    expect(movedRoute("/en/boutiques/paris", "/en/boutiques", "/en/shops")).toBe("/en/shops/paris");
    expect(movedRoute("/en/boutiques-2", "/en/boutiques", "/en/shops")).toBe("/en/boutiques-2");
  });

  it("accepts an address under the page's language prefix, in the letters of an address", () => {
    expect(addressProblem("/en/shops", "/en/boutiques", languages)).toBeUndefined();
    expect(addressProblem("/en/shops/old-town-2", "/en/boutiques", languages)).toBeUndefined();
  });

  it("says in plain words what is wrong with an address, with the address to write", () => {
    const said = (address: string, fileRoute = "/en/boutiques") => {
      const problem = addressProblem(address, fileRoute, languages);
      return problem && [problem.code, problem.pointer, problem.message, problem.hint];
    };
    expect(said("/shops")).toEqual([
      "bad-page-address",
      "/address",
      'address: "/shops" does not start with "/en/", where the English pages are.',
      'Write the whole address, starting with its language: "/en/shops".',
    ]);
    expect(said("/en/Nos Boutiques")?.slice(2)).toEqual([
      'address: "Nos Boutiques" in "/en/Nos Boutiques" has characters an address cannot have.',
      'Use lower-case letters, digits and dashes between the slashes (for example "nos-boutiques"): "/en/nos-boutiques".',
    ]);
    expect(said("/en/shops/")?.[2]).toBe(
      'address: "/en/shops/" has an empty part (two slashes in a row, or a slash at its end).',
    );
    expect(said("/en")?.[2]).toBe('address: "/en" is the address of the English home page (pages/en/index.json).');
    expect(said("/en/cafés")?.[3]).toContain('"/en/cafes"');
    expect(said("/shops", "/boutiques")?.[2]).toContain("only a translated page (pages/<language>/…) names its own");
    expect(said("/en/home", "/en")?.[2]).toBe(
      'address: a language\'s home page is always at "/en", the prefix of its other pages.',
    );
  });

  it("tells translations by their files' places, whatever address they name", () => {
    const table = translationTable(
      [{ route: "/boutiques" }, { route: "/en/shops", fileRoute: "/en/boutiques" }, { route: "/contact" }],
      languages,
    );
    expect(table.get("/boutiques")).toEqual({ fr: "/boutiques", en: "/en/shops" });
    expect(table.get("/contact")).toEqual({ fr: "/contact" });
    expect(movedTranslations(table, languages)).toEqual(new Map([["/en/boutiques", "/en/shops"]]));
  });

  it("leads a link to a default-language page from a translated page to its translation, keeping its anchor", () => {
    const table = translationTable(
      [
        { route: "/" },
        { route: "/en" },
        { route: "/boutiques" },
        { route: "/en/shops", fileRoute: "/en/boutiques" },
        { route: "/contact" },
      ],
      languages,
    );
    const lead = (href: string, language = "en") => linkInLanguage(href, language, table, languages);
    expect(lead("/boutiques")).toBe("/en/shops");
    expect(lead("/boutiques/#plan")).toBe("/en/shops#plan");
    expect(lead("/#pain")).toBe("/en#pain");
    // what must stay: a page English lacks, another language's page, other sites, the default language's own links
    expect(lead("/contact")).toBe("/contact");
    expect(lead("/en/shops")).toBe("/en/shops");
    expect(lead("https://example.com/boutiques")).toBe("https://example.com/boutiques");
    expect(lead("/boutiques", "fr")).toBe("/boutiques");
  });
});
