import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";
import { compareSites } from "./buildBench";

const fixture = path.join(repoRoot, "tests/fixtures/sites/layouts");

/** The blocks a bench page shows, besides its hero: the same in both variants, placed flat or nested. */
function leaves(page: number) {
  const text = {
    type: "markdown",
    text: `## Baked on day ${page}\n\nThe loaves of day ${page} rose overnight and left the oven at six.`,
  };
  const grid = {
    type: "feature-grid",
    items: [1, 2, 3].map((n) => ({
      icon: "star",
      title: `Bread ${n} of day ${page}`,
      description: `What bread ${n} of day ${page} is made of.`,
    })),
  };
  const band = {
    type: "cta",
    title: `Order for day ${page}`,
    actions: [{ label: "Catering", href: "/order" }],
  };
  const note = { type: "markdown", text: `Ask at the counter for the bread of day ${page}.` };
  return { text, grid, band, note };
}

/**
 * A bench page: a hero and the same content blocks, written flat (one list) or nested (text beside a grid in
 * columns, a group of a band and a note, and the fixture's linked section, whose blocks the flat page writes out).
 */
function benchPage(page: number, nested: boolean) {
  const { text, grid, band, note } = leaves(page);
  const hero = { type: "hero", title: `Bench page ${page}`, subtitle: "Text, a grid, a band and a note." };
  const heading = `Planning a party on day ${page}?`;
  const section = {
    type: "cta",
    title: heading,
    text: "Cakes, bread baskets and coffee for twenty to two hundred guests, from {product}.",
    actions: [{ label: "Catering", href: "/order" }],
    note: "Order three days ahead. ",
  };
  const blocks = nested
    ? [
        hero,
        { type: "columns", widths: [2, 1], columns: [{ blocks: [text] }, { blocks: [grid] }] },
        { type: "group", blocks: [band, note] },
        { type: "section", ref: "order-for-events", inputs: { heading } },
      ]
    : [hero, text, grid, band, note, section];
  return {
    $schema: "../../../schemas/page.schema.json",
    seo: { title: `Bench page ${page}`, description: `The bread, the band and the note of bench page ${page}.` },
    blocks,
  };
}

export function benchSite(dir: string, pages: number, nested: boolean): void {
  cpSync(fixture, dir, { recursive: true });
  mkdirSync(path.join(dir, "pages/bench"), { recursive: true });
  for (let page = 1; page <= pages; page++)
    writeFileSync(path.join(dir, "pages/bench", `page-${page}.json`), JSON.stringify(benchPage(page, nested), null, 2));
}

/**
 * Issue 38's "Must hold": the build cost per page of pages built from nested layouts and linked sections is within
 * 10 % of the same content written flat. Both sites (the layouts fixture + `pages` pages) are built once, then from
 * nothing (--no-cache) `runs` times each, alternately; the best and the median of each are compared, with the
 * machine's load.
 */
export async function nestingBench(pages: number, runs = 3): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nesting-"));
  console.log(`\nNested layouts (the layouts fixture + ${pages.toLocaleString("en-US")} pages, flat or nested)`);
  const variants = [
    { name: "flat", nested: false },
    { name: "nested", nested: true },
  ].map((variant) => ({ ...variant, site: path.join(dir, variant.name) }));
  for (const variant of variants) benchSite(variant.site, pages, variant.nested);
  await compareSites(dir, variants, runs);
  rmSync(dir, { recursive: true, force: true });
}
