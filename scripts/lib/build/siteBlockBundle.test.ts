import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../src/engine/projectPaths";
import { sharedModuleNames, sharedModulesKey } from "../../../src/blocks/sharedModules";
import { bundleSiteBlocks } from "./siteBlockBundle";

const fixture = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
let scratch: string;
let site: string;

/** A tree as the fake jsx() of the table below makes it: what the component rendered, with which modules. */
type Made = { type: unknown; props: Record<string, unknown> };

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "site-block-bundle-"));
  site = path.join(scratch, "site");
  cpSync(fixture, site, { recursive: true });
  // a file of its own beside the component, imported by a relative path: compiled into the bundle
  const component = path.join(site, "blocks/price-list/PriceList.tsx");
  writeFileSync(path.join(site, "blocks/price-list/marks.ts"), 'export const dot = " · ";\n');
  const text = readFileSync(component, "utf8");
  writeFileSync(component, `import { dot } from "./marks";\n${text.replace('.join(" · ")', ".join(dot)")}`);
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(sharedModulesKey)];
});

describe("a site's blocks bundled apart from the builder's code", () => {
  it("read React, Chakra and the kit from the builder's table, and compile their own files in", async () => {
    const file = await bundleSiteBlocks(site, path.join(scratch, "with-table"));
    const code = readFileSync(file, "utf8");
    expect(code).toContain('" · "');
    // neither React's nor Chakra's own code: theirs is the builder's
    expect(code).not.toMatch(/createSystem|__CLIENT_INTERNALS|react\.production/);
    const tag = (name: string) => `<${name}>`;
    const table: Record<string, object> = {
      react: { __esModule: true },
      "react/jsx-runtime": {
        __esModule: true,
        jsx: (type: unknown, props: Record<string, unknown>): Made => ({ type, props }),
        jsxs: (type: unknown, props: Record<string, unknown>): Made => ({ type, props }),
      },
      "@chakra-ui/react": {
        __esModule: true,
        Box: tag("Box"),
        Flex: tag("Flex"),
        Heading: tag("Heading"),
        Stack: tag("Stack"),
        Text: tag("Text"),
      },
      "config-page-builder/blocks": {
        __esModule: true,
        Section: tag("Section"),
        itemHeading: () => "h3",
        usePageFormats: () => ({ currency: (value: number) => `${value} in the page's language` }),
      },
    };
    for (const name of sharedModuleNames) table[name] ??= { __esModule: true };
    (globalThis as Record<symbol, unknown>)[Symbol.for(sharedModulesKey)] = table;
    const { siteBlocks } = (await import(pathToFileURL(file).href)) as {
      siteBlocks: Record<string, { render: () => Promise<{ default: (props: object) => Made }>; file: string }>;
    };
    expect(Object.keys(siteBlocks)).toEqual(["price-list"]);
    expect(siteBlocks["price-list"].file).toBe("blocks/price-list/PriceList.tsx");
    const PriceList = (await siteBlocks["price-list"].render()).default;
    const made = PriceList({
      title: "Breads",
      sections: [{ title: "Today", items: [{ name: "Rye", price: 8, marks: ["vegan", "vegetarian"] }] }],
    });
    expect(made.type).toBe("<Section>");
    const shown = JSON.stringify(made);
    expect(shown).toContain("8 in the page's language");
    expect(shown).toContain("Vegan · Vegetarian");
  });

  it("says so when loaded without the table (outside a render thread)", async () => {
    const file = await bundleSiteBlocks(site, path.join(scratch, "without-table"));
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(sharedModulesKey)];
    const { siteBlocks } = (await import(pathToFileURL(file).href)) as {
      siteBlocks: Record<string, { render: () => Promise<unknown> }>;
    };
    await expect(siteBlocks["price-list"].render()).rejects.toThrow(
      /site's block bundle was loaded without the builder's "(@chakra-ui\/react|config-page-builder\/blocks|react\/jsx-runtime)"/,
    );
  });

  it("refuses a part of Chakra imported by its own name, which would be a second Chakra without the site's theme", async () => {
    const parted = path.join(scratch, "parted");
    cpSync(site, parted, { recursive: true });
    const component = path.join(parted, "blocks/price-list/PriceList.tsx");
    writeFileSync(
      component,
      `import { Box as Boxed } from "@chakra-ui/react/box";\nexport const boxed = Boxed;\n${readFileSync(component, "utf8")}`,
    );
    await expect(bundleSiteBlocks(parted, path.join(scratch, "parted-out"))).rejects.toThrow(
      /PriceList\.tsx imports "@chakra-ui\/react\/box": import "@chakra-ui\/react" itself/,
    );
  });

  it("says where a component's code cannot be bundled", async () => {
    const broken = path.join(scratch, "broken");
    cpSync(site, broken, { recursive: true });
    writeFileSync(path.join(broken, "blocks/price-list/marks.ts"), 'export { dot } from "./nowhere";\n');
    await expect(bundleSiteBlocks(broken, path.join(scratch, "broken-out"))).rejects.toThrow(
      /^the site's blocks could not be bundled: .*nowhere/s,
    );
  });
});
