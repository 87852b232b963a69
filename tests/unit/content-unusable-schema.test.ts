// A collection whose schema is not a usable JSON Schema ("type": "strin", a misspelt keyword): one problem, at its
// place in the schema file, in plain words with the fix, as a site block's schema is explained. Nothing that
// names the collection (its items, a list of it, a page per item, a reference into it) is reported besides: it
// all follows from the one mistake, and is checked again once the schema is mended.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const clinicSchema = (nameType: string) =>
  [
    "{",
    '  "type": "object",',
    '  "required": ["name"],',
    '  "properties": {',
    `    "name": { "type": "${nameType}" },`,
    '    "head": { "type": "string", "x-reference": "physios" }',
    "  }",
    "}",
  ].join("\n");
const physioSchema = (keyword: string) =>
  JSON.stringify({ type: "object", properties: { name: { type: "string", [keyword]: 1 } } }, null, 2);

const site = (clinics: string, physios: string) => ({
  "collections/clinics.schema.json": clinics,
  "collections/clinics/riverside.json": JSON.stringify({ name: "Riverside", head: "ann" }),
  "collections/physios.schema.json": physios,
  "collections/physios/ann.json": JSON.stringify({ name: "Ann Lee" }),
  "pages/clinics/[slug].json": JSON.stringify({
    $schema: "../../../schemas/page.schema.json",
    collection: "clinics",
    seo: { title: "{item.name} clinic", description: "Our clinic, led by {item.head.name}." },
    blocks: [{ type: "hero", title: "{item.name}", subtitle: "Led by {item.head.name}" }],
  }),
  "pages/team.json": JSON.stringify({
    $schema: "../../schemas/page.schema.json",
    seo: { title: "Our team", description: "The physios of our clinics, each with their clinic." },
    blocks: [
      { type: "hero", title: "Our team" },
      {
        type: "team",
        members: { collection: "physios", each: { name: "{item.name}", title: "Physio", bio: ["At our clinics."] } },
      },
    ],
  }),
});

function validate(overlay: Record<string, string>) {
  const set = validateConfigDir(baseDir, schemasDir, baseDir, { overlay });
  return { set, found: set.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}: ${d.message}`) };
}

describe("a collection whose schema cannot be used", () => {
  it("is said once, at the mistake in its schema, with the fix; its items, lists and pages wait", () => {
    const { set, found } = validate(site(clinicSchema("strin"), physioSchema("minLength")));
    expect(found).toEqual([
      'collections/clinics.schema.json:5:23 bad-collection-schema: properties.name.type: "strin" is not a JSON Schema type.',
    ]);
    expect(set.diagnostics[0].hint).toContain('Did you mean "string"?');
    // no page per item, and no warning that the collection has none
    expect(set.pages.map((p) => p.route)).not.toContain("/clinics/riverside");
    expect(set.warnings).toEqual([]);
  });

  it("a collection other items and lists name: a misspelt keyword said at its key, the names of it not", () => {
    const { set, found } = validate(site(clinicSchema("string"), physioSchema("minLenght")));
    expect(found).toEqual([
      'collections/physios.schema.json:6:7 bad-collection-schema: properties.name.minLenght: "minLenght" is not a JSON Schema keyword the builder knows.',
    ]);
    expect(set.diagnostics[0].hint).toMatch(/^Did you mean "minLength"\? .*see docs\/content\.md\.$/);
  });

  it('a "$ref" back to the schema itself is said at the "$ref": checking an item against it would never end', () => {
    const loop = JSON.stringify({ $ref: "#" }, null, 2);
    const { set, found } = validate(site(loop, physioSchema("minLength")));
    expect(found).toEqual([
      'collections/clinics.schema.json:2:11 bad-collection-schema: $ref: "#" leads back to the schema it is in without going into a field or a list\'s items, so checking a value against it would never end.',
    ]);
    expect(set.diagnostics[0].hint).toContain('"items": { "$ref": "#" }');
    // two definitions naming each other, reached from a field: said at the "$ref" that closes the loop
    const pair = JSON.stringify(
      {
        type: "object",
        properties: { name: { $ref: "#/definitions/a" } },
        definitions: { a: { allOf: [{ $ref: "#/definitions/b" }] }, b: { $ref: "#/definitions/a" } },
      },
      null,
      2,
    );
    expect(validate(site(pair, physioSchema("minLength"))).found).toEqual([
      expect.stringMatching(
        /^collections\/clinics\.schema\.json:\d+:\d+ bad-collection-schema: definitions\.a\.allOf\[0\]\.\$ref: "#\/definitions\/b" leads, through "#\/definitions\/a", back to the schema it is in/,
      ),
    ]);
  });

  it('a "$ref" to itself for a part of the value (replies of a comment) is a schema like any other', () => {
    const thread = JSON.stringify({
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string" },
        head: { type: "string", "x-reference": "physios" },
        replies: { type: "array", items: { $ref: "#" } },
      },
    });
    const { found } = validate({
      ...site(thread, physioSchema("minLength")),
      "collections/clinics/riverside.json": JSON.stringify({
        name: "Riverside",
        head: "ann",
        replies: [{ name: "A", replies: [{}] }],
      }),
    });
    // checked all the way down: the reply of a reply lacks its name
    expect(found).toEqual([expect.stringMatching(/^collections\/clinics\/riverside\.json:1:\d+ .*name/)]);
  });

  it("once mended, everything that names it is checked again (what stays the same)", () => {
    const { set, found } = validate({
      ...site(clinicSchema("string"), physioSchema("minLength")),
      "collections/clinics/riverside.json": JSON.stringify({ name: "Riverside", head: "anne" }),
    });
    // the reference is told at the item, once: the template's "{item.head.name}" says nothing more
    expect(found).toEqual([
      expect.stringMatching(
        /^collections\/clinics\/riverside\.json:1:\d+ unknown-reference: head: there is no item "anne"/,
      ),
    ]);
    expect(set.pages.map((p) => p.route)).toContain("/team");
  });
});
