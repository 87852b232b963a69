import path from "node:path";
import { describe, expect, it } from "vitest";
import { formSchemas } from "../../server/formSchemas";
import { schemaForValue } from "./listSourceForm";

const blocks = formSchemas(path.resolve(import.meta.dirname, "../../../../schemas")).blocks;
const schemaOf = (type: string) => blocks.find((b) => b.type === type)!.schema;
/** A property of the schema, or of its first shape (card-grid's variants are a oneOf of its definitions). */
const propertyOf = (schema: Record<string, unknown>, name: string): Record<string, unknown> => {
  const first = (schema.oneOf as Record<string, string>[] | undefined)?.[0];
  const variant = first && (schema.definitions as Record<string, Record<string, unknown>>)[first.$ref.slice(14)];
  return ((variant ?? schema).properties as Record<string, Record<string, unknown>>)[name];
};

describe("a block's form for a list taken from a collection", () => {
  it("keeps the block's schema as it is when its lists are written out", () => {
    const schema = schemaOf("testimonials");
    expect(schemaForValue(schema, { type: "testimonials", items: [] })).toBe(schema);
    expect(schemaForValue(schema, { type: "testimonials" })).toBe(schema);
  });

  it("draws a list written as { collection } with the list source's fields, the same schema each time", () => {
    const schema = schemaOf("card-grid");
    const value = { type: "card-grid", cards: { collection: "posts", sort: "-date", limit: 3 } };
    const shaped = schemaForValue(schema, value);
    expect(propertyOf(shaped, "cards").$ref).toBe("#/definitions/listSource");
    expect(propertyOf(shaped, "cards").title).toBe(propertyOf(schema, "cards").title);
    expect(
      Object.keys((shaped.definitions as Record<string, Record<string, unknown>>).listSource.properties as object),
    ).toEqual(["collection", "where", "sort", "limit", "perPage", "each"]);
    expect(schemaForValue(schema, { ...value })).toBe(shaped);
    // the block's own schema is untouched
    expect(propertyOf(schema, "cards").type).toBe("array");
  });
});
