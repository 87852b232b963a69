import { describe, expect, it } from "vitest";
import { readableForForm } from "./formShapes";

describe("readableForForm", () => {
  it("turns a one-member allOf into the member with the field's own description", () => {
    expect(
      readableForForm({
        properties: { tone: { allOf: [{ $ref: "#/definitions/tone" }], description: "Background." } },
      }),
    ).toEqual({ properties: { tone: { $ref: "#/definitions/tone", description: "Background." } } });
  });

  it("gives enum and const the type their values share, and leaves values alone", () => {
    expect(readableForForm({ enum: ["plain", "muted"] })).toEqual({ type: "string", enum: ["plain", "muted"] });
    expect(readableForForm({ const: 3 })).toEqual({ type: "integer", const: 3 });
    expect(readableForForm({ enum: ["a", 1] })).toEqual({ enum: ["a", 1] });
    expect(readableForForm({ examples: [{ allOf: [1] }] })).toEqual({ examples: [{ allOf: [1] }] });
  });

  it("keeps an allOf whose member and siblings would need a real merge", () => {
    const schema = { allOf: [{ type: "object", properties: { a: {} } }], properties: { b: {} } };
    expect(readableForForm(schema)).toEqual(schema);
  });
});
