import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockTypes } from "../../generated/config-types";
import { repoRoot, schemasDir } from "../../engine/projectPaths";
import { formSchemas } from "./formSchemas";

describe("the editor's block forms", () => {
  it("are the builder's blocks for a site without blocks of its own", () => {
    const types = formSchemas(schemasDir, path.join(repoRoot, "tests/fixtures/sites/bakery")).blocks.map((b) => b.type);
    expect(types).toEqual([...blockTypes]);
  });

  it("offer a site's own block after the builder's, its form from its schema with the builder's shapes copied in", () => {
    const { blocks } = formSchemas(schemasDir, path.join(repoRoot, "tests/fixtures/sites/bakery-menu"));
    expect(blocks.map((b) => b.type)).toEqual([...blockTypes, "price-list"]);
    const priceList = blocks.at(-1)!;
    expect(priceList.title).toBe("Price list");
    expect(priceList.example).toMatchObject({ type: "price-list", currency: "USD" });
    // every reference is local ("#/definitions/…"): the form library resolves no other
    const refs = [...JSON.stringify(priceList.schema).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((ref) => ref.startsWith("#/definitions/"))).toBe(true);
  });
});
