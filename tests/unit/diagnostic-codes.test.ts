import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AnySchemaObject } from "ajv";
import { describe, expect, it } from "vitest";
import type { DiagnosticCode } from "../../src/engine/diagnostic";
import { allDiagnosticCodes, diagnosticCodes } from "../../src/engine/diagnosticCodes";
import { embedProblem } from "../../src/engine/embedHosts";
import { explain } from "../../src/engine/explainErrors";
import { newValidationContext } from "../../src/engine/schemaStore";
import { unusedPublicFiles } from "../../src/engine/unusedPublicFiles";
import { schemaStore, validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

/**
 * Each code of src/engine/diagnosticCodes.ts is produced by at least one test: the golden cases of
 * tests/fixtures/invalid/ (their expected.txt lists `FILE:LINE:COL code`), or one of the small cases below,
 * which check the codes the golden cases do not reach.
 */
const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");
const baseText = (inside: string) => readFileSync(path.join(baseDir, inside), "utf8");
const page = (blocks: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify(
    { $schema: "../schemas/page.schema.json", seo: { title: "New", description: "A new page." }, ...extra, blocks },
    null,
    2,
  );

/** The codes of the base fixture folder validated with some files replaced or added (the editor's overlay). */
function codesWith(overlay: Record<string, string>): DiagnosticCode[] {
  return validateConfigDir(baseDir, schemasDir, baseDir, { overlay }).diagnostics.map((d) => d.code);
}

/** The warnings (not problems) of the base fixture folder with some files replaced or added. */
function warningCodesWith(overlay: Record<string, string>): DiagnosticCode[] {
  return validateConfigDir(baseDir, schemasDir, baseDir, { overlay }).warnings.map((d) => d.code);
}

/** The base fixture's site.json with some settings added. */
const siteWith = (settings: Record<string, unknown>) =>
  JSON.stringify({ ...(JSON.parse(baseText("site.json")) as object), ...settings }, null, 2);

/** The codes explaining one value against a small schema compiled by the engine's own Ajv. */
function codesFor(schema: AnySchemaObject, value: unknown): DiagnosticCode[] {
  const store = schemaStore(schemasDir);
  return explain(store, store.ajv.compile(schema), value, newValidationContext()).map((i) => i.code);
}

const cases: { code: DiagnosticCode; codes: () => DiagnosticCode[] }[] = [
  {
    code: "missing-site-file",
    codes: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "codes-"));
      try {
        return validateConfigDir(dir, schemasDir, dir).diagnostics.map((d) => d.code);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  { code: "unexpected-file", codes: () => codesWith({ "notes/todo.json": "{}" }) },
  {
    // a warning of npm run validate, not a problem of the set: public/ holds the first site's files, which the
    // base fixture does not use
    code: "unused-public-file",
    codes: () =>
      unusedPublicFiles(validateConfigDir(baseDir, schemasDir, baseDir), path.join(repoRoot, "public"), "public").map(
        (w) => w.code,
      ),
  },
  { code: "bad-address-name", codes: () => codesWith({ "pages/Gen_AI.json": page([{ type: "hero", title: "Hi" }]) }) },
  { code: "no-schema-for-data", codes: () => codesWith({ "data/awards.json": "{}" }) },
  { code: "missing-data-file", codes: () => codesWith({ "pages/press.json": page([{ type: "press-list" }]) }) },
  {
    code: "old-format-version",
    codes: () => codesWith({ "site.json": baseText("site.json").replace(/\n {2}"formatVersion": \d+,/, "") }),
  },
  {
    code: "newer-format-version",
    codes: () =>
      codesWith({ "site.json": baseText("site.json").replace(/"formatVersion": \d+/, '"formatVersion": 99') }),
  },
  {
    code: "wrong-schema-key",
    codes: () =>
      codesWith({ "pages/new.json": page([{ type: "hero", title: "Hi" }]).replace("page.schema", "site.schema") }),
  },
  { code: "missing-block-type", codes: () => codesWith({ "pages/new.json": page([{ title: "Hi" }]) }) },
  {
    code: "link-without-page",
    codes: () => codesWith({ "site.json": baseText("site.json").replace('"href": "/#demo"', '"href": "#demo"') }),
  },
  {
    code: "missing-public-file",
    codes: () =>
      codesWith({
        "pages/new.json": page([
          { type: "hero", title: "Hi", actions: [{ label: "Guide", href: "/docs/no-such-guide.pdf" }] },
        ]),
      }),
  },
  {
    code: "embed-not-https",
    codes: () => [embedProblem("http://calendly.com/a", ["calendly.com"])!.code, embedProblem("/pricing", [])!.code],
  },
  { code: "text-too-short", codes: () => codesFor({ type: "string", minLength: 3 }, "ab") },
  { code: "too-few-items", codes: () => codesFor({ type: "array", minItems: 2 }, [1]) },
  { code: "too-many-items", codes: () => codesFor({ type: "array", maxItems: 1 }, [1, 2]) },
  { code: "duplicate-item", codes: () => codesFor({ type: "array", uniqueItems: true }, [1, 1]) },
  { code: "number-too-large", codes: () => codesFor({ type: "number", maximum: 3 }, 5) },
  { code: "wrong-form", codes: () => codesFor({ type: "string", pattern: "^a", description: "Starts with a." }, "b") },
  { code: "wrong-format", codes: () => codesFor({ type: "string", format: "email" }, "nobody") },
  { code: "invalid-value", codes: () => codesFor({ type: "number", multipleOf: 2 }, 3) },
  {
    code: "wrong-shape",
    codes: () =>
      codesFor(
        {
          oneOf: [
            { type: "string", description: "Text." },
            { type: "boolean", description: "Yes or no." },
          ],
        },
        3,
      ),
  },
  { code: "not-allowed-value", codes: () => codesFor({ const: "a" }, "b") },
  {
    code: "palette-contrast",
    codes: () => codesWith({ "site.json": baseText("site.json").replace('"600": "#1d56f1"', '"600": "#93c5fd"') }),
  },
  {
    code: "palette-without-brand-color",
    codes: () =>
      codesWith({ "site.json": baseText("site.json").replace('"brandColor": "#1542dd"', '"brandColor": "#1542de"') }),
  },
  { code: "unknown-language", codes: () => codesWith({ "site.json": siteWith({ languages: ["en", "sp"] }) }) },
  { code: "duplicate-language", codes: () => codesWith({ "site.json": siteWith({ languages: ["en", "es", "es"] }) }) },
  {
    code: "language-prefix-clash",
    codes: () => codesWith({ "site.json": siteWith({ languages: ["en", "pt-BR", "pt-br"] }) }),
  },
  {
    code: "undeclared-translation",
    codes: () => codesWith({ "site.json": siteWith({ languages: ["en", "es"], translations: { fr: {} } }) }),
  },
  {
    code: "undeclared-language-folder",
    codes: () => warningCodesWith({ "pages/fr/index.json": page([{ type: "hero", title: "Bonjour" }]) }),
  },
  {
    code: "link-to-untranslated",
    codes: () =>
      warningCodesWith({
        "site.json": siteWith({ languages: ["en", "es"] }),
        "pages/es/index.json": page([
          { type: "hero", title: "Hola", actions: [{ label: "Precios", href: "/pricing" }] },
        ]),
      }),
  },
];

/** Codes pinned by the golden cases' expected.txt files. */
function fixtureCodes(): Set<string> {
  const dir = path.join(fixturesDir, "invalid");
  return new Set(
    readdirSync(dir).flatMap((name) =>
      readFileSync(path.join(dir, name, "expected.txt"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split(" ")[1]),
    ),
  );
}

describe("diagnostic codes", () => {
  it.each(cases)("$code is produced", ({ code, codes }) => {
    expect(codes()).toContain(code);
  });

  it("every code in the registry is exercised by a golden case or a case above", () => {
    const exercised = new Set([...fixtureCodes(), ...cases.map((c) => c.code)]);
    expect(allDiagnosticCodes.filter((code) => !exercised.has(code))).toEqual([]);
  });

  it("golden cases name only known codes", () => {
    expect([...fixtureCodes()].filter((code) => !Object.hasOwn(diagnosticCodes, code))).toEqual([]);
  });

  it("codes are kebab-case, each with a title and an example message", () => {
    for (const [code, info] of Object.entries(diagnosticCodes)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(info.title.length).toBeGreaterThan(0);
      expect(info.example.length).toBeGreaterThan(0);
    }
  });
});
