// A site in several languages: which language each page is in, its translations, the pages a language lacks
// (served from the default language, or left out), where the language switch leads, the builder's words, and the
// located problems of bad language settings. And what must stay the same: a site in one language.
import { describe, expect, it } from "vitest";
import { builderWords } from "../../src/engine/i18n/builderWords";
import { languageChecks } from "../../src/engine/i18n/languageChecks";
import { knownLanguage, languageDirection } from "../../src/engine/i18n/languageTable";
import { languageEntries } from "../../src/engine/i18n/pageLanguages";
import { missingTranslations } from "../../src/engine/i18n/missingTranslations";
import { siteLanguages } from "../../src/engine/i18n/siteLanguages";
import { switchTargets } from "../../src/engine/i18n/switchTargets";
import { loadResolved } from "./support/renderPage";

const page = (route: string) => ({ route, file: `pages${route}.json`, config: {} });
const notFound = (prefix: string) => ({ prefix, file: `not-found${prefix}index.json`, config: {} });

describe("languages of a site", () => {
  const languages = siteLanguages({ languages: ["en", "es"] });

  it("gives each page its language and its translations, the default language first", () => {
    const { pages } = languageEntries([page("/"), page("/es"), page("/es/order"), page("/order")], [], {
      ...languages,
      fallback: "none",
    });
    expect(pages.map((p) => [p.route, p.language, p.translations])).toEqual([
      ["/", "en", { en: "/", es: "/es" }],
      ["/es", "es", { en: "/", es: "/es" }],
      ["/es/order", "es", { en: "/order", es: "/es/order" }],
      ["/order", "en", { en: "/order", es: "/es/order" }],
    ]);
  });

  it("serves a page a language lacks from the default language, or leaves it out, as the site chooses", () => {
    const set = [page("/"), page("/es"), page("/about")];
    const served = languageEntries(set, [notFound("/")], languages);
    expect(served.pages.filter((p) => p.fallbackFrom).map((p) => [p.route, p.language, p.translations])).toEqual([
      ["/es/about", "es", { en: "/about" }],
    ]);
    expect(served.notFound.map((n) => [n.prefix, n.language, n.fallbackFrom])).toEqual([
      ["/", "en", undefined],
      ["/es/", "es", "en"],
    ]);
    const leftOut = languageEntries(set, [notFound("/")], { ...languages, fallback: "none" });
    expect(leftOut.pages.map((p) => p.route)).toEqual(["/", "/es", "/about"]);
  });

  it("leads the language switch to the translation, the fallback page, or the language's home", () => {
    const about = { route: "/about", language: "en", translations: { en: "/about" } };
    expect(switchTargets(about, languages)).toEqual({ en: "/about", es: "/es/about" });
    expect(switchTargets(about, { ...languages, fallback: "none" })).toEqual({ en: "/about", es: "/es" });
    const fallback = { route: "/es/about", language: "es", translations: { en: "/about" }, fallbackFrom: "en" };
    expect(switchTargets(fallback, languages)).toEqual({ en: "/about", es: "/es/about" });
    expect(switchTargets({ route: undefined, language: "es", translations: {} }, languages)).toEqual({
      en: "/",
      es: "/es",
    });
  });

  it("counts what each language lacks: pages, and site.json settings it shows in the default language", () => {
    const site = { languages: ["en", "es"], navigation: [], footer: {}, translations: { es: { navigation: [] } } };
    expect(missingTranslations(site, ["/", "/es", "/about"])).toEqual([
      { language: "es", kind: "page", what: "/about", where: "pages/es/about.json" },
      { language: "es", kind: "setting", what: "footer", where: "/translations/es" },
    ]);
  });

  it("knows languages, their direction and the builder's words in five languages, overridable", () => {
    expect(knownLanguage("pt-BR")?.name).toBe("Portuguese");
    expect(knownLanguage("sp")).toBeUndefined();
    expect(["ar", "he", "fa", "ur", "en"].map(languageDirection)).toEqual(["rtl", "rtl", "rtl", "rtl", "ltr"]);
    expect(["en", "es", "fr", "de", "pt-BR"].map((code) => builderWords(code).skipLink)).toEqual([
      "Skip to content",
      "Saltar al contenido",
      "Aller au contenu",
      "Zum Inhalt springen",
      "Pular para o conteúdo",
    ]);
    expect(builderWords("ar").menu).toBe("Menu");
    expect(builderWords("es", { menu: "Navegación" }).menu).toBe("Navegación");
  });

  it("names a bad language code with a guess, a repeated one, a shared prefix and translations of no language", () => {
    const issues = languageChecks({ languages: ["en", "sp", "es", "es", "pt-BR", "pt-br"], translations: { fr: {} } });
    expect(issues.map((i) => [i.code, i.pointer])).toEqual([
      ["unknown-language", "/languages/1"],
      ["duplicate-language", "/languages/3"],
      ["language-prefix-clash", "/languages/5"],
      ["undeclared-translation", "/translations/fr"],
    ]);
    expect(issues[0].message).toContain('Did you mean "es" (Spanish)?');
  });
});

describe("a site in two languages (tests/fixtures/sites/two-languages: en + ar)", () => {
  const site = loadResolved("tests/fixtures/sites/two-languages");

  it("resolves each language's site words, falling back to the default's", () => {
    expect(site.siteByLanguage.ar.navigation[0].label).toBe("خبزنا");
    expect(site.siteByLanguage.ar.header).toEqual(site.site.header);
    expect(site.siteByLanguage.en).toBe(site.site);
  });

  it("serves the Arabic pages and the page Arabic lacks, from English", () => {
    expect(site.pages.map((p) => [p.route, p.language, p.fallbackFrom])).toEqual([
      ["/ar", "ar", undefined],
      ["/ar/news", "ar", undefined],
      ["/ar/news/new-oven", "ar", undefined],
      ["/", "en", undefined],
      ["/news", "en", undefined],
      ["/news/new-oven", "en", undefined],
      ["/news/rye-flour", "en", undefined],
      ["/privacy-policy", "en", undefined],
      // a page and an item Arabic lacks: served from English
      ["/ar/news/rye-flour", "ar", "en"],
      ["/ar/privacy-policy", "ar", "en"],
    ]);
  });
});

describe("a site in one language stays as it was", () => {
  const site = loadResolved("pages-config");

  it("has every page in English, its only translation itself, and no page added", () => {
    expect(site.site.languages).toBeUndefined();
    expect(site.pages.every((p) => p.language === "en" && !p.fallbackFrom)).toBe(true);
    expect(site.pages.every((p) => JSON.stringify(p.translations) === JSON.stringify({ en: p.route }))).toBe(true);
    expect(site.notFound.every((n) => n.language === "en" && !n.fallbackFrom)).toBe(true);
    expect(Object.keys(site.siteByLanguage)).toEqual(["en"]);
  });
});
