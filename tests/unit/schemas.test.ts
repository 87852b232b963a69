import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { explain } from "../../src/engine/explainErrors";
import { newValidationContext, SchemaStore } from "../../src/engine/schemaStore";

type Schema = Record<string, unknown>;

const schemasDir = path.resolve(import.meta.dirname, "../../schemas");
/** block.schema.json is generated: a union of refs with no properties of its own. */
const generatedUnion = "block.schema.json";

function schemaFiles(dir = schemasDir): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return schemaFiles(full);
      return name.endsWith(".schema.json") ? [path.relative(schemasDir, full).split(path.sep).join("/")] : [];
    })
    .filter((file) => file !== generatedUnion)
    .sort();
}

const read = (file: string, root = schemasDir) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Schema;

/** Follows one "$ref" ("#/definitions/x" or "../defs.schema.json#/definitions/x") from a schema file. */
function follow(ref: string, fromFile: string, root: string): { schema: Schema; file: string } {
  const [target, pointer = ""] = ref.split("#");
  const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), target)) : fromFile;
  const schema = pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], read(file, root)) as Schema | undefined;
  if (!schema) throw new Error(`${fromFile}: "$ref": "${ref}" points to nothing`);
  return { schema, file };
}

/** A keyword of a schema, looked up through "$ref"s when the schema itself does not have it. */
function keywordOf(schema: Schema, keyword: string, file: string, root: string): unknown {
  let current = { schema, file };
  for (let i = 0; i < 10; i++) {
    if (current.schema[keyword] !== undefined) return current.schema[keyword];
    // { "allOf": [{ "$ref": … }], "description": … }: a shared shape with this use's own description
    const only =
      Array.isArray(current.schema.allOf) && current.schema.allOf.length === 1
        ? (current.schema.allOf[0] as Schema)
        : current.schema;
    if (typeof only.$ref !== "string") return undefined;
    current = follow(only.$ref, current.file, root);
  }
  return undefined;
}

/** Every sub-schema of a schema, with a readable path ("properties.plans.items.properties.cta"). Examples are data, not schemas. */
function* subSchemas(schema: Schema, at: string): Generator<[Schema, string]> {
  yield [schema, at || "(top level)"];
  const join = (...parts: string[]) => [at, ...parts].filter(Boolean).join(".");
  for (const keyword of ["properties", "definitions", "$defs"]) {
    for (const [name, child] of Object.entries((schema[keyword] as Record<string, Schema> | undefined) ?? {})) {
      yield* subSchemas(child, join(keyword, name));
    }
  }
  for (const keyword of ["oneOf", "anyOf", "allOf"]) {
    for (const [i, child] of ((schema[keyword] as Schema[] | undefined) ?? []).entries())
      yield* subSchemas(child, join(`${keyword}[${i}]`));
  }
  for (const keyword of ["items", "additionalProperties", "not", "if", "then", "else"]) {
    const child = schema[keyword];
    if (child && typeof child === "object" && !Array.isArray(child)) yield* subSchemas(child as Schema, join(keyword));
  }
}

function ruleViolations(file: string, root = schemasDir): string[] {
  const problems: string[] = [];
  for (const [schema, at] of subSchemas(read(file, root), "")) {
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (!properties) continue;
    // a block whose shape depends on a field (card-grid's variant) is closed by each of its shapes
    const closedByShapes =
      Array.isArray(schema.oneOf) &&
      (schema.oneOf as Schema[]).every(
        (shape) =>
          (typeof shape.$ref === "string" ? follow(shape.$ref, file, root).schema : shape).additionalProperties ===
          false,
      );
    if (schema.additionalProperties !== false && !closedByShapes)
      problems.push(`${file} ${at}: needs "additionalProperties": false`);
    for (const [name, property] of Object.entries(properties)) {
      const where = `${file} ${at === "(top level)" ? "" : at + "."}properties.${name}`;
      const description = keywordOf(property, "description", file, root);
      if (typeof description !== "string" || description.trim() === "")
        problems.push(`${where}: needs a "description"`);
      const examples = keywordOf(property, "examples", file, root);
      if (!Array.isArray(examples) || examples.length === 0) problems.push(`${where}: needs "examples"`);
    }
  }
  return problems;
}

/** Names of fields visitors read as a heading, title, label or button text: each needs a "maxLength". */
const shortTextFields =
  /^(title|heading|subheading|name|label|eyebrow|badge|badges|tags|category|code|price|\w*Title|\w*Label|\w*Placeholder|placeholder)$/;

/** Text visitors see must not be blank ("pattern": "\\S"), and headings, titles and labels need a "maxLength". */
function textRuleViolations(file: string): string[] {
  const problems: string[] = [];
  for (const [schema, at] of subSchemas(read(file), "")) {
    if (schema.type !== "string" || typeof schema.minLength !== "number" || schema.minLength < 1) continue;
    if (schema["x-link"] !== undefined || schema.format !== undefined || schema.enum !== undefined) continue;
    if (schema.pattern === undefined) problems.push(`${file} ${at}: needs "pattern": "\\S" so blank text is refused`);
    const name =
      at
        .split(".")
        .filter((part) => !["items", "properties"].includes(part))
        .at(-1) ?? "";
    if (shortTextFields.test(name) && schema.maxLength === undefined)
      problems.push(`${file} ${at}: needs a "maxLength"`);
  }
  return problems;
}

describe("schemas", () => {
  const files = schemaFiles();

  it("finds the schema files", () => {
    expect(files).toContain("page.schema.json");
    expect(files.filter((f) => f.startsWith("blocks/")).length).toBeGreaterThan(0);
  });

  it.each(files)("%s: every object is closed and every property has a description and examples", (file) => {
    expect(ruleViolations(file)).toEqual([]);
  });

  it.each(files)("%s: visible text refuses blank text; headings, titles and labels have a maxLength", (file) => {
    expect(textRuleViolations(file)).toEqual([]);
  });

  it("the rule check names the file and property path of each mistake", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "schema-rules-"));
    try {
      mkdirSync(path.join(root, "blocks"));
      writeFileSync(
        path.join(root, "defs.schema.json"),
        JSON.stringify({ definitions: { plain: { type: "string" } } }),
      );
      const broken = {
        type: "object",
        additionalProperties: false,
        properties: {
          title: { type: "string", description: "The headline.", examples: ["Hello"] },
          note: { type: "string", examples: ["x"] },
          items: {
            type: "array",
            items: {
              type: "object",
              properties: { label: { $ref: "../defs.schema.json#/definitions/plain", description: "Label." } },
            },
          },
        },
      };
      writeFileSync(path.join(root, "blocks/broken.schema.json"), JSON.stringify(broken));
      expect(ruleViolations("blocks/broken.schema.json", root)).toEqual([
        'blocks/broken.schema.json properties.note: needs a "description"',
        'blocks/broken.schema.json properties.items: needs a "description"',
        'blocks/broken.schema.json properties.items: needs "examples"',
        'blocks/broken.schema.json properties.items.items: needs "additionalProperties": false',
        'blocks/broken.schema.json properties.items.items.properties.label: needs "examples"',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  const store = new SchemaStore(schemasDir);
  const blockFiles = files.filter((f) => f.startsWith("blocks/"));

  it.each(blockFiles)("%s: its examples are valid blocks", (file) => {
    const examples = read(file).examples;
    expect(Array.isArray(examples) && examples.length > 0, `${file} needs a top-level "examples" list`).toBe(true);
    const validate = store.validator(generatedUnion)!;
    const problems = (examples as unknown[]).flatMap((example, i) =>
      explain(store, validate, example, newValidationContext()).map(
        (issue) => `${file} examples[${i}] ${issue.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  const shared = read("defs.schema.json").definitions as Record<string, Schema>;
  const sharedWithExamples = Object.keys(shared).filter((name) => Array.isArray(shared[name].examples));
  it.each(sharedWithExamples)("defs.schema.json definitions.%s: its examples are valid", (name) => {
    const validate = store.validator(`defs.schema.json#/definitions/${name}`)!;
    const problems = (shared[name].examples as unknown[]).flatMap((example, i) =>
      explain(store, validate, example, newValidationContext()).map((issue) => `examples[${i}] ${issue.message}`),
    );
    expect(problems).toEqual([]);
  });
});
