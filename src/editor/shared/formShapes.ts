import type { JsonSchema } from "./api.ts";

/**
 * The same schema in the shapes the form library reads, with the same meaning for a validator:
 * - `{ "allOf": [X], ...more }` (how a schema gives a shared definition its own description) becomes `{ ...X, ...more }`:
 *   the form library merges allOf members into a new schema and, for a `$ref` member, loses what it refers to, so the
 *   field showed empty and its value was dropped from the file;
 * - an `enum` or `const` without `type` gets the type its values share, so the right input is chosen;
 * - a `const` is read-only (it is chosen with its shape, never typed);
 * - a `oneOf` whose shapes are told apart by a field's `const` (card-grid's "variant") names that field as its
 *   `discriminator`, and lists first the shape that field may be left out of (the default): the form library
 *   picks the shape by that field, and picked the first shape listed for a value without it (a grid of the default
 *   kind was shown as another kind).
 * - a list of types (`"type": ["string", "number", "boolean"]`, a list source's "where" value) becomes a choice of one
 *   shape per type (`anyOf`), the other keywords in each: the form library has fields for such a choice, none for a
 *   list of types, and a part without fields inside one shape of a choice made the whole choice one JSON box;
 * Anything else is copied as it is.
 */
export function readableForForm(schema: JsonSchema): JsonSchema {
  const readable = visit(schema) as JsonSchema;
  chooseShapesByConst(readable, readable);
  return readable;
}

function chooseShapesByConst(node: unknown, root: JsonSchema): void {
  if (Array.isArray(node)) return node.forEach((child) => chooseShapesByConst(child, root));
  if (!isObject(node)) return;
  for (const [key, child] of Object.entries(node)) {
    if (key !== "enum" && key !== "const" && key !== "examples" && key !== "default") chooseShapesByConst(child, root);
  }
  const branches = node.oneOf;
  if (!Array.isArray(branches) || branches.length < 2 || node.discriminator) return;
  const shapes = branches.map((branch) => (isObject(branch) ? resolveLocal(branch, root) : undefined));
  const constFields = (shape: JsonSchema | undefined) =>
    Object.entries((shape?.properties ?? {}) as Record<string, unknown>)
      .filter(([, field]) => isObject(field) && "const" in field)
      .map(([name]) => name);
  const field = constFields(shapes[0]).find(
    (name) => shapes.filter((shape) => constFields(shape).includes(name)).length >= 2,
  );
  if (!field) return;
  const optional = (shape: JsonSchema | undefined) =>
    !(Array.isArray(shape?.required) && (shape.required as unknown[]).includes(field));
  const order = branches.map((_, i) => i).sort((a, b) => Number(optional(shapes[b])) - Number(optional(shapes[a])));
  node.oneOf = order.map((i) => branches[i]);
  node.discriminator = { propertyName: field };
}

/** A "#/…" reference followed inside the same schema; anything else as it is. */
function resolveLocal(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (typeof schema.$ref !== "string" || !schema.$ref.startsWith("#/")) return schema;
  const target = schema.$ref
    .slice(2)
    .split("/")
    .reduce<unknown>((at, key) => (isObject(at) ? at[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), root);
  return isObject(target) ? target : schema;
}

function visit(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(visit);
  if (!node || typeof node !== "object") return node;
  let out: JsonSchema = {};
  for (const [key, child] of Object.entries(node as JsonSchema)) {
    // values, not schemas
    out[key] = key === "enum" || key === "const" || key === "examples" || key === "default" ? child : visit(child);
  }
  const allOf = out.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0])) {
    const { allOf: _single, ...rest } = out;
    const member = allOf[0];
    // keys on both sides would need a real merge: keep the allOf then (the form falls back to a JSON box there)
    if (!Object.keys(rest).some((k) => k in member && k !== "description" && k !== "title" && k !== "examples")) {
      out = { ...member, ...rest };
    }
  }
  if (Array.isArray(out.type) && out.type.every((type) => typeof type === "string" && type in typeTitles)) {
    const { type: types, title, description, examples, default: fallback, ...rest } = out;
    out = {
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description }),
      anyOf: (types as string[]).map((type) => ({ ...rest, type, title: typeTitles[type] })),
      ...(examples === undefined ? {} : { examples }),
      ...(fallback === undefined ? {} : { default: fallback }),
    };
  }
  // a fixed value is shown, not typed: the shape it belongs to is chosen above it
  if ("const" in out && out.readOnly === undefined) out = { ...out, readOnly: true };
  if (out.type === undefined) {
    const values = Array.isArray(out.enum) ? out.enum : "const" in out ? [out.const] : undefined;
    const type = values && sharedType(values);
    if (type) out = { type, ...out };
  }
  return out;
}

/** A type's name in the choice a list of types becomes. */
const typeTitles: Record<string, string> = {
  string: "Text",
  number: "Number",
  integer: "Whole number",
  boolean: "Yes or no",
  null: "None",
  array: "List",
  object: "Group",
};

function sharedType(values: unknown[]): string | undefined {
  const types = new Set(
    values.map((v) => (v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v)),
  );
  if (types.size !== 1) return types.size === 2 && types.has("integer") && types.has("number") ? "number" : undefined;
  const [type] = types;
  return ["string", "number", "integer", "boolean", "null"].includes(type) ? type : undefined;
}

function isObject(value: unknown): value is JsonSchema {
  return !!value && typeof value === "object" && !Array.isArray(value);
}
