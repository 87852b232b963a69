import path from "node:path";
import { describe, expect, it } from "vitest";
import { formSchemas } from "../../server/formSchemas";
import { slotExcept } from "./slotRules";

const blocks = formSchemas(path.resolve(import.meta.dirname, "../../../../schemas")).blocks;

describe("slotExcept", () => {
  it("reads the types a column and a group do not take from their schemas", () => {
    expect(slotExcept(blocks, "columns", "/columns/1/blocks")).toEqual(["columns", "not-found"]);
    expect(slotExcept(blocks, "group", "/blocks")).toEqual(["group", "not-found"]);
  });
  it("takes no rule where the schema says none or the type is unknown", () => {
    expect(slotExcept(blocks, "hero", "/blocks")).toEqual([]);
    expect(slotExcept(blocks, "no-such-type", "/blocks")).toEqual([]);
    expect(slotExcept([], "group", "/blocks")).toEqual([]);
  });
});
