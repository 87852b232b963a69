import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir } from "../../src/engine/projectPaths";

/**
 * A config folder with the first site plus `extra` pages grown from copies of its own pages (how issue 21 measured
 * the build): copy n of page P is /copies/<n>/<P>, with its own title and description (the validator wants each
 * page's to be unique). Whole rounds of the site's pages first, then a part of a round.
 */
export function siteWithCopies(outDir: string, extra: number): { pages: number } {
  cpSync(defaultConfigDir, outDir, { recursive: true });
  const pagesDir = path.join(defaultConfigDir, "pages");
  const originals = (readdirSync(pagesDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((rel) => ({ rel, config: JSON.parse(readFileSync(path.join(pagesDir, rel), "utf8")) }));
  for (let i = 0; i < extra; i++) {
    const round = Math.floor(i / originals.length) + 1;
    const { rel, config } = originals[i % originals.length];
    const copy = structuredClone(config);
    copy.seo = {
      ...copy.seo,
      title: `${copy.seo.title} (copy ${round})`,
      description: `${copy.seo.description} Copy ${round}.`,
    };
    const file = path.join(outDir, "pages", "copies", String(round), rel);
    mkdirSync(path.dirname(file), { recursive: true });
    // $schema is relative to the file: two folders deeper
    if (typeof copy.$schema === "string") copy.$schema = `../../${copy.$schema}`;
    writeFileSync(file, JSON.stringify(copy, null, 2));
  }
  return { pages: extra };
}
