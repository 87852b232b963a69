import { describe, expect, it } from "vitest";
import { normalizeText, textFieldsOf } from "./textFields";

describe("textFieldsOf", () => {
  it("maps each shown text to the field it is written in, placeholders filled in the text only", () => {
    const written = { type: "hero", title: "Meet {product}", actions: [{ label: "Start", href: "/a" }] };
    const resolved = { type: "hero", title: "Meet Acme", actions: [{ label: "Start", href: "/a/" }] };
    const fields = textFieldsOf(resolved, written);
    expect(fields.get("Meet Acme")).toEqual(["/title"]);
    expect(fields.get("Start")).toEqual(["/actions/0/label"]);
    expect(fields.has("hero")).toBe(false);
  });

  it("leaves out texts with no field in the block as written (data attached by the resolve step)", () => {
    const fields = textFieldsOf({ type: "team", members: [{ name: "Ann" }] }, { type: "team", collection: "x" });
    expect(fields.size).toBe(0);
  });

  it("lists several fields with the same text in order", () => {
    const block = { a: "Same", b: ["Same"], c: { "x/y": "Same " } };
    expect(textFieldsOf(block, block).get("Same")).toEqual(["/a", "/b/0", "/c/x~1y"]);
  });

  it("compares texts with spaces collapsed", () => {
    expect(normalizeText("  two\n  lines ")).toBe("two lines");
  });
});
