// Property: any block a config could hold renders. Blocks are made from each block schema's examples by
// replacing text with arbitrary text carrying markup and by dropping fields; those the block's schema accepts
// are resolved and server-rendered like a page: rendering never throws, and the markup is shown, escaped.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import type { ComponentType } from "react";
import { describe, expect } from "vitest";
import { blockRegistry } from "../../src/blocks/registry";
import type { ResolvedBlock } from "../../src/engine/resolve/resolvedTypes";
import { schemaStore } from "../../src/engine/validateConfigDir";
import type { Block, BlockType } from "../../src/generated/config-types";
import { loadResolved, renderPage, repoRoot, resolveForTest } from "./support/renderPage";

const site = loadResolved("pages-config");
const store = schemaStore(path.join(repoRoot, "schemas"));
const blocksDir = path.join(repoRoot, "schemas/blocks");
const examples = readdirSync(blocksDir)
  .filter((f) => f.endsWith(".schema.json"))
  .flatMap((file) =>
    ((JSON.parse(readFileSync(path.join(blocksDir, file), "utf8")).examples ?? []) as Block[]).map((block) => ({
      file,
      block,
    })),
  );

type Path = (string | number)[];
type Edit = { kind: "text"; at: number; text: string } | { kind: "drop"; at: number };

/** Paths of every string (but "type") and of every object field (but "type") in a value. */
function paths(value: unknown, at: Path = []): { texts: Path[]; fields: Path[] } {
  const found = { texts: [] as Path[], fields: [] as Path[] };
  if (typeof value === "string" && at.at(-1) !== "type") found.texts.push(at);
  if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const childAt = [...at, Array.isArray(value) ? Number(key) : key];
      if (!Array.isArray(value) && key !== "type") found.fields.push(childAt);
      const inner = paths(child, childAt);
      found.texts.push(...inner.texts);
      found.fields.push(...inner.fields);
    }
  }
  return found;
}

function applyEdits(example: Block, edits: Edit[]): Record<string, unknown> {
  const block = structuredClone(example) as unknown as Record<string, unknown>;
  for (const edit of edits) {
    const { texts, fields } = paths(block);
    const list = edit.kind === "text" ? texts : fields;
    if (list.length === 0) continue;
    const at = list[edit.at % list.length];
    const parent = at
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, block);
    const key = at.at(-1)!;
    if (edit.kind === "drop") delete parent[key];
    else parent[key] = edit.text;
  }
  return block;
}

const probe = '<x-probe onclick="alert(1)">';
const textArbitrary = fc
  .string({ minLength: 0, maxLength: 40 })
  .map((s) => `${probe}${s.replace(/[\u0000-\u001f\ud800-\udfff]/g, "")} & 'quotes' "too"`);
const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("text" as const), at: fc.nat(), text: textArbitrary }),
  fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
);

describe("renderers on blocks made from the schemas", () => {
  let rendered = 0;
  test.prop([fc.nat({ max: examples.length - 1 }), fc.array(editArbitrary, { minLength: 1, maxLength: 4 })], {
    numRuns: 200,
    interruptAfterTimeLimit: 50_000,
  })(
    "every block its schema accepts renders without throwing, with config text escaped",
    async (which, edits) => {
      const { file, block: example } = examples[which];
      const block = applyEdits(example, edits);
      // only blocks a config could hold: the block's own schema must accept it
      if (!store.validator(`blocks/${file}`)!(block)) return;
      const Renderer = (await blockRegistry[block.type as BlockType].render()).default as ComponentType<ResolvedBlock>;
      const html = await renderPage(<Renderer {...resolveForTest(block as unknown as Block, site)} />, site.site);
      rendered++;
      expect(html).not.toContain("<x-probe");
    },
    120_000,
  );

  test("the property renders blocks, not only refusals", () => {
    expect(rendered).toBeGreaterThan(20);
  });
});
