import type { JsonSchema } from "./api.ts";

/**
 * The same schema in the shapes the form library reads, with the same meaning for a validator:
 * - `{ "allOf": [X], ...more }` (how a schema gives a shared definition its own description) becomes `{ ...X, ...more }`:
 *   the form library merges allOf members into a new schema and, for a `$ref` member, loses what it refers to, so the
 *   field showed empty and its value was dropped from the file;
 * - an `enum` or `const` without `type` gets the type its values share, so the right input is chosen.
 * Anything else is copied as it is.
 */
export function readableForForm(schema: JsonSchema): JsonSchema {
  return visit(schema) as JsonSchema;
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
  if (out.type === undefined) {
    const values = Array.isArray(out.enum) ? out.enum : "const" in out ? [out.const] : undefined;
    const type = values && sharedType(values);
    if (type) out = { type, ...out };
  }
  return out;
}

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
