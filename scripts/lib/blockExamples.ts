import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { schemasDir } from "../../src/engine/projectPaths";

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
