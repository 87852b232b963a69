import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir, schemasDir } from "./repoPaths";

/** Every example block from schemas/blocks/*.schema.json, in file order. */
export function blockExamples(): Array<Record<string, unknown>> {
  const dir = path.join(schemasDir, "blocks");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort()
    .flatMap((f) => (JSON.parse(readFileSync(path.join(dir, f), "utf8")).examples ?? []) as Array<Record<string, unknown>>)
    .filter((block) => block.type !== "not-found");
}

/**
 * Writes a config folder with the real site (so every link in the examples resolves) plus `count`
 * generated pages under /generated/, each made of 5 consecutive real block examples.
 */
export function generateSite(outDir: string, count: number): { pages: number; blocksPerPage: number } {
  cpSync(defaultConfigDir, outDir, { recursive: true });
  const examples = blockExamples();
  const blocksPerPage = 5;
  mkdirSync(path.join(outDir, "pages/generated"), { recursive: true });
  for (let i = 0; i < count; i++) {
    const blocks = Array.from({ length: blocksPerPage }, (_, k) => {
      const { anchor: _anchor, ...block } = examples[(i * blocksPerPage + k) % examples.length];
      return block;
    });
    const page = {
      $schema: "../../../schemas/page.schema.json",
      seo: { title: `Generated page ${i + 1}`, description: `Benchmark page ${i + 1} built from the block examples.` },
      blocks,
    };
    writeFileSync(path.join(outDir, `pages/generated/page-${String(i + 1).padStart(4, "0")}.json`), JSON.stringify(page, null, 2));
  }
  return { pages: count, blocksPerPage };
}
