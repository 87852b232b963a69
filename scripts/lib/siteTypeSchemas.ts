import { readFileSync } from "node:fs";
import { listConfigFiles } from "../../src/engine/configFiles";
import { loadCollections } from "../../src/engine/content/loadCollections";
import type { Diagnostic } from "../../src/engine/diagnostic";
import { schemasDir } from "../../src/engine/projectPaths";
import { readSiteBlocks, type SiteBlockSchemaFile } from "../../src/engine/siteBlocks/readSiteBlocks";
import { siteBlockSchemaProblems } from "../../src/engine/siteBlocks/siteBlockSchemaIssues";
import { schemaStore } from "../../src/engine/validateConfigDir";

/** The problems of a site block that are about its code, not its schema: `types` reads no code. */
const codeProblems = new Set<Diagnostic["code"]>(["site-block-component", "site-block-script"]);

/**
 * The schemas `types --dir` writes a site's types from, checked as `validate` checks them (the same messages):
 * its blocks' schemas (blocks/<type>/<type>.schema.json: JSON, a block schema's rules, JSON Schema the builder can
 * use) and its collections' (collections/<name>.schema.json). A schema with a problem is left out, its problem said;
 * a block without its component yet still gets its types (the component is written from them).
 */
export function siteTypeSchemas(
  configDir: string,
  cwd = process.cwd(),
): {
  blocks: SiteBlockSchemaFile[];
  /** No block of the site was left out for its schema (a loose file in blocks/ is no block). */
  everyBlock: boolean;
  refusedCollections: Set<string>;
  problems: Diagnostic[];
} {
  const store = schemaStore(schemasDir);
  const site = readSiteBlocks(configDir, store.blockTypes(), cwd);
  const problems = site.problems.filter((p) => !codeProblems.has(p.code));
  const blocks = site.schemas.filter((block) => {
    const found = siteBlockSchemaProblems(store, block);
    problems.push(...found);
    return found.length === 0;
  });
  const everyBlock = !problems.some((p) => p.code !== "site-block-place");
  const schemaFiles = listConfigFiles(configDir, cwd).filter((f) => f.what.kind === "collection-schema");
  // only the schemas are given: their own problems, no item's
  const { diagnostics } = loadCollections(schemaFiles, (file) => readFileSync(file.absolute, "utf8"), store);
  const refusedCollections = new Set<string>();
  for (const file of schemaFiles) {
    const found = diagnostics.filter((d) => d.file === file.display);
    if (found.length && file.what.kind === "collection-schema") refusedCollections.add(file.what.collection);
    problems.push(...found);
  }
  return { blocks, everyBlock, refusedCollections, problems };
}
