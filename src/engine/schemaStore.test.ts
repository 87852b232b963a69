import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { SchemaStore } from "./schemaStore.ts";

it("holds only schemas that JSON Schema's meta-schema accepts (the store does not check them at each start)", () => {
  const schemasDir = path.resolve(import.meta.dirname, "../../schemas");
  const store = new SchemaStore(schemasDir);
  const walked = readdirSync(schemasDir, { recursive: true }).filter((f) => String(f).endsWith(".schema.json")).length;
  const ids = Object.keys(store.ajv.schemas).filter((id) => id.startsWith("https://schemas.config.invalid/"));
  expect(ids.length).toBe(walked);
  for (const id of ids) {
    const valid = store.ajv.validateSchema(store.ajv.schemas[id]!.schema);
    expect({ id, errors: valid ? [] : store.ajv.errors }).toEqual({ id, errors: [] });
  }
});
