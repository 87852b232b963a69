/**
 * What VS Code says about a site's own blocks wherever a block may go: its own JSON support
 * (vscode-json-languageservice, the library the editor runs) reading the schemas `types --dir` writes into the site's
 * blocks/.schemas/ (scripts/lib/siteBlockSchemas.ts), each "$ref" followed as a file the way VS Code follows it. The
 * site is a copy of the bakery with its price-list block (tests/fixtures/sites/bakery-menu) beside the builder's
 * schemas/, its blocks/.schemas/ written anew here.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getLanguageService, TextDocument } from "vscode-json-languageservice";
import { afterAll, describe, expect, it } from "vitest";
import { siteBlockSchemas, siteSchemasFolder } from "../../scripts/lib/siteBlockSchemas";
import { siteTypeSchemas } from "../../scripts/lib/siteTypeSchemas";
import { repoRoot } from "../../src/engine/projectPaths";

const tmp = mkdtempSync(path.join(os.tmpdir(), "vscode-site-blocks-"));
// a site folder beside the builder's schemas/, as pages-config/ is: its "$schema" lines say "../schemas/…"
symlinkSync(path.join(repoRoot, "schemas"), path.join(tmp, "schemas"), "dir");
const site = path.join(tmp, "bakery-menu");
cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery-menu"), site, { recursive: true });
rmSync(path.join(site, siteSchemasFolder), { recursive: true, force: true });
// its block names the builder's shapes by the builder's folder, seen from its place here
const blockSchema = path.join(site, "blocks/price-list/price-list.schema.json");
writeFileSync(blockSchema, readFileSync(blockSchema, "utf8").replace("../../../../../schemas/", "../../../schemas/"));
const written = siteBlockSchemas(site, siteTypeSchemas(site).blocks);
for (const { file, content } of written) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

function open(relative: string, text: string) {
  const document = TextDocument.create(pathToFileURL(path.join(site, relative)).href, "json", 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

async function problems(relative: string, value: unknown) {
  const text = JSON.stringify(value, null, 2);
  const { document, json } = open(relative, text);
  const found = await service.doValidation(document, json, { schemaValidation: "error" });
  return found.map((d) => ({
    line: d.range.start.line + 1,
    message: typeof d.message === "string" ? d.message : d.message.value,
  }));
}

const lineOf = (value: unknown, needle: string) => {
  const text = JSON.stringify(value, null, 2);
  return text.slice(0, text.indexOf(needle)).split("\n").length;
};

const priceList = (extra: Record<string, unknown> = {}) => ({
  type: "price-list",
  currency: "USD",
  sections: [{ title: "Breads", items: [{ name: "Dark Rye", price: 8 }] }],
  ...extra,
});
const text = { type: "markdown", text: "Baked this morning." };
const seo = { title: "Our Menu", description: "Breads and pastries with their prices." };

/** A page with the site block in a column, in a group, and as deep as blocks go (group › columns › group › block). */
const page = (block: Record<string, unknown>, $schema = "../blocks/.schemas/page.schema.json") => ({
  $schema,
  seo,
  blocks: [
    { type: "columns", columns: [{ blocks: [block] }, { blocks: [text] }] },
    { type: "group", title: "Cakes", blocks: [priceList()] },
    {
      type: "group",
      blocks: [
        { type: "columns", columns: [{ blocks: [{ type: "group", blocks: [priceList()] }] }, { blocks: [text] }] },
      ],
    },
  ],
});

const section = (block: Record<string, unknown>) => ({
  $schema: "../blocks/.schemas/section.schema.json",
  blocks: [block, { type: "columns", columns: [{ blocks: [priceList()] }, { blocks: [text] }] }],
});

describe("the schemas types --dir writes for a site with blocks of its own, in VS Code", () => {
  it("are the block union and a copy of each builder schema that holds blocks", () => {
    expect(written.map((w) => path.relative(site, w.file).split(path.sep).join("/"))).toEqual([
      "blocks/.schemas/block.schema.json",
      "blocks/.schemas/blocks/columns.schema.json",
      "blocks/.schemas/blocks/group.schema.json",
      "blocks/.schemas/page.schema.json",
      "blocks/.schemas/section.schema.json",
    ]);
  });

  it("take a site block in a column, in a group and at the deepest place, with nothing to say", async () => {
    expect(await problems("pages/menu.json", page(priceList()))).toEqual([]);
  });

  it("check a site block's own fields inside a column: a misspelt field is told at it", async () => {
    const value = page(priceList({ currncy: "USD" }));
    const found = await problems("pages/menu.json", value);
    expect(found).toEqual([{ line: lineOf(value, '"currncy"'), message: "Property currncy is not allowed." }]);
  });

  it("take a site block in a linked section's file, and check its fields there", async () => {
    expect(await problems("sections/menu-teaser.json", section(priceList()))).toEqual([]);
    const value = section(priceList({ sections: [{ title: "Breads", items: [{ name: "Rye", prise: 8 }] }] }));
    const found = await problems("sections/menu-teaser.json", value);
    expect(found.map((p) => p.message)).toEqual(
      expect.arrayContaining(["Property prise is not allowed.", 'Missing property "price".']),
    );
    expect(found.every((p) => !/Unknown block type/.test(p.message))).toBe(true);
  });

  it("keep the builder's blocks as they are: their fields checked in a slot, a misspelt type told with both lists", async () => {
    const hero = { type: "hero", titel: "Fresh bread" };
    const value = page(hero);
    const found = await problems("pages/menu.json", value);
    expect(found).toContainEqual({ line: lineOf(value, '"titel"'), message: "Property titel is not allowed." });
    expect(found.every((p) => !/Unknown block type/.test(p.message))).toBe(true);

    const misspelt = page({ type: "price-lst" });
    const told = await problems("pages/menu.json", misspelt);
    expect(told).toHaveLength(1);
    expect(told[0].line).toBe(lineOf(misspelt, '"price-lst"'));
    expect(told[0].message).toMatch(/^Unknown block type\. The block types are .*"hero".*"video", "price-list"\.$/);
  });

  it("complete a site block's type, and its fields, inside a column", async () => {
    const value = JSON.stringify(page({ type: "MARK" }), null, 2);
    const complete = async (withMarker: string) => {
      const offset = withMarker.indexOf("|");
      const { document, json } = open("pages/menu.json", withMarker.replace("|", ""));
      return ((await service.doComplete(document, document.positionAt(offset), json))?.items ?? []).map((i) => i.label);
    };
    const types = await complete(value.replace('"type": "MARK"', '"type": "|"'));
    expect(types).toEqual(expect.arrayContaining(['"price-list"', '"hero"']));
    const fields = await complete(value.replace('"type": "MARK"', '"type": "price-list", |'));
    expect(fields).toEqual(expect.arrayContaining(["currency", "sections"]));
  });

  it("where the builder's own page schema is named, a site block in a column is unknown to VS Code (what validate warns of)", async () => {
    const found = await problems("pages/menu.json", page(priceList(), "../../schemas/page.schema.json"));
    expect(found.some((p) => /^Unknown block type/.test(p.message))).toBe(true);
  });
});
