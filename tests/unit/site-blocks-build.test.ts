// A site's own block, end to end: the bakery with its price-list block (tests/fixtures/sites/bakery-menu/blocks/)
// built like any site, its page holding the block's HTML, static (no script); its generated props type up to date.
// The build is of a copy in a temporary folder with no node_modules (the packages a site block imports come from the
// builder then), whose menu page also holds the block inside a column beside text.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builderBin } from "../../scripts/lib/scriptCommand";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const site = "tests/fixtures/sites/bakery-menu";
const work = mkdtempSync(path.join(os.tmpdir(), "site-blocks-build-"));
const out = path.join(work, "out");
const copy = path.join(work, "site");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The fixture copied outside the repository, its price list also written again inside a column beside text. */
function copyWithNestedBlock(): void {
  cpSync(path.join(repoRoot, site), copy, { recursive: true });
  const menu = path.join(copy, "pages/menu.json");
  const page = JSON.parse(readFileSync(menu, "utf8")) as { blocks: Array<Record<string, unknown>> };
  const { anchor: _anchor, ...list } = page.blocks.find((b) => b.type === "price-list")!;
  const beside = { type: "markdown", text: "Ask for the loaves of the day at the counter." };
  page.blocks.push({
    type: "columns",
    columns: [{ blocks: [{ ...list, title: "Also in a column" }] }, { blocks: [beside] }],
  });
  writeFileSync(menu, JSON.stringify(page, null, 2));
}
const run = (...args: string[]) =>
  spawnSync(process.execPath, [builderBin, ...args], { cwd: repoRoot, encoding: "utf8", timeout: 600_000 });

describe("a site's own block in a build", () => {
  it("is rendered by the site's component, in the site's page, with no script", () => {
    copyWithNestedBlock();
    const built = run("build", "--dir", copy, "--out", out, "--no-cache");
    expect(built.stderr + built.stdout).toContain("site written to");
    expect(built.status).toBe(0);
    const html = readFileSync(path.join(out, "menu/index.html"), "utf8");
    const block = /<div id="breads" data-block="price-list"(?<attributes>[^>]*)>(?<inside>.*?)<footer/s.exec(html);
    expect(block?.groups?.attributes).toBe("");
    const text = block!.groups!.inside.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(
      "Breads and Pastries Breads Country Sourdough A 36-hour ferment and a dark crust. Vegan $9.50",
    );
    expect(text).toContain("Almond Croissant Vegetarian · Contains nuts $5.00");
    // static: no island loader on a page of static blocks
    expect(html).not.toContain('<script type="module"');
    // inside a column too, beside the text
    const columns = /<div data-block="columns">(?<inside>.*?)<footer/s.exec(html)!.groups!.inside;
    const nested = columns.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(nested).toContain("Also in a column Breads Country Sourdough");
    expect(nested).toContain("Ask for the loaves of the day at the counter.");
    // the pages without the site block are built as before
    expect(existsSync(path.join(out, "order/index.html"))).toBe(true);
    // bundling the site's code (its blocks are part of it) takes a minute or more on a busy machine
  }, 600_000);

  it("writes its prices as its page's language does (usePageFormats), a French site's in French", () => {
    const french = path.join(work, "site-fr");
    cpSync(path.join(repoRoot, site), french, { recursive: true });
    const settings = path.join(french, "site.json");
    writeFileSync(
      settings,
      readFileSync(settings, "utf8").replace('"formatVersion": 5,', '"formatVersion": 5,\n  "languages": ["fr"],'),
    );
    const built = run("build", "--dir", french, "--out", path.join(work, "out-fr"), "--no-cache");
    expect(built.status, built.stderr).toBe(0);
    const html = readFileSync(path.join(work, "out-fr/menu/index.html"), "utf8");
    const prices = [...html.matchAll(/data-price[^>]*>([^<]*)</g)].map((m) => m[1].replace(/\s/g, " "));
    expect(prices).toContain("9,50 $");
    // what stays the same: the English site's, as before
    const english = readFileSync(path.join(out, "menu/index.html"), "utf8");
    expect([...english.matchAll(/data-price[^>]*>([^<]*)</g)].map((m) => m[1])).toContain("$9.50");
  }, 600_000);

  it("that throws stops the build with one line: the page, the block and the component, named from the current folder", () => {
    const component = path.join(copy, "blocks/price-list/PriceList.tsx");
    const source = readFileSync(component, "utf8");
    writeFileSync(
      component,
      source.replace(
        /(export default function PriceList\([^)]*\)[^{]*\{)/,
        '$1\n  throw new Error("no prices today");',
      ),
    );
    try {
      // run from the folder holding the site: every file is named from there, as validate names them
      const built = spawnSync(
        process.execPath,
        [builderBin, "build", "--dir", "site", "--out", "out-2", "--no-cache"],
        {
          cwd: work,
          encoding: "utf8",
          timeout: 600_000,
        },
      );
      expect(built.status).toBe(1);
      const page = JSON.parse(readFileSync(path.join(copy, "pages/menu.json"), "utf8")) as {
        blocks: { type: string }[];
      };
      const index = page.blocks.findIndex((block) => block.type === "price-list");
      // at the line of the component that threw (the bundle of a site with blocks has source maps)
      const line = source.split("\n").findIndex((l) => l.startsWith("export default function PriceList")) + 2;
      expect(built.stderr.trim().split("\n")).toEqual([
        `site/pages/menu.json: blocks[${index}] ("price-list") failed to render, in its component site/blocks/price-list/PriceList.tsx:${line}:9: no prices today`,
        "✖ build stopped: a site block failed to render. Fix it and build again.",
      ]);
      // and leaves nothing half built: no site, no staging folder beside where it would be
      expect(existsSync(path.join(work, "out-2"))).toBe(false);
      expect(readdirSync(path.join(work, ".out-2.builds"))).toEqual([]);

      // written in a linked section the page uses: told in the section's file, with the page it is shown on
      const menu = path.join(copy, "pages/menu.json");
      const written = readFileSync(menu, "utf8");
      const blocks = JSON.parse(written) as { blocks: unknown[] };
      mkdirSync(path.join(copy, "sections"));
      writeFileSync(
        path.join(copy, "sections/price-menu.json"),
        JSON.stringify({ $schema: "../../schemas/section.schema.json", blocks: [blocks.blocks[index]] }, null, 2),
      );
      blocks.blocks[index] = { type: "section", ref: "price-menu" };
      writeFileSync(menu, JSON.stringify(blocks, null, 2));
      try {
        const inSection = spawnSync(
          process.execPath,
          [builderBin, "build", "--dir", "site", "--out", "out-3", "--no-cache"],
          { cwd: work, encoding: "utf8", timeout: 600_000 },
        );
        expect(inSection.status).toBe(1);
        expect(inSection.stderr.split("\n").find((l) => l.includes("failed to render"))).toBe(
          `site/sections/price-menu.json: blocks[0] ("price-list"), shown on site/pages/menu.json, failed to render, in its component site/blocks/price-list/PriceList.tsx:${line}:9: no prices today`,
        );
      } finally {
        writeFileSync(menu, written);
        rmSync(path.join(copy, "sections"), { recursive: true, force: true });
      }

      // shown on two pages: the last line says so (the block's type comes from the render thread beside the words)
      const order = path.join(copy, "pages/order.json");
      const orderWritten = readFileSync(order, "utf8");
      const orderPage = JSON.parse(orderWritten) as { blocks: unknown[] };
      orderPage.blocks.push(JSON.parse(written).blocks[index]);
      writeFileSync(order, JSON.stringify(orderPage, null, 2));
      try {
        const onTwo = spawnSync(
          process.execPath,
          [builderBin, "build", "--dir", "site", "--out", "out-4", "--no-cache"],
          { cwd: work, encoding: "utf8", timeout: 600_000 },
        );
        expect(onTwo.status).toBe(1);
        expect(onTwo.stderr.trim().split("\n").at(-1)).toBe(
          '✖ build stopped: a site block failed to render. The "price-list" block is on 2 pages; the first to fail is told above. Fix it and build again.',
        );
      } finally {
        writeFileSync(order, orderWritten);
      }
    } finally {
      writeFileSync(component, source);
    }
  }, 600_000);

  it("that never finishes stops the build after --page-timeout, naming the page and the site's code on it", () => {
    const component = path.join(copy, "blocks/price-list/PriceList.tsx");
    const source = readFileSync(component, "utf8");
    // a synchronous loop: nothing inside the render thread can stop it, the build's main thread terminates it
    writeFileSync(
      component,
      source.replace(/(export default function PriceList\([^)]*\)[^{]*\{)/, '$1\n  if (title !== "never") for (;;) {}'),
    );
    try {
      const built = spawnSync(
        process.execPath,
        [builderBin, "build", "--dir", "site", "--out", "out-3", "--no-cache", "--page-timeout", "10"],
        { cwd: work, encoding: "utf8", timeout: 600_000 },
      );
      expect(built.stderr.trim().split("\n")).toEqual([
        "site/pages/menu.json: the page did not finish rendering in 10 s: a component of it may loop forever (site/blocks/price-list/PriceList.tsx is the site's own code on it)",
        "✖ build stopped: a page did not finish rendering. Fix it and build again; if it is only slow, give it longer with --page-timeout SECONDS.",
      ]);
      expect(built.status).toBe(1);
      // and leaves nothing half built, as a page that fails
      expect(existsSync(path.join(work, "out-3"))).toBe(false);
      expect(readdirSync(path.join(work, ".out-3.builds"))).toEqual([]);
    } finally {
      writeFileSync(component, source);
    }
  }, 600_000);

  it("refuses a --page-timeout that is no whole number of seconds, naming the option", () => {
    for (const value of ["0", "1.5", "ten"]) {
      const built = run("build", "--dir", copy, "--out", out, "--page-timeout", value);
      expect(built.stderr.trim()).toBe(
        `✖ --page-timeout needs a whole number of at least 1 (got "${value}") (npm run build -- --help lists the options)`,
      );
      expect(built.status).toBe(2);
    }
    const help = run("build", "--help");
    expect(help.stdout).toMatch(
      /--page-timeout SECONDS +stop when a page takes longer to render, naming it \(default 60\)/,
    );
  });

  it("has its props type generated from its schema, up to date", () => {
    const types = run("types", "--dir", site, "--check");
    expect(types.stdout).toContain("blocks/price-list/price-list.d.ts is up to date");
    expect(types.status).toBe(0);
  });
});
