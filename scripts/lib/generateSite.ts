import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir, schemasDir } from "../../src/engine/projectPaths";

/** Every example block from schemas/blocks/*.schema.json, in file order. */
export function blockExamples(): Array<Record<string, unknown>> {
  const dir = path.join(schemasDir, "blocks");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort()
    .flatMap(
      (f) => (JSON.parse(readFileSync(path.join(dir, f), "utf8")).examples ?? []) as Array<Record<string, unknown>>,
    )
    .filter((block) => block.type !== "not-found");
}

/** Block types whose renderers write the page's h1: a page has exactly one, so a generated page opens with one. */
const pageHeadingBlocks = new Set(["hero", "article", "legal-text", "not-found"]);

/**
 * Writes a config folder with the real site (so every link in the examples resolves) plus `count`
 * generated pages under /generated/, each a page a person could have written: one block that opens the page
 * with its h1 (a hero, an article, a legal text), then 4 consecutive real block examples of the other types.
 */
export function generateSite(outDir: string, count: number): { pages: number; blocksPerPage: number } {
  cpSync(defaultConfigDir, outDir, { recursive: true });
  const withoutAnchor = ({ anchor: _anchor, ...block }: Record<string, unknown>) => block;
  const openers = blockExamples().filter((b) => pageHeadingBlocks.has(String(b.type)));
  const sections = blockExamples().filter((b) => !pageHeadingBlocks.has(String(b.type)));
  const blocksPerPage = 5;
  mkdirSync(path.join(outDir, "pages/generated"), { recursive: true });
  for (let i = 0; i < count; i++) {
    const blocks = [
      withoutAnchor(openers[i % openers.length]),
      ...Array.from({ length: blocksPerPage - 1 }, (_, k) =>
        withoutAnchor(sections[(i * (blocksPerPage - 1) + k) % sections.length]),
      ),
    ];
    const page = {
      $schema: "../../../schemas/page.schema.json",
      seo: { title: `Generated page ${i + 1}`, description: `Benchmark page ${i + 1} built from the block examples.` },
      blocks,
    };
    writeFileSync(
      path.join(outDir, `pages/generated/page-${String(i + 1).padStart(4, "0")}.json`),
      JSON.stringify(page, null, 2),
    );
  }
  return { pages: count, blocksPerPage };
}
