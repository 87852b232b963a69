import { Ajv } from "ajv";
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
    expect(readableForForm({ const: 3 })).toEqual({ type: "integer", const: 3, readOnly: true });
    expect(readableForForm({ enum: ["a", 1] })).toEqual({ enum: ["a", 1] });
    expect(readableForForm({ examples: [{ allOf: [1] }] })).toEqual({ examples: [{ allOf: [1] }] });
  });

  it("turns a list of types into a choice of one shape per type, the other keywords in each, accepting the same values", () => {
    const where = { description: "Value.", type: ["string", "number", "boolean"], minLength: 1, examples: ["news"] };
    const readable = readableForForm({ additionalProperties: where });
    expect(readable).toEqual({
      additionalProperties: {
        description: "Value.",
        anyOf: [
          { minLength: 1, type: "string", title: "Text" },
          { minLength: 1, type: "number", title: "Number" },
          { minLength: 1, type: "boolean", title: "Yes or no" },
        ],
        examples: ["news"],
      },
    });
    const ajv = new Ajv();
    const before = ajv.compile({ additionalProperties: where });
    const after = ajv.compile(readable);
    for (const value of [{ a: "news" }, { a: "" }, { a: 2026 }, { a: true }, { a: null }, { a: ["x"] }])
      expect(after(value), JSON.stringify(value)).toBe(before(value));
    // a type no choice stands for stays as it is
    expect(readableForForm({ type: ["string", "unknown"] })).toEqual({ type: ["string", "unknown"] });
  });

  it("keeps an allOf whose member and siblings would need a real merge", () => {
    const schema = { allOf: [{ type: "object", properties: { a: {} } }], properties: { b: {} } };
    expect(readableForForm(schema)).toEqual(schema);
  });
});

describe("readableForForm on shapes told apart by a fixed field", () => {
  it("names the field as the discriminator and lists the shape it may be left out of first", () => {
    const root = {
      oneOf: [{ $ref: "#/definitions/a" }, { $ref: "#/definitions/b" }],
      definitions: {
        a: { required: ["kind"], properties: { kind: { const: "a" } } },
        b: { properties: { kind: { const: "b" } } },
      },
    };
    const readable = readableForForm(root);
    expect(readable.discriminator).toEqual({ propertyName: "kind" });
    expect(readable.oneOf).toEqual([{ $ref: "#/definitions/b" }, { $ref: "#/definitions/a" }]);
  });

  it("leaves a oneOf without such a field as it is", () => {
    const root = { oneOf: [{ type: "string" }, { type: "number" }] };
    expect(readableForForm(root)).toEqual(root);
  });
});
