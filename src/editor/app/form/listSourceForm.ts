import type { JsonSchema } from "../../shared/api";
import { isRecord } from "../../../engine/isRecord";

const shapes = new WeakMap<JsonSchema, Map<string, JsonSchema>>();

/**
 * The schema a block's form is drawn from for this value: a list the block takes from a collection
 * ({ "collection": "posts", … }, expanded before validation by src/engine/content/collectionLists.ts) is shown as
 * that, with its own fields, where the block's schema has the list written out; nothing it holds is lost or
 * replaced by an empty list. The same schema object when the value writes its lists out (the form's caches hold).
 */
export function schemaForValue(schema: JsonSchema, value: unknown): JsonSchema {
  const definitions = schema.definitions as Record<string, JsonSchema> | undefined;
  if (!definitions?.listSource || !isRecord(value)) return schema;
  const fromCollections = Object.keys(value)
    .filter((name) => isListSource(value[name]))
    .sort();
  if (fromCollections.length === 0) return schema;
  const key = fromCollections.join("\0");
  const known = shapes.get(schema) ?? new Map<string, JsonSchema>();
  shapes.set(schema, known);
  let shaped = known.get(key);
  if (!shaped) {
    shaped = shapeOf(schema, fromCollections);
    // a block's shapes may be references to its definitions (card-grid's variants): those are shaped too
    const shapedDefinitions = { ...definitions };
    for (const branch of [...((schema.oneOf ?? []) as JsonSchema[]), ...((schema.anyOf ?? []) as JsonSchema[])]) {
      const name = typeof branch.$ref === "string" ? branch.$ref.replace(/^#\/definitions\//, "") : undefined;
      if (name && shapedDefinitions[name]) shapedDefinitions[name] = shapeOf(shapedDefinitions[name], fromCollections);
    }
    shaped.definitions = shapedDefinitions;
    known.set(key, shaped);
  }
  return shaped;
}

/** A list written as a source: an object naming a "collection". */
export const isListSource = (node: unknown): node is Record<string, unknown> =>
  isRecord(node) && typeof node.collection === "string";

/** The schema with each named list property drawn as a list source, in its properties and its shapes (oneOf). */
function shapeOf(node: JsonSchema, names: readonly string[]): JsonSchema {
  const shaped: JsonSchema = { ...node };
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    shaped.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        if (!names.includes(name) || property.type !== "array") return [name, property];
        const { title, description } = property;
        return [
          name,
          { $ref: "#/definitions/listSource", ...(title ? { title } : {}), ...(description ? { description } : {}) },
        ];
      }),
    );
  }
  for (const choice of ["oneOf", "anyOf"] as const)
    if (Array.isArray(node[choice]))
      shaped[choice] = (node[choice] as JsonSchema[]).map((branch) => shapeOf(branch, names));
  return shaped;
}
