import { describe, expect, it } from "vitest";
import { sameValueRefLoop } from "./schemaRefLoop.ts";

describe("a $ref loop on the same value", () => {
  it("is found at the $ref that closes it: the top, a definition, through allOf, not, if/then/else", () => {
    expect(sameValueRefLoop({ $ref: "#" })).toEqual([""]);
    expect(sameValueRefLoop({ allOf: [{ $ref: "#" }] })).toEqual(["/allOf/0"]);
    expect(
      sameValueRefLoop({
        properties: { a: { $ref: "#/definitions/x" } },
        definitions: { x: { not: { $ref: "#/definitions/y" } }, y: { if: { $ref: "#/definitions/x" } } },
      }),
    ).toEqual(["/definitions/x/not", "/definitions/y/if"]);
    expect(sameValueRefLoop({ definitions: { "a b": { $ref: "#/definitions/a%20b" } } })).toEqual(["/definitions/a b"]);
  });

  it("is not found where the $ref goes into a part of the value, nor in refs elsewhere (what stays the same)", () => {
    expect(sameValueRefLoop({ type: "array", items: { $ref: "#" } })).toBeUndefined();
    expect(sameValueRefLoop({ properties: { replies: { type: "array", items: { $ref: "#" } } } })).toBeUndefined();
    expect(sameValueRefLoop({ additionalProperties: { $ref: "#" } })).toBeUndefined();
    expect(
      sameValueRefLoop({ properties: { a: { $ref: "#/definitions/x" } }, definitions: { x: { type: "string" } } }),
    ).toBeUndefined();
    expect(sameValueRefLoop({ $ref: "../../schemas/defs.schema.json#/definitions/anchor" })).toBeUndefined();
    expect(sameValueRefLoop({ $ref: "#/definitions/missing" })).toBeUndefined();
    expect(
      sameValueRefLoop({ allOf: [{ $ref: "#/definitions/x" }, { $ref: "#/definitions/x" }], definitions: { x: {} } }),
    ).toBeUndefined();
  });
});
