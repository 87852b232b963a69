// Translated collection items (collections/<name>/<slug>.<language>.md|json): a translation holds only the fields
// its language changes, the rest are the default item's; a template under the language makes the translated pages,
// a missing translation follows the site's fallback as pages do, lists show the language's items, and validate
// counts what a language lacks. What must stay the same: the default language's pages and a site in one language.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translationReport } from "../../scripts/lib/translationReport";
import { languageEntries } from "../../src/engine/i18n/pageLanguages";
import { siteLanguages } from "../../src/engine/i18n/siteLanguages";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");
const baseSite = JSON.parse(readFileSync(path.join(baseDir, "site.json"), "utf8")) as Record<string, unknown>;

const site = (fallback = "default-language") =>
  JSON.stringify({ ...baseSite, languages: ["en", "es"], fallback }, null, 2);

const template = (schema: string) =>
  JSON.stringify({
    $schema: schema,
    collection: "clinics",
    seo: { title: "{item.name}", description: "{item.name} in {item.city}" },
    blocks: [
      { type: "hero", title: "{item.name}", subtitle: "{item.city}" },
      { type: "markdown", text: "{item.body}" },
    ],
  });

const list = (schema: string, title: string, label: string) =>
  JSON.stringify({
    $schema: schema,
    seo: { title, description: `${title}: all of them.` },
    blocks: [
      { type: "hero", title },
      {
        type: "card-grid",
        cards: {
          collection: "clinics",
          sort: "name",
          each: { title: "{item.name}", description: "{item.city}", link: { label, href: "{item.url}" } },
        },
      },
    ],
  });

const files = {
  "collections/clinics.schema.json": JSON.stringify({
    type: "object",
    required: ["name", "city"],
    properties: { name: { type: "string" }, city: { type: "string" }, beds: { type: "integer" } },
  }),
  "collections/clinics/riverside.md": "---\nname: Riverside\ncity: Leeds\nbeds: 4\n---\nBy the river.\n",
  "collections/clinics/riverside.es.md": "---\nname: Ribera\n---\nJunto al río.\n",
  "collections/clinics/hilltop.md": "---\nname: Hilltop\ncity: York\n---\nOn the hill.\n",
  "pages/clinics/[slug].json": template("../../../schemas/page.schema.json"),
  "pages/es/clinics/[slug].json": template("../../../../schemas/page.schema.json"),
  "pages/clinics.json": list("../../schemas/page.schema.json", "Clinics", "Visit"),
  "pages/es/clinics.json": list("../../../schemas/page.schema.json", "Clínicas", "Visitar"),
  "pages/es/index.json": JSON.stringify({
    $schema: "../../../schemas/page.schema.json",
    seo: { title: "Inicio", description: "Nuestras clínicas." },
    blocks: [{ type: "hero", title: "Inicio" }],
  }),
};

function validate(overlay: Record<string, string> = {}, fallback?: string) {
  return validateConfigDir(baseDir, schemasDir, baseDir, {
    overlay: { "site.json": site(fallback), ...files, ...overlay },
  });
}

const configOf = (set: ReturnType<typeof validate>, route: string) =>
  JSON.stringify(set.pages.find((p) => p.route === route)?.config);

describe("translated collection items", () => {
  it("makes the language's page from the translation, taking the fields it leaves out from the default item", () => {
    const set = validate();
    expect(set.diagnostics).toEqual([]);
    const page = configOf(set, "/es/clinics/riverside");
    expect(page).toContain('"title":"Ribera"');
    expect(page).toContain('"subtitle":"Leeds"'); // not translated: the default item's field
    expect(page).toContain("Junto al río.");
    expect(set.pages.find((p) => p.route === "/es/clinics/riverside")?.item).toBe("clinics/riverside");
    // the default language's page stays the default item's
    expect(configOf(set, "/clinics/riverside")).toContain('"title":"Riverside"');
    expect(configOf(set, "/clinics/riverside")).toContain("By the river.");
  });

  it("leaves an untranslated item to the site's fallback, as a page the language lacks", () => {
    const set = validate();
    const routes = set.pages.map((p) => p.route);
    expect(routes).not.toContain("/es/clinics/hilltop");
    const languages = siteLanguages({ languages: ["en", "es"] });
    const served = languageEntries(set.pages, [], languages).pages;
    expect(served.find((p) => p.route === "/es/clinics/hilltop")?.fallbackFrom).toBe("en");
    expect(served.find((p) => p.route === "/es/clinics/riverside")?.fallbackFrom).toBeUndefined();
    expect(served.find((p) => p.route === "/es/clinics/riverside")?.translations).toEqual({
      en: "/clinics/riverside",
      es: "/es/clinics/riverside",
    });
  });

  it("lists the language's items at the language's addresses; with fallback none, only the translated ones", () => {
    const shown = configOf(validate(), "/es/clinics");
    expect(shown).toContain('"title":"Ribera"');
    expect(shown).toContain('"href":"/es/clinics/riverside"');
    expect(shown).toContain('"title":"Hilltop"'); // shown from the default language
    expect(shown).toContain('"href":"/es/clinics/hilltop"'); // its fallback page
    const english = configOf(validate(), "/clinics");
    expect(english).toContain('"title":"Riverside"');
    expect(english).toContain('"href":"/clinics/hilltop"');
    const none = validate({}, "none");
    expect(none.diagnostics).toEqual([]);
    expect(configOf(none, "/es/clinics")).not.toContain("Hilltop");
    expect(configOf(none, "/es/clinics")).toContain("Ribera");
  });

  it("changes the translated page's content (its cache key) when the translation changes, and only that page", () => {
    const before = validate();
    const after = validate({ "collections/clinics/riverside.es.md": "---\nname: Ribera Norte\n---\nJunto al río.\n" });
    expect(configOf(after, "/es/clinics/riverside")).not.toBe(configOf(before, "/es/clinics/riverside"));
    expect(configOf(after, "/es/clinics")).not.toBe(configOf(before, "/es/clinics"));
    for (const route of ["/clinics/riverside", "/clinics/hilltop", "/clinics"])
      expect(configOf(after, route)).toBe(configOf(before, route));
  });

  it("counts the items a language lacks, each as the file its translation would be", () => {
    const lines = translationReport(validate(), baseDir, true).join("\n");
    expect(lines).toContain("es: 2 pages, 1 item,");
    expect(lines).toContain('collections/clinics/hilltop.es.md  Spanish lacks the item shown at "/clinics/hilltop"');
  });

  it("says where a translation is wrong: its field, a language not declared, an item the default lacks", () => {
    const set = validate({
      "collections/clinics/riverside.es.md": "---\nname: Ribera\nbeds: many\n---\n",
      "collections/clinics/hilltop.sp.json": JSON.stringify({ name: "Colina" }),
      "collections/clinics/hiltop.es.json": JSON.stringify({ name: "Colina" }),
      "collections/clinics/riverside.en.json": JSON.stringify({ name: "River" }),
    });
    const said = set.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message} ${d.hint ?? ""}`);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^collections\/clinics\/riverside\.es\.md:3 .*beds/),
        expect.stringMatching(/hilltop\.sp\.json:1 undeclared-item-language .*Did you mean "es"\?/),
        expect.stringMatching(/hiltop\.es\.json:1 translation-without-item .*Did you mean "hilltop"\?/),
        expect.stringMatching(/riverside\.en\.json:1 undeclared-item-language .*default language/),
      ]),
    );
    expect(set.diagnostics).toHaveLength(4);
  });

  it("warns of an item named like a translation but not as one (hilltop-es.md), with the name to give it", () => {
    const set = validate({
      "collections/clinics/hilltop-es.md": "---\nname: Colina\ncity: York\n---\nEn la colina.\n",
    });
    expect(set.diagnostics).toEqual([]);
    expect(set.warnings.map((w) => `${w.file}:${w.line}:${w.column} ${w.code}: ${w.message} ${w.hint}`)).toEqual([
      'collections/clinics/hilltop-es.md:1:1 item-named-like-translation: (file) this is named like the es translation of "hilltop", but is an item of its own, with a page of its own; "hilltop" has no es translation. To translate "hilltop", name the file collections/clinics/hilltop.es.md. Leave the name as it is if "hilltop-es" is an item of its own.',
    ]);
    // run from the folder above the site: the name to give is shown from there too, as the file's own place is
    const above = validateConfigDir(baseDir, schemasDir, path.dirname(baseDir), {
      overlay: {
        "site.json": site(),
        ...files,
        "collections/clinics/hilltop-es.md": "---\nname: Colina\ncity: York\n---\nEn la colina.\n",
      },
    });
    const folder = path.basename(baseDir);
    expect(above.warnings.map((w) => [w.file, w.hint?.match(/name the file (\S+)\./)?.[1]])).toEqual([
      [`${folder}/collections/clinics/hilltop-es.md`, `${folder}/collections/clinics/hilltop.es.md`],
    ]);
  });

  it("says nothing of an item whose name ends in a language the site lacks, or names no item (what stays the same)", () => {
    const set = validate({
      // "fr" is not a language of this site; "lakeside" is no item
      "collections/clinics/hilltop-fr.md": "---\nname: Colline\ncity: York\n---\nSur la colline.\n",
      "collections/clinics/lakeside-es.md": "---\nname: Lago\ncity: York\n---\nJunto al lago.\n",
    });
    expect(set.diagnostics).toEqual([]);
    expect(set.warnings).toEqual([]);
  });

  it("checks a reference a translation changes, in the translation's file", () => {
    const set = validate({
      "collections/clinics.schema.json": JSON.stringify({
        type: "object",
        required: ["name", "city"],
        properties: {
          name: { type: "string" },
          city: { type: "string" },
          beds: { type: "integer" },
          next: { type: "string", "x-reference": "clinics" },
        },
      }),
      "collections/clinics/riverside.es.md": "---\nname: Ribera\nnext: hiltop\n---\n",
    });
    expect(set.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.hint ?? ""}`)).toEqual([
      expect.stringMatching(/^collections\/clinics\/riverside\.es\.md:3 unknown-reference Did you mean "hilltop"\?/),
    ]);
  });

  it("in a site of one language, a translation file is a located problem, and the items stay as they are", () => {
    const set = validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { ...files, "pages/es/index.json": "" } });
    const codes = set.diagnostics.map((d) => `${d.file} ${d.code}`);
    expect(codes).toContain("collections/clinics/riverside.es.md undeclared-item-language");
  });
});
