import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BlockSchemaInfo, JsonSchema, SchemasResponse } from "../shared/api.ts";
import { readableForForm } from "../shared/formShapes.ts";
import { isListSourceRef, withoutListSourceBranches } from "../../engine/content/listSourceSchema.ts";
import { withBuilderRefs } from "../../engine/content/builderSchemaRefs.ts";
import { siteBlockSchemaPath } from "../../engine/schemaStore.ts";
import { readSiteBlocks } from "../../engine/siteBlocks/readSiteBlocks.ts";

const BASE = "https://schemas.config.invalid/";

/**
 * The schemas the forms are generated from. The form library resolves only "#/definitions/…" references,
 * so every reference to another schema file is copied into the schema's own "definitions".
 */
export function formSchemas(schemasDir: string, configDir?: string): SchemasResponse {
  const read = (relative: string) => JSON.parse(readFileSync(path.join(schemasDir, relative), "utf8")) as JsonSchema;
  const blocksDir = path.join(schemasDir, "blocks");
  const defs = bundle("defs.schema.json", read);
  // a list written as { "collection": … } (src/engine/content/collectionLists.ts): its form (./listSourceForm.ts)
  const listSource = withLocalRefs(defs.definitions as Record<string, JsonSchema>, "listSource");
  const builtIn = readdirSync(blocksDir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort()
    .map((file) => ({ relative: `blocks/${file}`, given: undefined as JsonSchema | undefined }));
  // the site's own blocks (blocks/<type>/), after the builder's: their "$ref"s to the builder's shapes copied in too
  const own = configDir
    ? readSiteBlocks(
        configDir,
        builtIn.map((b) => b.relative.slice("blocks/".length, -".schema.json".length)),
      ).blocks
    : [];
  const blocks = [
    ...builtIn,
    ...own.map((b) => ({
      relative: siteBlockSchemaPath(b.type),
      given: withBuilderRefs(b.schema as JsonSchema, BASE),
    })),
  ].map(({ relative, given }): BlockSchemaInfo => {
    const written = bundle(relative, read, given);
    const schema = withoutListSourceBranches(written);
    schema.definitions = { ...(schema.definitions as object), ...listSource };
    const type = String((schema.properties as Record<string, { const?: string }>).type.const);
    return {
      type,
      title: humanTitle(type),
      description: String(schema.description ?? ""),
      schema,
      example: ((schema.examples as Array<Record<string, unknown>> | undefined) ?? [{ type }])[0],
      listProperties: listProperties(written),
    };
  });
  const seo = { ...(defs.definitions as Record<string, JsonSchema>).seo, definitions: defs.definitions };
  // a section file's "inputs": what each use of it gives, by name (schemas/section.schema.json)
  const section = bundle("section.schema.json", read);
  const sectionInputs = {
    ...(section.properties as Record<string, JsonSchema>).inputs,
    definitions: section.definitions,
  };
  return { blocks, seo, site: bundle("site.schema.json", read), sectionInputs };
}

/**
 * A site's collection schema for its items' forms: its references to the builder's shapes
 * ("../../schemas/defs.schema.json#/definitions/openingHours") copied in, as a block's are, so an item gets the
 * same fields as a page (days, opening and closing times, the picture chooser).
 */
export function collectionFormSchema(schema: JsonSchema, schemasDir: string): JsonSchema {
  const read = (relative: string) => JSON.parse(readFileSync(path.join(schemasDir, relative), "utf8")) as JsonSchema;
  return bundle("site-collection.schema.json", read, withBuilderRefs(schema, BASE));
}

/** The properties of a block (and of its shapes, card-grid's variants) that may be a list source, once each. */
function listProperties(block: JsonSchema): string[] {
  const shapes = [block, ...Object.values((block.definitions ?? {}) as Record<string, JsonSchema>)];
  const names = shapes.flatMap((shape) =>
    Object.entries((shape.properties ?? {}) as Record<string, JsonSchema>)
      .filter(([, property]) => ((property.anyOf ?? []) as unknown[]).some(isListSourceRef))
      .map(([name]) => name),
  );
  return [...new Set(names)];
}

/** "plan-grid" → "Plan grid". */
function humanTitle(type: string): string {
  const words = type.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function bundle(relative: string, read: (relative: string) => JsonSchema, given?: JsonSchema): JsonSchema {
  const root = structuredClone(given ?? read(relative));
  delete root.$schema;
  const definitions = (root.definitions ?? {}) as Record<string, JsonSchema>;
  const copied = new Map<string, string>();
  const localName = (file: string, pointer: string): string => {
    const key = `${file}#${pointer}`;
    let name = copied.get(key);
    if (name) return name;
    name = `${file.replace(/\.schema\.json$/, "").replace(/[^a-z0-9]+/gi, "-")}${pointer.replace(/\//g, "-")}`;
    copied.set(key, name);
    const target = pointer
      .split("/")
      .slice(1)
      .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], read(file));
    const copy = structuredClone(target) as JsonSchema;
    definitions[name] = copy;
    rewrite(copy, file);
    return name;
  };
  const rewrite = (node: unknown, file: string): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach((n) => rewrite(n, file));
    const obj = node as JsonSchema;
    if (typeof obj.$ref === "string") {
      const url = new URL(obj.$ref, BASE + file);
      const target = url.href.slice(BASE.length).split("#")[0];
      const pointer = decodeURIComponent(url.hash.slice(1));
      obj.$ref = target === relative ? `#${pointer}` : `#/definitions/${localName(target, pointer)}`;
    }
    for (const [key, child] of Object.entries(obj)) if (key !== "$ref") rewrite(child, file);
  };
  rewrite(root, relative);
  if (Object.keys(definitions).length) root.definitions = definitions;
  return readableForForm(root);
}

/**
 * A definition of defs.schema.json with every definition it names ("#/definitions/…"), as a block's form needs
 * them in its own "definitions": the list source with its where-comparisons (listComparison).
 */
function withLocalRefs(definitions: Record<string, JsonSchema>, name: string): Record<string, JsonSchema> {
  const taken: Record<string, JsonSchema> = {};
  const take = (wanted: string) => {
    if (taken[wanted] || !definitions[wanted]) return;
    taken[wanted] = definitions[wanted];
    const text = JSON.stringify(definitions[wanted]);
    for (const match of text.matchAll(/"\$ref":"#\/definitions\/([^"/]+)"/g)) take(match[1]);
  };
  take(name);
  return taken;
}
