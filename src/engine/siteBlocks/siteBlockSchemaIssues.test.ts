import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostic.ts";
import { schemasDir } from "../projectPaths.ts";
import { removeSiteCopies, siteCopy } from "../stages/testing/stageFolders.ts";
import { schemaStore, validateConfigDir } from "../validateConfigDir.ts";
import { siteBlockSchemaIssues } from "./siteBlockSchemaIssues.ts";

afterAll(removeSiteCopies);

const schemaPath = "blocks/price-list/price-list.schema.json";
/** The price list's page told that its block has a problem in `file`. */
const pageLine = (file = schemaPath) =>
  `pages/menu.json:10:15  blocks[1].type: the site's block "price-list" has a problem of its own (see ${file}), so this block cannot be checked or shown. Fix that file; the block is checked again then.`;

/** The CLI's lines for a copy of the bakery with its price-list block, its schema's text changed from → to. */
function lines(from: string | RegExp, to: string): string[] {
  const dir = siteCopy("sites/bakery-menu");
  const file = path.join(dir, schemaPath);
  const text = readFileSync(file, "utf8");
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${schemaPath}: nothing to replace`);
  writeFileSync(file, changed);
  return validateConfigDir(dir, schemasDir, dir).diagnostics.map(formatDiagnostic);
}

describe("a site block's schema that is not JSON Schema the builder can use", () => {
  it("is said at the value, in plain words, for a keyword's value of the wrong kind", () => {
    expect(lines('"minItems": 1,', '"minItems": "one",')).toEqual([
      `${schemaPath}:20:19  properties.sections.minItems: minItems must be a whole number, not text ("one"). Write a whole number without quotes, for example "minItems": 1.`,
      pageLine(),
    ]);
    expect(lines('"minItems": 1,', '"minItems": "1",')[0]).toBe(
      `${schemaPath}:20:19  properties.sections.minItems: minItems must be a whole number, not text ("1"). Remove the quotes: "minItems": 1.`,
    );
    expect(lines('"minItems": 1,', '"minItems": -1,')[0]).toBe(
      `${schemaPath}:20:19  properties.sections.minItems: minItems must be 0 or more, not a number (-1). A count is a whole number, 0 or more.`,
    );
    expect(lines('"required": ["type", "sections"]', '"required": ["type", "sections", "type"]')[0]).toBe(
      `${schemaPath}:7:15  required: "type" is listed twice. Remove one of them.`,
    );
    expect(
      lines('"items": {\n        "title": "PriceListSection"', '"itemz": {\n        "title": "PriceListSection"')[0],
    ).toMatch(
      /^blocks\/price-list\/price-list\.schema\.json:22:7 {2}properties\.sections\.itemz: "itemz" is not a JSON Schema keyword the builder knows\. Did you mean "items"\?/,
    );
  });

  it("says a type JSON Schema does not have in one line, with the did-you-mean and the types", () => {
    const said = lines(
      '"title": { "type": "string", "minLength": 1, "description": "Heading above the list."',
      '"title": { "type": "strin", "minLength": 1, "description": "Heading above the list."',
    );
    expect(said).toEqual([
      `${schemaPath}:11:24  properties.title.type: "strin" is not a JSON Schema type. Did you mean "string"? Use one of: string, number, integer, boolean, object, array, null.`,
      pageLine(),
    ]);
    // in a list of types, at the one that is wrong
    expect(lines('"title": { "type": "string",', '"title": { "type": ["strin", "null"],')[0]).toBe(
      `${schemaPath}:11:25  properties.title.type[0]: "strin" is not a JSON Schema type. Did you mean "string"? Use one of: string, number, integer, boolean, object, array, null.`,
    );
    // a field whose schema is written as a type's name
    expect(
      lines(
        /"title": \{ "type": "string", "minLength": 1, "description": "Heading above the list\.", "examples": \["Breads and Pastries"\] \}/,
        '"title": "string"',
      )[0],
    ).toBe(
      `${schemaPath}:11:14  properties.title: a schema is written in { }, not as text ("string"). Write it as { "type": "string" }.`,
    );
  });

  it('says a "$ref" back to the block\'s own schema, which no value could be checked against, at the "$ref"', () => {
    expect(lines('"minItems": 1,', '"minItems": 1, "allOf": [{ "$ref": "#/properties/sections" }],')).toEqual([
      `${schemaPath}:20:42  properties.sections.allOf[0].$ref: "#/properties/sections" leads back to the schema it is in without going into a field or a list's items, so checking a value against it would never end. A schema can name itself only for a part of the value: put the "$ref" under "properties" or "items" (a comment's "replies": { "type": "array", "items": { "$ref": "#" } }), or name a definition that does not lead back ("#/definitions/…"). See docs/site-blocks.md.`,
      pageLine(),
    ]);
  });

  it('says a "$ref" that names nothing at the "$ref", as written, with what there is (no inner ids)', () => {
    const said = lines("#/definitions/anchor", "#/definitions/anchr");
    expect(said).toEqual([
      `${schemaPath}:10:25  properties.anchor.$ref: "../../../../../schemas/defs.schema.json#/definitions/anchr" names nothing: the builder's defs.schema.json has no "anchr" in "definitions". Did you mean "../../../../../schemas/defs.schema.json#/definitions/anchor"? Its definitions: href, link, anchor, text, icon, image, seo, tone, bandTone, accentColor, postalAddress, geo, openingHours, hoursExceptions, place, listSource, listComparison.`,
      pageLine(),
    ]);
    expect(said.join("\n")).not.toContain("schemas.config.invalid");
    // a file of the builder's misspelt
    expect(lines("schemas/defs.schema.json", "schemas/def.schema.json")[0]).toBe(
      `${schemaPath}:10:25  properties.anchor.$ref: "../../../../../schemas/def.schema.json#/definitions/anchor" names a schema file the builder does not have. Did you mean "defs.schema.json"? A "$ref" names a shape of the builder (…/schemas/defs.schema.json#/definitions/anchor) or a place in this schema ("#/definitions/…").`,
    );
    // the builder's shape named as if it were in this schema
    expect(lines("../../../../../schemas/defs.schema.json#/definitions/anchor", "#/definitions/anchor")[0]).toBe(
      `${schemaPath}:10:25  properties.anchor.$ref: "#/definitions/anchor" names nothing: this schema has no "definitions". The builder's shape "#/definitions/anchor" is named with its file: "../../node_modules/config-page-builder/schemas/defs.schema.json#/definitions/anchor".`,
    );
  });

  it("says a format the builder does not check, and a pattern JavaScript cannot read, at their values", () => {
    expect(lines('"pattern": "^[A-Z]{3}$",', '"format": "emial",')[0]).toBe(
      `${schemaPath}:14:17  properties.currency.format: "emial" is not a format the builder checks. Did you mean "email"? Use one of: uri, email, date, or a "pattern".`,
    );
    expect(lines('"pattern": "^[A-Z]{3}$",', '"pattern": "^[A-Z{3}$",')[0]).toBe(
      `${schemaPath}:14:18  properties.currency.pattern: "^[A-Z{3}$" is not a pattern JavaScript can read: unterminated character class. Check its brackets and backslashes (in JSON a backslash is written twice: "^\\\\d+$").`,
    );
  });

  it("says every problem compiling finds at once, each at its place, not one a run", () => {
    const dir = siteCopy("sites/bakery-menu");
    const file = path.join(dir, schemaPath);
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace("#/definitions/anchor", "#/definitions/anchr")
        .replace(
          '"type": "string", "minLength": 1, "description": "Heading above the list."',
          '"type": "string", "minLenght": 1, "description": "Heading above the list."',
        )
        .replace('"pattern": "^[A-Z]{3}$",', '"format": "emial",'),
    );
    const said = validateConfigDir(dir, schemasDir, dir).diagnostics.map(formatDiagnostic);
    expect(said.map((line) => line.split("  ")[1].split(":")[0])).toEqual([
      "properties.anchor.$ref",
      "properties.title.minLenght",
      "properties.currency.format",
      "blocks[1].type",
    ]);
    expect(said[1]).toContain('"minLenght" is not a JSON Schema keyword the builder knows. Did you mean "minLength"?');
  });

  it("finds nothing in a schema the builder can use", () => {
    const schema = JSON.parse(readFileSync(path.join(siteCopy("sites/bakery-menu"), schemaPath), "utf8")) as Record<
      string,
      unknown
    >;
    expect(siteBlockSchemaIssues(schemaStore(schemasDir), schema)).toEqual([]);
  });
});
