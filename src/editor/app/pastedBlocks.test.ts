import path from "node:path";
import { describe, expect, it } from "vitest";
import { formSchemas } from "../server/formSchemas";
import { pastedBlocks } from "./pastedBlocks";

const schemas = formSchemas(path.resolve(import.meta.dirname, "../../../schemas")).blocks;
const stats = { type: "stats", items: [{ value: "10k", label: "Customers" }] };

describe("pastedBlocks", () => {
  it("reads one block, a list of blocks, or a page's blocks", () => {
    const hero = { type: "hero", title: "Hello" };
    expect(pastedBlocks(JSON.stringify(hero), schemas)).toEqual({ blocks: [hero] });
    expect(pastedBlocks(JSON.stringify([hero, hero]), schemas)).toEqual({ blocks: [hero, hero] });
    expect(pastedBlocks(JSON.stringify({ seo: {}, blocks: [hero] }), schemas)).toEqual({ blocks: [hero] });
  });

  it("takes every block type's own example", () => {
    for (const info of schemas) expect(pastedBlocks(JSON.stringify(info.example), schemas)).toHaveProperty("blocks");
  });

  it("refuses what is not JSON, not a block, an unknown type or a block its schema rejects, saying why", () => {
    expect(pastedBlocks("hello", schemas)).toEqual({ problem: expect.stringContaining("no JSON") });
    expect(pastedBlocks("[1]", schemas)).toEqual({ problem: expect.stringContaining('with a "type"') });
    expect(pastedBlocks('{"type":"heroo"}', schemas)).toEqual({
      problem: expect.stringMatching(/"heroo" is not a block type\. Block types: .*hero/),
    });
    expect(pastedBlocks(JSON.stringify({ type: "hero" }), schemas)).toEqual({
      problem: expect.stringContaining("(Hero) does not fit its schema"),
    });
    expect(pastedBlocks(JSON.stringify([stats, { type: "hero", title: 3 }]), schemas)).toEqual({
      problem: expect.stringContaining("block 2 (Hero)"),
    });
  });
});
