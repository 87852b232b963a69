import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";
import { componentName } from "../../src/engine/siteBlocks/readSiteBlocks";
import { compareSites, load, must, timedBuild } from "./buildBench";

const fixture = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
/** The site's own block types of the site blocks' variant, each a copy of the fixture's price list. */
const siteTypes = ["menu-breads", "menu-pastries", "menu-cakes", "menu-drinks", "menu-lunch"];

/** One of a page's five lists: its title and four items, as a price list's section or a feature grid's items. */
function list(page: number, index: number) {
  return {
    title: `List ${index + 1} of page ${page}`,
    items: [1, 2, 3, 4].map((n) => ({
      name: `Item ${n} of list ${index + 1}`,
      description: `What item ${n} of list ${index + 1} on page ${page} is made of.`,
      price: 2 + n + index / 4,
    })),
  };
}

/**
 * The bakery fixture with `pages` pages more, each a hero and five lists: of the site's own blocks (five types, each
 * a copy of the fixture's price list under its own name) or of the builder's (feature grids with the same items).
 * The fixture's own price list is left out of both (its menu page removed), so the built-in variant has no blocks/.
 */
function benchSite(dir: string, pages: number, ownBlocks: boolean): void {
  cpSync(fixture, dir, { recursive: true });
  rmSync(path.join(dir, "blocks"), { recursive: true, force: true });
  rmSync(path.join(dir, "pages/menu.json"));
  if (ownBlocks)
    for (const type of siteTypes) {
      const folder = path.join(dir, "blocks", type);
      cpSync(path.join(fixture, "blocks/price-list"), folder, { recursive: true });
      for (const file of readdirSync(folder)) {
        const text = readFileSync(path.join(folder, file), "utf8")
          .replaceAll('"price-list"', JSON.stringify(type))
          .replaceAll("./price-list", `./${type}`);
        writeFileSync(path.join(folder, file), text);
        const renamed = file.replace("price-list", type).replace("PriceList.tsx", `${componentName(type)}.tsx`);
        if (renamed !== file) renameSync(path.join(folder, file), path.join(folder, renamed));
      }
    }
  mkdirSync(path.join(dir, "pages/bench"), { recursive: true });
  for (let page = 1; page <= pages; page++) {
    const lists = siteTypes.map((type, index) => {
      const { title, items } = list(page, index);
      return ownBlocks
        ? { type, title, sections: [{ title: "Today", items: items.map((item) => ({ ...item })) }] }
        : {
            type: "feature-grid",
            title,
            items: items.map(({ name, description }) => ({ icon: "star", title: name, description })),
          };
    });
    const config = {
      $schema: "../../../schemas/page.schema.json",
      seo: { title: `Bench page ${page}`, description: `The lists of bench page ${page}, with what is in them.` },
      blocks: [{ type: "hero", title: `Bench page ${page}`, subtitle: "Five lists." }, ...lists],
    };
    // (named page-N: a page named 404 would take the not-found page's address)
    writeFileSync(path.join(dir, "pages/bench", `page-${page}.json`), JSON.stringify(config, null, 2));
  }
}

/**
 * One site block's component edited, the site built again from its cache: its blocks are bundled again (apart from
 * the builder's code) and the pages showing that block rendered. The code step's time is the build's own line.
 */
async function blockEdited(site: string, out: string): Promise<void> {
  must(await timedBuild(["--dir", site, "--out", out]), "site blocks: cached build");
  const component = path.join(site, "blocks", siteTypes[0], `${componentName(siteTypes[0])}.tsx`);
  writeFileSync(component, `${readFileSync(component, "utf8")}\n// edited by the bench\n`);
  const loadBefore = load();
  const built = must(await timedBuild(["--dir", site, "--out", out]), "site blocks: a component edited");
  const rendered = /: (\d+) rendered/.exec(built.output)?.[1];
  const code = /code (\d+\.\d) s/.exec(built.output)?.[1];
  console.log(
    `  a site block's component edited, built again: ${built.seconds.toFixed(1)} s (the code step ${code} s, ${rendered} pages rendered; CPU ${built.cpuSeconds.toFixed(1)} s)  (${loadBefore})`,
  );
}

/**
 * Issue 37's "Must hold": a site with 5 site blocks over `pages` pages builds within 10 % of the same pages made of
 * built-in blocks. Both sites are built once first (each bundles its code: a site's blocks are part of its bundle),
 * then from nothing (--no-cache) `runs` times each, alternately; the best and the median of each are compared,
 * with the machine's load average before each build.
 */
export async function siteBlocksBench(pages: number, runs = 2): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-site-blocks-"));
  console.log(`\nSite blocks (the bakery + ${pages.toLocaleString("en-US")} pages of five lists each)`);
  const variants = [
    { name: "built-in blocks", ownBlocks: false },
    { name: "5 site blocks", ownBlocks: true },
  ].map((variant) => ({ ...variant, site: path.join(dir, variant.ownBlocks ? "own" : "built-in") }));
  for (const variant of variants) benchSite(variant.site, pages, variant.ownBlocks);
  await compareSites(dir, variants, runs);
  await blockEdited(variants[1].site, path.join(dir, "edited"));
  rmSync(dir, { recursive: true, force: true });
}
