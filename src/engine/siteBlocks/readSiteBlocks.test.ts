import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostic.ts";
import { schemasDir } from "../projectPaths.ts";
import { removeSiteCopies, siteCopy } from "../stages/testing/stageFolders.ts";
import { schemaStore, siteSchemaStore, validateConfigDir } from "../validateConfigDir.ts";
import { componentName, readSiteBlocks } from "./readSiteBlocks.ts";

afterAll(removeSiteCopies);

const schemaPath = "blocks/price-list/price-list.schema.json";
const builtIn = () => schemaStore(schemasDir).blockTypes();
/** The CLI's lines for a copy of the bakery with its own price-list block, `change` made to the copy first. */
function lines(change: (dir: string) => void = () => {}): string[] {
  const dir = siteCopy("sites/bakery-menu");
  change(dir);
  return validateConfigDir(dir, schemasDir, dir).diagnostics.map(formatDiagnostic);
}
const edit = (dir: string, inside: string, from: string | RegExp, to: string) => {
  const file = path.join(dir, inside);
  const text = readFileSync(file, "utf8");
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${inside}: nothing to replace`);
  writeFileSync(file, changed);
};

describe("a site's own blocks (blocks/<type>/)", () => {
  it("finds the block, its schema and its component", () => {
    const dir = siteCopy("sites/bakery-menu");
    const found = readSiteBlocks(dir, builtIn(), dir);
    expect(found.problems).toEqual([]);
    expect(found.blocks.map((b) => [b.type, path.basename(b.componentFile), b.schemaDisplay])).toEqual([
      ["price-list", "PriceList.tsx", schemaPath],
    ]);
    expect(found.hash).toMatch(/^[0-9a-f]{32}$/);
    // without a script, static: nothing for the browser
    expect(found.blocks[0].script).toBeUndefined();
  });

  it("finds a block's browser script and when it starts; a wrong one is said and leaves the block out", () => {
    const script = "blocks/price-list/price-list.script.ts";
    const withScript = (wakeUp: string) => (dir: string) =>
      writeFileSync(path.join(dir, script), `export const wakeUp = "${wakeUp}";\nexport default function start() {}\n`);
    const dir = siteCopy("sites/bakery-menu");
    withScript("visible")(dir);
    const found = readSiteBlocks(dir, builtIn(), dir);
    expect(found.problems).toEqual([]);
    expect(found.blocks[0].script).toEqual({ kind: "script", file: path.join(dir, script), wakeUp: "visible" });
    expect(lines(withScript("visible"))).toEqual([]);
    const [problem, unknown] = lines(withScript("onload"));
    expect(problem).toMatch(/^blocks\/price-list\/price-list\.script\.ts:1:23 {2}wakeUp: "onload" is not a moment/);
    // the page's block is told where the block's problem is, not that its type is unknown
    expect(unknown).toBe(
      `pages/menu.json:10:15  blocks[1].type: the site's block "price-list" has a problem of its own (see ${script}), so this block cannot be checked or shown. Fix that file; the block is checked again then.`,
    );
  });

  it("validates the site's pages against built-in ∪ site blocks", () => {
    expect(lines()).toEqual([]);
    expect(lines((dir) => edit(dir, "pages/menu.json", '"price": 8 }', '"price": "8" }'))).toEqual([
      'pages/menu.json:19:44  blocks[1].sections[0].items[1].price: expected a number but found text ("8"). Remove the quotes.',
    ]);
    expect(
      lines((dir) => edit(dir, "pages/menu.json", '"marks": ["vegan"]', '"marks": ["vegan"], "calories": 300')),
    ).toEqual([
      'pages/menu.json:18:132  blocks[1].sections[0].items[0].calories: unknown field "calories". It is not allowed here. Allowed fields: name, description, price, marks.',
    ]);
  });

  it("says did-you-mean over built-in and site block types", () => {
    const [line] = lines((dir) => edit(dir, "pages/menu.json", '"type": "price-list"', '"type": "price-lst"'));
    expect(line).toMatch(
      /^pages\/menu\.json:10:15 {2}blocks\[1\]\.type: unknown block type "price-lst"\. Did you mean "price-list"\?/,
    );
    expect(line).toContain("press-list, price-list, section, stats");
  });

  it("leaves a site without blocks/ with the builder's own schemas, as before", () => {
    const dir = siteCopy("sites/bakery");
    expect(siteSchemaStore(dir, schemasDir, dir)).toEqual({
      store: schemaStore(schemasDir),
      problems: [],
      warnings: [],
    });
    expect(readSiteBlocks(dir, builtIn(), dir)).toEqual({
      blocks: [],
      problems: [],
      refused: [],
      schemas: [],
      hash: "",
    });
    // its pages do not know the other site's block
    expect(schemaStore(schemasDir).blockTypes()).not.toContain("price-list");
  });

  it("says where a schema's type differs from its folder's name", () => {
    expect(lines((dir) => edit(dir, schemaPath, '"const": "price-list"', '"const": "pricelist"'))).toEqual([
      `${schemaPath}:9:24  properties.type.const: the type "pricelist" differs from its folder's name, blocks/price-list/. Did you mean "price-list"? A block's type is its folder's name: write "price-list" here, or rename the folder and the schema file to "pricelist".`,
      `pages/menu.json:10:15  blocks[1].type: the site's block "price-list" has a problem of its own (see ${schemaPath}), so this block cannot be checked or shown. Fix that file; the block is checked again then.`,
    ]);
  });

  it("refuses a type of the builder's, saying which and how to rename", () => {
    const problems = lines((dir) => {
      renameSync(path.join(dir, "blocks/price-list"), path.join(dir, "blocks/faq"));
      renameSync(path.join(dir, "blocks/faq/price-list.schema.json"), path.join(dir, "blocks/faq/faq.schema.json"));
      edit(dir, "blocks/faq/faq.schema.json", '"const": "price-list"', '"const": "faq"');
    });
    expect(problems[0]).toBe(
      `blocks/faq/faq.schema.json:9:24  properties.type.const: "faq" is already a block type of the builder, so the site's block cannot take that name. Rename the folder, the schema file and the "type" const to a name of the site's own, such as "site-faq" or "faq-list".`,
    );
  });

  it("says a schema without a component, and a component without a default export", () => {
    expect(lines((dir) => rmSync(path.join(dir, "blocks/price-list/PriceList.tsx")))[0]).toBe(
      `${schemaPath}:1:1  (file) the block "price-list" has no component: it is drawn by a React component in blocks/price-list/PriceList.tsx. Add blocks/price-list/PriceList.tsx with a default export: export default function PriceList(block: PriceListBlock) { … } (see docs/site-blocks.md).`,
    );
    expect(
      lines((dir) => edit(dir, "blocks/price-list/PriceList.tsx", "export default function", "export function"))[0],
    ).toBe(
      'blocks/price-list/PriceList.tsx:1:1  (file) this component has no default export, so the builder cannot find what draws the block "price-list". Export the component as the file\'s default: export default function PriceList(…) { … }.',
    );
  });

  it("says a schema that is no JSON Schema, or not JSON", () => {
    expect(lines((dir) => edit(dir, schemaPath, '"minItems": 1,', '"minItems": "one",'))[0]).toBe(
      `${schemaPath}:20:19  properties.sections.minItems: minItems must be a whole number, not text ("one"). Write a whole number without quotes, for example "minItems": 1.`,
    );
    expect(lines((dir) => edit(dir, schemaPath, '"sections"]', '"sections"],]'))[0]).toMatch(
      /^blocks\/price-list\/price-list\.schema\.json:7:\d+ {2}invalid JSON/,
    );
  });

  it("names a component after its type", () => {
    expect(componentName("price-list")).toBe("PriceList");
    expect(componentName("faq2")).toBe("Faq2");
  });
});

describe("a site's own page schema (blocks/.schemas/, written by types --dir)", () => {
  it('may be a page\'s "$schema" when it exists, and is refused where it does not', () => {
    expect(lines()).toEqual([]); // pages/menu.json names ../blocks/.schemas/page.schema.json
    expect(lines((dir) => rmSync(path.join(dir, "blocks/.schemas"), { recursive: true }))).toEqual([
      'pages/menu.json:2:14  $schema: should be "../../schemas/page.schema.json" for a file in this place, so your editor uses the right schema.',
    ]);
  });

  it("knows the site's blocks beside the builder's, and its shapes are the builder's", () => {
    const dir = siteCopy("sites/bakery-menu");
    const union = JSON.parse(readFileSync(path.join(dir, "blocks/.schemas/block.schema.json"), "utf8"));
    expect(union.properties.type.enum).toContain("price-list");
    expect(union.properties.type.enum).toContain("hero");
    expect(union.allOf.at(-1).then.$ref).toBe("../price-list/price-list.schema.json");
    expect(union.allOf[0].then.$ref).toBe("../../../schemas/blocks/addon-grid.schema.json");
  });
});

describe("a link in blocks/ that leads to no file", () => {
  it("is said at the link, as a block folder or as a block's file (a link to itself too), where reading blocks/ threw", () => {
    expect(
      lines((dir) => {
        symlinkSync(path.join(dir, "moved-away"), path.join(dir, "blocks/old-block"));
        symlinkSync("Gone.tsx", path.join(dir, "blocks/price-list/Helper.tsx"));
        symlinkSync("Loop.tsx", path.join(dir, "blocks/price-list/Loop.tsx"));
      }),
    ).toEqual([
      expect.stringMatching(
        /^blocks\/old-block:1:1 {2}\(file\) this is a link that leads to no file \(.*moved-away\), so the builder cannot read it\. Point the link at an existing file, or delete it\.$/,
      ),
      "blocks/price-list/Helper.tsx:1:1  (file) this is a link that leads to no file (Gone.tsx), so the builder cannot read it. Point the link at an existing file, or delete it.",
      "blocks/price-list/Loop.tsx:1:1  (file) this is a link that leads to no file (Loop.tsx), so the builder cannot read it. Point the link at an existing file, or delete it.",
    ]);
  });

  it("leaves a link to a block's file read as the file", () => {
    expect(
      lines((dir) => {
        renameSync(path.join(dir, "blocks/price-list/PriceList.tsx"), path.join(dir, "PriceList.tsx"));
        symlinkSync(path.join(dir, "PriceList.tsx"), path.join(dir, "blocks/price-list/PriceList.tsx"));
      }),
    ).toEqual([]);
  });
});

describe('a page or section showing a site block while its "$schema" names the builder\'s', () => {
  const warnings = (change: (dir: string) => void) => {
    const dir = siteCopy("sites/bakery-menu");
    change(dir);
    const set = validateConfigDir(dir, schemasDir, dir);
    return { problems: set.diagnostics.map(formatDiagnostic), warnings: set.warnings.map(formatDiagnostic) };
  };
  const writeTeaser = (dir: string, $schema: string) => {
    mkdirSync(path.join(dir, "sections"), { recursive: true });
    writeFileSync(path.join(dir, "sections/menu-teaser.json"), teaser($schema));
  };
  const teaser = ($schema: string) =>
    JSON.stringify(
      {
        $schema,
        blocks: [
          {
            type: "columns",
            columns: [
              { blocks: [{ type: "markdown", text: "Baked this morning." }] },
              {
                blocks: [
                  { type: "price-list", sections: [{ title: "Breads", items: [{ name: "Dark Rye", price: 8 }] }] },
                ],
              },
            ],
          },
        ],
      },
      null,
      2,
    );

  it("is warned at its $schema, naming the block and the line to write; valid all the same", () => {
    const found = warnings((dir) => {
      edit(dir, "pages/menu.json", "../blocks/.schemas/page.schema.json", "../../schemas/page.schema.json");
      writeTeaser(dir, "../../schemas/section.schema.json");
    });
    expect(found.problems).toEqual([]);
    expect(found.warnings).toEqual([
      'pages/menu.json:2:14  $schema: the builder\'s page schema does not know the site\'s own blocks, so VS Code marks "price-list" (blocks[1]) as an unknown block type. Write "$schema": "../blocks/.schemas/page.schema.json", the page schema `npm run types -- --dir <site folder>` writes for this site.',
      'sections/menu-teaser.json:2:14  $schema: the builder\'s section schema does not know the site\'s own blocks, so VS Code marks "price-list" (blocks[0].columns[1].blocks[0]) as an unknown block type. Write "$schema": "../blocks/.schemas/section.schema.json", the section schema `npm run types -- --dir <site folder>` writes for this site.',
    ]);
  });

  it("says to write the site's schemas first where they are not written yet", () => {
    const found = warnings((dir) => {
      rmSync(path.join(dir, "blocks/.schemas"), { recursive: true });
      edit(dir, "pages/menu.json", "../blocks/.schemas/page.schema.json", "../../schemas/page.schema.json");
    });
    expect(found.warnings).toEqual([
      expect.stringContaining(
        'Run `npm run types -- --dir <site folder>`, which writes the site\'s own schemas into blocks/.schemas/, then write "$schema": "../blocks/.schemas/page.schema.json".',
      ),
    ]);
  });

  it("takes the site's own section schema in a section file, and warns of nothing where no site block is shown", () => {
    const found = warnings((dir) => writeTeaser(dir, "../blocks/.schemas/section.schema.json"));
    expect(found).toEqual({ problems: [], warnings: [] });
    // the builder's pages of the site (index.json, order.json) name the builder's schema and show none of its blocks
    expect(warnings(() => {}).warnings).toEqual([]);
  });

  it("names the site's own schema where a page showing a site block names another", () => {
    expect(
      lines((dir) =>
        edit(dir, "pages/menu.json", "../blocks/.schemas/page.schema.json", "../../schemas/site.schema.json"),
      ),
    ).toEqual([
      'pages/menu.json:2:14  $schema: "../../schemas/site.schema.json" points at a file that does not exist, so your editor checks nothing here. Write "$schema": "../blocks/.schemas/page.schema.json".',
    ]);
  });
});
