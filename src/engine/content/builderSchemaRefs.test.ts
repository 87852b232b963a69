import { describe, expect, it } from "vitest";
import { builderSchemaOf, withBuilderRefs } from "./builderSchemaRefs";

describe("references from a site's collection schema to the builder's shapes", () => {
  it("name a file of the builder's schemas folder, however deep the site lies", () => {
    expect(builderSchemaOf("../../schemas/defs.schema.json#/definitions/openingHours")).toEqual({
      file: "defs.schema.json",
      pointer: "/definitions/openingHours",
    });
    expect(builderSchemaOf("../node_modules/builder/schemas/defs.schema.json#/definitions/geo")?.file).toBe(
      "defs.schema.json",
    );
    expect(builderSchemaOf("../../../schemas/blocks/faq.schema.json")).toEqual({
      file: "blocks/faq.schema.json",
      pointer: "",
    });
    // the site's own references stay as written
    expect(builderSchemaOf("#/definitions/place")).toBeUndefined();
    expect(builderSchemaOf("./shapes.schema.json#/definitions/x")).toBeUndefined();
  });

  it("are rewritten to the builder's ids, the rest of the schema kept", () => {
    const schema = {
      type: "object",
      properties: {
        hours: { $ref: "../../schemas/defs.schema.json#/definitions/openingHours", description: "When open" },
        own: { $ref: "#/definitions/own" },
        list: { type: "array", items: [{ $ref: "../schemas/defs.schema.json#/definitions/geo" }] },
      },
    };
    expect(withBuilderRefs(schema, "https://b.invalid/")).toEqual({
      type: "object",
      properties: {
        hours: { $ref: "https://b.invalid/defs.schema.json#/definitions/openingHours", description: "When open" },
        own: { $ref: "#/definitions/own" },
        list: { type: "array", items: [{ $ref: "https://b.invalid/defs.schema.json#/definitions/geo" }] },
      },
    });
    expect(schema.properties.hours.$ref).toBe("../../schemas/defs.schema.json#/definitions/openingHours");
  });
});
