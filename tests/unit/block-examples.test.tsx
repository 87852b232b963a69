// Every block schema's examples must validate and render: the examples are what editors copy and what
// the benchmark builds its large site from, so they can never rot.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../src/blocks/registry";
import type { ResolvedBlock } from "../../src/engine/resolve/resolvedTypes";
import type { Block, BlockType } from "../../src/generated/config-types";
import { loadResolved, renderPage, repoRoot, resolveForTest } from "./support/renderPage";

const blocksDir = path.join(repoRoot, "schemas/blocks");
const site = loadResolved("pages-config");

const examples = readdirSync(blocksDir)
  .filter((f) => f.endsWith(".schema.json"))
  .flatMap((file) => {
    const schema = JSON.parse(readFileSync(path.join(blocksDir, file), "utf8")) as { examples?: Block[] };
    return (schema.examples ?? []).map((block, i) => ({
      name: `${file} example ${i + 1}`,
      block,
      pageHeading: (schema as Record<string, unknown>)["x-page-heading"] === true,
    }));
  });

async function renderBlock(block: Block): Promise<string> {
  const entry = blockRegistry[block.type as BlockType];
  if (!entry) throw new Error(`no renderer registered for block type "${block.type}" in src/blocks/registry.ts`);
  const Renderer = (await entry.render()).default as ComponentType<ResolvedBlock>;
  return renderPage(<Renderer {...resolveForTest(block, site)} />, site.site);
}

describe("block examples", () => {
  it("exist for every block type", () => {
    const typesWithExamples = new Set(examples.map((e) => e.block.type));
    expect(Object.keys(blockRegistry).filter((type) => !typesWithExamples.has(type as BlockType))).toEqual([]);
  });

  it.each(examples)("$name renders its text as text", async ({ block }) => {
    const html = await renderBlock(block);
    expect(html.length).toBeGreaterThan(50);
    // any top-level text field of the example appears in the output (escaped, never as markup)
    const text = (block as unknown as Record<string, unknown>).title;
    if (typeof text === "string" && !text.includes("{"))
      expect(html).toContain(text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).not.toMatch(/<script(?![^>]*src=)[^>]*>[^<]+/);
  });

  // the validator's main-heading check (src/engine/checks/page/pageSetChecks.ts) trusts the schemas' "x-page-heading"
  it.each(examples)("$name shows a main heading (h1) exactly when its schema says x-page-heading", async (example) => {
    const html = await renderBlock(example.block);
    expect((html.match(/<h1[\s>]/g) ?? []).length).toBe(example.pageHeading ? 1 : 0);
  });
});
