// Values a JSON Schema accepts, generated with fast-check: for property tests over the editor's forms. Covers the
// keywords the product's schemas use (types, enum, const, oneOf, $ref, properties/required, items, lengths, patterns,
// minimum/maximum, formats (e-mail, date, web address), a slot's block union); the caller keeps only values a validator accepts.
import fc from "fast-check";

type Schema = Record<string, unknown>;
const printable = fc.string({ unit: "grapheme-ascii", maxLength: 24 });

export function arbitraryFor(schema: Schema, root: Schema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === "string") {
    const { $ref: _ref, ...rest } = schema;
    return arbitraryFor({ ...resolved({ $ref: schema.$ref }, root), ...rest }, root, depth);
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.oneOf))
    return fc.oneof(...schema.oneOf.map((o) => arbitraryFor(o as Schema, root, depth + 1)));
  switch (schema.type) {
    case "string":
      return stringFor(schema);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number":
      return fc.integer({ min: (schema.minimum as number) ?? -1000, max: (schema.maximum as number) ?? 100_000 });
    case "array": {
      const minLength = (schema.minItems as number) ?? 0;
      // deep lists stay short, so a value stays a size a form shows at once
      const maxLength = Math.max(minLength, Math.min((schema.maxItems as number) ?? 3, depth > 2 ? 1 : 3));
      const slot = schema["x-slot"] as { except?: string[] } | undefined;
      const items = slot
        ? slotBlock(schema.items as Schema, slot.except ?? [], root, depth + 1)
        : arbitraryFor(schema.items as Schema, root, depth + 1);
      return fc.array(items, { minLength, maxLength });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, arbitraryFor(p, root, depth + 1)])),
        { requiredKeys: required.filter((k) => k in properties) },
      );
      const extra = schema.additionalProperties;
      if (extra && typeof extra === "object") {
        const map = fc.dictionary(
          fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
          arbitraryFor(extra as Schema, root, depth + 1),
          {
            maxKeys: 2,
          },
        );
        return fc.tuple(record, map).map(([r, m]) => ({ ...m, ...r }));
      }
      return record;
    }
  }
  return fc.constant(undefined);
}

/**
 * A block of a slot (a list of blocks inside a block): one of the types the block union dispatches to with its
 * "if the type is X then X's schema" branches, but for those the slot refuses and those that hold slots themselves
 * (one level of nesting keeps a value a size a form shows at once, and the generator finite).
 */
function slotBlock(items: Schema, except: string[], root: Schema, depth: number): fc.Arbitrary<unknown> {
  const union = resolved(items, root);
  const branches = ((union.allOf ?? []) as Schema[]).flatMap((branch) => {
    const type = ((branch.if as Schema | undefined)?.properties as Record<string, Schema> | undefined)?.type?.const;
    const then = branch.then as Schema | undefined;
    if (typeof type !== "string" || !then || except.includes(type)) return [];
    return JSON.stringify(resolved(then, root)).includes('"x-slot"') ? [] : [then];
  });
  if (branches.length === 0) throw new Error("a slot's items are not a block union of if/then branches");
  return fc.oneof(...branches.map((then) => arbitraryFor(then, root, depth)));
}

/** A schema with its "$ref" followed (within the root's definitions). */
function resolved(schema: Schema, root: Schema): Schema {
  if (typeof schema.$ref !== "string") return schema;
  const target = schema.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((n, k) => (n as Schema)[k], root) as Schema;
  return resolved(target, root);
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number) ?? 0;
  const maxLength = (schema.maxLength as number) ?? Infinity;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  if (schema.format === "date")
    return fc
      .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern) : undefined;
  if (schema.format === "uri" || /^\^https\??:/.test(pattern?.source ?? "")) {
    return fc.webUrl({ validSchemes: ["https"] }).filter((s) => fits(s) && (!pattern || pattern.test(s)));
  }
  if (schema["x-link"] === true) return fc.constantFrom("/", "/pricing", "/#demo", "@signup", "https://example.com/a");
  if (pattern && pattern.source !== "\\S") return fc.stringMatching(pattern).filter(fits);
  return printable.filter((s) => fits(s) && (!pattern || pattern.test(s)));
}
