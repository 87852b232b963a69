import { publicNamesByCase } from "../../src/engine/checks/publicFiles/publicNamesByCase";
import { publicLinksToNothing } from "../../src/engine/checks/publicFiles/publicFiles";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AnySchemaObject } from "ajv";
import { describe, expect, it } from "vitest";
import type { DiagnosticCode } from "../../src/engine/diagnostic";
import { allDiagnosticCodes, diagnosticCodes } from "../../src/engine/diagnosticCodes";
import { embedProblem } from "../../src/engine/checks/links/embedHosts";
import { explain } from "../../src/engine/explainErrors";
import { fontFileChecks } from "../../src/engine/theme/fontFileChecks";
import { newValidationContext } from "../../src/engine/schemaStore";
import { unusedPublicFiles } from "../../src/engine/checks/publicFiles/unusedPublicFiles";
import { unsafePublishedSvgs } from "../../src/engine/checks/publicFiles/publishedSvgs";
import { pictureProblems, type SourceFacts } from "../../src/engine/pictures/pictureChecks";
import type { PictureUse } from "../../src/engine/pictures/findPictures";
import { sharePictureProblems } from "../../src/engine/pictures/sharePictures";
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

/** The codes of the base fixture folder with site.json given this "business". */
function codesWithBusiness(business: unknown): DiagnosticCode[] {
  return codesWith({ "site.json": JSON.stringify({ ...JSON.parse(baseText("site.json")), business }, null, 2) });
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

/** The codes of the picture step's checks for one place showing a picture (scripts/lib/pictures has the rest). */
function pictureCodes(facts: Partial<Omit<Extract<SourceFacts, { ok: true }>, "ok">> | SourceFacts, alt = "A shop") {
  const use: PictureUse = { file: "pages/index.json", pointer: "/blocks/0", src: "/a.jpg", alt, layout: "content" };
  const full: SourceFacts =
    "ok" in facts ? facts : { ok: true, bytes: 1000, width: 2000, height: 1000, format: "jpeg", pages: 1, ...facts };
  return pictureProblems(use, full).map((p) => p.code);
}

/** The codes of a copy of the bakery with its own price-list block (tests/fixtures/sites/bakery-menu), changed. */
async function siteBlockCodes(change: (dir: string) => void): Promise<DiagnosticCode[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "codes-"));
  try {
    cpSync(path.join(fixturesDir, "sites/bakery-menu"), dir, { recursive: true });
    change(dir);
    const { siteBlockCodeProblems } = await import("../../src/engine/siteBlocks/siteBlockCode");
    return [...validateConfigDir(dir, schemasDir, dir).diagnostics, ...(await siteBlockCodeProblems(dir, dir))].map(
      (d) => d.code,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
/** The warnings' codes of a copy of the bakery with its own price-list block, changed. */
function siteBlockWarningCodes(change: (dir: string) => void): DiagnosticCode[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "codes-"));
  try {
    cpSync(path.join(fixturesDir, "sites/bakery-menu"), dir, { recursive: true });
    change(dir);
    return validateConfigDir(dir, schemasDir, dir).warnings.map((d) => d.code);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const priceList = (dir: string, file: string) => path.join(dir, "blocks/price-list", file);
const editFile = (file: string, from: string, to: string) =>
  writeFileSync(file, readFileSync(file, "utf8").replace(from, to));

const cases: { code: DiagnosticCode; codes: () => DiagnosticCode[] | Promise<DiagnosticCode[]> }[] = [
  // a site's own blocks (src/engine/siteBlocks/readSiteBlocks.test.ts checks their places and words)
  {
    code: "site-block-place",
    codes: () => siteBlockCodes((dir) => writeFileSync(path.join(dir, "blocks/notes.txt"), "")),
  },
  {
    code: "site-block-name",
    codes: () => siteBlockCodes((dir) => mkdirSync(path.join(dir, "blocks/Price_List"))),
  },
  {
    code: "site-block-schema",
    codes: () =>
      siteBlockCodes((dir) =>
        editFile(priceList(dir, "price-list.schema.json"), '"const": "price-list"', '"const": "x"'),
      ),
  },
  {
    code: "site-block-clash",
    codes: () =>
      siteBlockCodes((dir) => {
        mkdirSync(path.join(dir, "blocks/faq"));
        writeFileSync(
          path.join(dir, "blocks/faq/faq.schema.json"),
          readFileSync(priceList(dir, "price-list.schema.json"), "utf8").replace(
            '"const": "price-list"',
            '"const": "faq"',
          ),
        );
      }),
  },
  {
    code: "site-block-component",
    codes: () => siteBlockCodes((dir) => rmSync(priceList(dir, "PriceList.tsx"))),
  },
  {
    code: "site-block-script",
    codes: () =>
      siteBlockCodes((dir) =>
        writeFileSync(priceList(dir, "price-list.script.ts"), "export default function start() {}\n"),
      ),
  },
  {
    code: "site-block-invalid-schema",
    codes: () =>
      siteBlockCodes((dir) =>
        editFile(priceList(dir, "price-list.schema.json"), '"minItems": 1,', '"minItems": "one",'),
      ),
  },
  {
    // a page's block of a site block type left out for its schema's problem
    code: "unusable-site-block",
    codes: () =>
      siteBlockCodes((dir) =>
        editFile(priceList(dir, "price-list.schema.json"), '"minItems": 1,', '"minItems": "one",'),
      ),
  },
  {
    code: "site-block-compile",
    codes: () =>
      siteBlockCodes((dir) => editFile(priceList(dir, "PriceList.tsx"), '<Stack gap="10">', '<Stack gap="10"}>')),
  },
  {
    code: "site-block-import",
    codes: () =>
      siteBlockCodes((dir) =>
        editFile(priceList(dir, "PriceList.tsx"), "itemHeading, Section,", "itemHeading, Nope, Section,"),
      ),
  },
  { code: "picture-unreadable", codes: () => pictureCodes({ format: "tiff" }) },
  { code: "picture-heic", codes: () => pictureCodes({ format: "heic" }) },
  {
    code: "public-names-differ-by-case",
    codes: () => publicNamesByCase(new Set(["/a.png", "/A.png"]), "public", ".").map((d) => d.code),
  },
  {
    code: "public-link-to-nothing",
    codes: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "codes-"));
      try {
        symlinkSync(path.join(dir, "moved-away.png"), path.join(dir, "logo.png"));
        return publicLinksToNothing(dir, ".").map((d) => d.code);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    code: "unsafe-svg",
    codes: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "codes-"));
      try {
        writeFileSync(path.join(dir, "a.svg"), "<svg><script>alert(1)</script></svg>");
        return unsafePublishedSvgs(dir, "public").map((d) => d.code);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    code: "picture-too-many-pixels",
    codes: () => pictureCodes({ ok: false, bytes: 900, reason: "too-many-pixels", detail: "30000×30000 px" }),
  },
  { code: "picture-source-too-large", codes: () => pictureCodes({ width: 20000, height: 4000 }) },
  { code: "picture-too-small", codes: () => pictureCodes({ width: 480, height: 320 }) },
  { code: "picture-alt-file-name", codes: () => pictureCodes({}, "IMG_2041.jpg") },
  { code: "picture-animated", codes: () => pictureCodes({ format: "webp", pages: 12 }) },
  {
    code: "share-picture-too-small",
    codes: () =>
      sharePictureProblems(
        { file: "site.json", pointer: "/seo/ogImage", src: "/og/shop.jpg" },
        { ok: true, bytes: 9000, width: 800, height: 600, format: "jpeg", pages: 1 },
      ).map((p) => p.code),
  },
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
  { code: "business-needs-address", codes: () => codesWithBusiness({ type: "Dentist", name: "Harbor Dental" }) },
  {
    // a warning: public/robots.txt is replaced by the build's
    code: "public-file-replaced",
    codes: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "codes-"));
      try {
        writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
        return validateConfigDir(baseDir, schemasDir, baseDir, { publicDir: dir }).warnings.map((d) => d.code);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  // a site's own collections (tests/unit/content-collections.test.ts checks their places and words)
  {
    code: "list-without-collection",
    codes: () =>
      codesWith({
        "collections/news.schema.json": "{}",
        "pages/news.json": page([{ type: "stats", items: { collection: "new", each: { value: "1", label: "x" } } }]),
      }),
  },
  {
    code: "bad-list-option",
    codes: () =>
      codesWith({
        "collections/news.schema.json": "{}",
        "pages/news.json": page([
          { type: "stats", items: { collection: "news", sortBy: "date", each: { value: "1", label: "x" } } },
        ]),
      }),
  },
  {
    code: "feed-item-incomplete",
    codes: () =>
      codesWith({
        "collections/news.schema.json": "{}",
        "collections/news/a.json": '{ "title": "A" }',
        "pages/news/[slug].json": page([{ type: "hero", title: "{item.title}" }], {
          collection: "news",
          feed: { title: "News" },
        }),
      }),
  },
  {
    code: "structured-data-field-missing",
    codes: () =>
      codesWith({
        "collections/news.schema.json": "{}",
        "collections/news/a.json": '{ "title": "A" }',
        "pages/news/[slug].json": page([{ type: "hero", title: "{item.title}" }], {
          collection: "news",
          structuredData: { type: "BlogPosting" },
        }),
      }),
  },
  {
    code: "template-without-collection",
    codes: () => codesWith({ "pages/news/[slug].json": page([{ type: "hero", title: "{item.title}" }]) }),
  },
  {
    code: "group-slug-collision",
    codes: () =>
      codesWith({
        "collections/news.schema.json": "{}",
        "collections/news/a.json": JSON.stringify({ tags: ["Rye bread", "rye-bread"] }),
        "pages/news/tags/[tag].json": page([{ type: "hero", title: "{tag}" }], { collection: "news", groupBy: "tags" }),
      }),
  },
  {
    code: "group-value-without-slug",
    codes: () =>
      codesWith({
        "collections/news.schema.json": "{}",
        "collections/news/a.json": JSON.stringify({ tags: ["!!"] }),
        "pages/news/tags/[tag].json": page([{ type: "hero", title: "{tag}" }], { collection: "news", groupBy: "tags" }),
      }),
  },
  {
    code: "lone-group-value",
    codes: () =>
      warningCodesWith({
        "collections/news.schema.json": "{}",
        "collections/news/a.json": JSON.stringify({ tags: ["Sourdough"] }),
        "collections/news/b.json": JSON.stringify({ tags: ["Sourdough"] }),
        "collections/news/c.json": JSON.stringify({ tags: ["Sourdogh"] }),
        "pages/news/tags/[tag].json": page([{ type: "hero", title: "{tag}" }], { collection: "news", groupBy: "tags" }),
      }),
  },
  {
    code: "empty-collection",
    codes: () =>
      validateConfigDir(baseDir, schemasDir, baseDir, {
        overlay: {
          "collections/news.schema.json": "{}",
          "pages/news/[slug].json": page([{ type: "hero", title: "News" }], { collection: "news" }),
        },
      }).warnings.map((w) => w.code),
  },
  {
    code: "item-field-missing",
    codes: () =>
      codesWith({
        "collections/news.schema.json": "{}",
        "collections/news/a.json": "{}",
        "pages/news/[slug].json": page([{ type: "hero", title: "{item.title}" }], { collection: "news" }),
      }),
  },
  {
    code: "item-field-not-text",
    codes: () =>
      codesWith({
        "collections/news.schema.json": '{ "properties": { "tags": { "type": "array" } } }',
        "collections/news/a.json": '{ "tags": ["x"] }',
        "pages/news/[slug].json": page([{ type: "hero", title: "On {item.tags}" }], { collection: "news" }),
      }),
  },
  ...(["unknown-format", "format-not-for-value", "unknown-currency"] as const).map((code) => ({
    code,
    codes: () =>
      codesWith({
        "collections/menu.schema.json": '{ "properties": { "price": { "type": "number" } } }',
        "collections/menu/bread.json": '{ "price": 4.75 }',
        "pages/menu/[slug].json": page(
          [
            {
              type: "hero",
              title: {
                "unknown-format": "{item.price|dat}",
                "format-not-for-value": "{item.price|date}",
                "unknown-currency": "{item.price|currency:CAN}",
              }[code],
            },
          ],
          { collection: "menu" },
        ),
      }),
  })),
  {
    code: "bad-list-comparison",
    codes: () =>
      codesWith({
        "collections/news.schema.json": '{ "properties": { "date": { "type": "string", "format": "date" } } }',
        "collections/news/a.json": '{ "date": "2027-01-01" }',
        "pages/news.json": page([
          {
            type: "stats",
            items: { collection: "news", where: { dates: { after: "today" } }, each: { value: "1", label: "x" } },
          },
        ]),
      }),
  },
  { code: "no-collection-schema", codes: () => codesWith({ "collections/team/ann.json": "{}" }) },
  {
    code: "bad-collection-schema",
    codes: () => codesWith({ "collections/team.schema.json": '{ "type": "thing" }' }),
  },
  {
    code: "front-matter-syntax",
    codes: () =>
      codesWith({ "collections/team.schema.json": "{}", "collections/team/ann.md": "---\nname: a: b\n---\n" }),
  },
  {
    code: "bad-item-list",
    codes: () => codesWith({ "collections/team.schema.json": "{}", "collections/team.json": "[]" }),
  },
  {
    code: "bad-item-slug",
    codes: () => codesWith({ "collections/team.schema.json": "{}", "collections/team/Ann.json": "{}" }),
  },
  {
    code: "duplicate-item-slug",
    codes: () =>
      codesWith({
        "collections/team.schema.json": "{}",
        "collections/team/ann.json": "{}",
        "collections/team/ann.md": "---\n---\n",
      }),
  },
  {
    code: "unknown-reference",
    codes: () =>
      codesWith({
        "collections/team.schema.json": '{ "properties": { "boss": { "type": "string", "x-reference": "team" } } }',
        "collections/team/ann.json": '{ "boss": "bob" }',
      }),
  },
  {
    code: "item-named-like-translation",
    codes: () =>
      warningCodesWith({
        "site.json": siteWith({ languages: ["en", "es"] }),
        "collections/team.schema.json": "{}",
        "collections/team/ann.json": "{}",
        "collections/team/ann-es.json": "{}",
      }),
  },
  {
    code: "undeclared-item-language",
    codes: () =>
      codesWith({
        "site.json": siteWith({ languages: ["en", "es"] }),
        "collections/team.schema.json": "{}",
        "collections/team/ann.json": "{}",
        "collections/team/ann.sp.json": "{}",
      }),
  },
  {
    code: "translation-without-item",
    codes: () =>
      codesWith({
        "site.json": siteWith({ languages: ["en", "es"] }),
        "collections/team.schema.json": "{}",
        "collections/team/ann.json": "{}",
        "collections/team/bob.es.json": "{}",
      }),
  },
  {
    code: "reference-cycle",
    codes: () =>
      codesWith({
        "collections/team.schema.json": '{ "properties": { "boss": { "type": "string", "x-reference": "team" } } }',
        "collections/team/ann.json": '{ "boss": "ann" }',
      }),
  },
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
  {
    code: "site-block-types-stale",
    codes: () => siteBlockWarningCodes((dir) => rmSync(priceList(dir, "price-list.d.ts"))),
  },
  {
    code: "builder-schema-with-site-block",
    codes: () =>
      siteBlockWarningCodes((dir) =>
        editFile(
          path.join(dir, "pages/menu.json"),
          "../blocks/.schemas/page.schema.json",
          "../../schemas/page.schema.json",
        ),
      ),
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
  {
    code: "html-in-markdown",
    codes: () =>
      codesWith({
        "pages/new.json": page([
          { type: "hero", title: "Hi" },
          { type: "markdown", text: "<b>x</b>" },
        ]),
      }),
  },
  {
    code: "markdown-picture-path",
    codes: () =>
      codesWith({
        "pages/new.json": page([
          { type: "hero", title: "Hi" },
          { type: "markdown", text: "![Cat](cat.gif)" },
        ]),
      }),
  },
  {
    code: "markdown-in-text",
    codes: () => codesWith({ "pages/new.json": page([{ type: "hero", title: "Hi", subtitle: "A **big** day" }]) }),
  },
  {
    code: "html-in-text",
    codes: () => codesWith({ "pages/new.json": page([{ type: "hero", title: "Hi", subtitle: "A <b>big</b> day" }]) }),
  },
  {
    code: "doubled-braces",
    codes: () => codesWith({ "pages/new.json": page([{ type: "hero", title: "Hi {{product}}" }]) }),
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
    code: "font-file-not-a-font",
    codes: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "codes-"));
      try {
        writeFileSync(path.join(dir, "x.woff2"), "<!DOCTYPE html>");
        const site = { theme: { brandColor: "#1542dd", font: { family: "X", file: "/x.woff2" } } };
        return fontFileChecks(site, dir).map((i) => i.code);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    code: "palette-contrast",
    codes: () => codesWith({ "site.json": baseText("site.json").replace('"600": "#1d56f1"', '"600": "#93c5fd"') }),
  },
  {
    code: "palette-without-brand-color",
    codes: () =>
      codesWith({ "site.json": baseText("site.json").replace('"brandColor": "#1542dd"', '"brandColor": "#1542de"') }),
  },
  {
    code: "column-widths-count",
    codes: () =>
      codesWith({
        "pages/new.json": page([
          { type: "hero", title: "Hi" },
          {
            type: "columns",
            widths: [1, 2, 3],
            columns: [
              { blocks: [{ type: "markdown", text: "Left." }] },
              { blocks: [{ type: "markdown", text: "Right." }] },
            ],
          },
        ]),
      }),
  },
  {
    code: "duplicate-question-anchor",
    codes: () =>
      codesWith({
        "pages/new.json": page([
          { type: "hero", title: "Hi" },
          {
            type: "faq",
            items: [
              { question: "Parking?", answer: "Yes." },
              { question: "Parking", answer: "No." },
            ],
          },
        ]),
      }),
  },
  ...(
    [
      ["hours-close-before-open", { openingHours: [{ days: ["friday"], opens: "20:00", closes: "02:00" }] }],
      [
        "hours-overlap",
        {
          openingHours: [
            { days: ["monday"], opens: "08:00", closes: "13:00" },
            { days: ["monday"], opens: "12:00", closes: "18:00" },
          ],
        },
      ],
      ["special-day-hours", { hoursExceptions: [{ date: "2026-12-24" }] }],
      ["not-a-phone", { phone: "call us" }],
    ] as const
  ).map(([code, extra]) => ({
    code,
    codes: () =>
      codesWith({
        "pages/new.json": page([
          { type: "hero", title: "Hi" },
          {
            type: "locations",
            places: [{ name: "A", address: { street: "1 Road", locality: "Town", country: "US" }, ...extra }],
          },
        ]),
      }),
  })),
  ...(
    [
      ["field-without-label", { name: "consent", input: "checkbox", required: true }],
      ["choice-without-options", { name: "clinic", label: "Clinic", input: "select" }],
      [
        "duplicate-option-value",
        {
          name: "c",
          label: "C",
          input: "radio",
          options: [
            { value: "a", label: "A" },
            { value: "a", label: "B" },
          ],
        },
      ],
      [
        "default-not-an-option",
        { name: "c", label: "C", input: "select", options: [{ value: "a", label: "A" }], default: "b" },
      ],
      ["range-reversed", { name: "d", label: "D", input: "date", earliest: "2026-06-01", latest: "2026-01-01" }],
    ] as const
  ).map(([code, field]) => ({
    code,
    codes: () =>
      codesWith({
        "pages/new.json": page([
          { type: "hero", title: "Hi" },
          {
            type: "form",
            fields: [field],
            submit: { label: "Send", busyLabel: "Sending" },
            action: { kind: "simulated-download", link: "/" },
            success: { toast: { title: "Sent", description: "Thanks." } },
            failure: { toast: { title: "Failed", description: "Try again." } },
          },
        ]),
      }),
  })),
  {
    code: "bad-page-address",
    codes: () =>
      codesWith({
        "site.json": siteWith({ languages: ["en", "es"] }),
        "pages/es/order.json": JSON.stringify({
          ...JSON.parse(page([{ type: "hero", title: "Pedido" }])),
          address: "/pedido",
        }),
      }),
  },
  {
    code: "block-not-allowed-here",
    codes: () =>
      codesWith({
        "pages/layout.json": page([
          {
            type: "columns",
            columns: [{ blocks: [{ type: "columns", columns: [{ blocks: [] }, { blocks: [] }] }] }, { blocks: [] }],
          },
        ]),
      }),
  },
  {
    code: "blocks-nested-too-deep",
    codes: () => {
      // groups in columns in groups …: each slot takes the other kind, so only the depth limit stops them
      let inner: Record<string, unknown> = { type: "markdown", text: "Deep." };
      for (let level = 0; level < 6; level++)
        inner =
          level % 2 === 0
            ? { type: "group", title: `Level ${level}`, blocks: [inner] }
            : { type: "columns", columns: [{ blocks: [inner] }, { blocks: [] }] };
      return codesWith({ "pages/deep.json": page([inner]) });
    },
  },
  {
    code: "unknown-section",
    codes: () => codesWith({ "pages/band.json": page([{ type: "section", ref: "order-for-event" }]) }),
  },
  {
    code: "unreadable-section",
    codes: () =>
      codesWith({
        "sections/band.json": '{ "blocks": [ }',
        "pages/band.json": page([{ type: "section", ref: "band" }]),
      }),
  },
  {
    code: "undeclared-section-input",
    codes: () =>
      codesWith({
        "sections/band.json": JSON.stringify({ blocks: [{ type: "markdown", text: "A band." }] }),
        "pages/band.json": page([{ type: "section", ref: "band", inputs: { heading: "Hello" } }]),
      }),
  },
  {
    code: "missing-section-input",
    codes: () =>
      codesWith({
        "sections/band.json": JSON.stringify({
          inputs: { heading: { description: "The heading.", required: true } },
          blocks: [{ type: "markdown", text: "{input.heading}" }],
        }),
        "pages/band.json": page([{ type: "section", ref: "band" }]),
      }),
  },
  {
    code: "section-loop",
    codes: () =>
      codesWith({
        "sections/one.json": JSON.stringify({ blocks: [{ type: "section", ref: "two" }] }),
        "sections/two.json": JSON.stringify({ blocks: [{ type: "section", ref: "one" }] }),
        "pages/band.json": page([{ type: "section", ref: "one" }]),
      }),
  },
  {
    code: "unknown-except-page",
    codes: () =>
      codesWith({
        "sections/band.json": JSON.stringify({ blocks: [{ type: "markdown", text: "A band." }] }),
        "site.json": siteWith({ sections: { beforeFooter: [{ ref: "band", except: ["/no-such-page"] }] } }),
      }),
  },
  {
    code: "undeclared-section-language",
    codes: () =>
      codesWith({
        "site.json": siteWith({ languages: ["en", "es"] }),
        "sections/sp/band.json": JSON.stringify({ blocks: [{ type: "markdown", text: "Una banda." }] }),
      }),
  },
  {
    code: "section-translation-inputs",
    codes: () =>
      codesWith({
        "site.json": siteWith({ languages: ["en", "es"] }),
        "sections/band.json": JSON.stringify({ blocks: [{ type: "markdown", text: "A band." }] }),
        "sections/es/band.json": JSON.stringify({
          inputs: { titulo: { description: "El título." } },
          blocks: [{ type: "markdown", text: "Una banda." }],
        }),
      }),
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
  {
    code: "direction-mark",
    codes: () =>
      warningCodesWith({ "pages/index.json": page([{ type: "hero", title: "Fresh\u200f bread every morning" }]) }),
  },
  {
    code: "text-in-other-direction",
    codes: () =>
      warningCodesWith({
        "site.json": siteWith({ languages: ["en", "ar"] }),
        "pages/ar/index.json": page([
          { type: "hero", title: "خبز", subtitle: "Bread baked before sunrise every day." },
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
  it.each(cases)("$code is produced", async ({ code, codes }) => {
    expect(await codes()).toContain(code);
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
