// Dev server: an invalid page or not-found config breaks only the addresses it answers for, a site block's broken
// schema only the pages that use the block; a problem in site.json or a data file breaks every page (src/engine/brokenConfigs.ts, src/render/pageForUrl.server.ts).
// The dev server itself is tests/e2e/dev-server.spec.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { brokenAddresses, brokenReach, setAsideBrokenConfigs } from "../../src/engine/brokenConfigs";
import { listConfigFiles } from "../../src/engine/configFiles";
import { resolveConfigSet } from "../../src/engine/resolve/resolveConfigSet";
import { validateConfigDir, validConfigSet } from "../../src/engine/validateConfigDir";
import { brokenConfigFor, pageForUrl } from "../../src/render/pageForUrl.server";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemas = path.join(repoRoot, "schemas");
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** tests/fixtures/base plus one case folder of tests/fixtures/invalid, and extra files, validated and split. */
function split(overlay: string | undefined, files: Record<string, string> = {}) {
  dir = mkdtempSync(path.join(os.tmpdir(), "broken-configs-"));
  cpSync(path.join(fixturesDir, "base"), dir, { recursive: true });
  if (overlay) cpSync(path.join(fixturesDir, "invalid", overlay), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  const result = validateConfigDir(dir, schemas, dir);
  expect(result.diagnostics.length).toBeGreaterThan(0);
  return setAsideBrokenConfigs(result, listConfigFiles(dir, dir));
}

describe("an invalid page config", () => {
  it("is set aside with its messages; the other pages resolve and render", () => {
    const partial = split("unknown-block-type")!;
    expect(partial.broken).toEqual([
      {
        file: "pages/index.json",
        at: { route: "/" },
        diagnostics: [expect.objectContaining({ file: "pages/index.json", line: 7, column: 15 })],
      },
    ]);
    expect(partial.set.diagnostics).toEqual([]);
    expect(partial.set.pages.map((p) => p.route).sort()).toEqual(["/pricing", "/privacy-policy"]);
    const site = resolveConfigSet(validConfigSet(partial.set)!);
    expect(brokenConfigFor(site, partial.broken, "/")).toBe(partial.broken[0]);
    expect(brokenConfigFor(site, partial.broken, "/pricing/")).toBeUndefined();
    expect(pageForUrl(site, "/pricing")?.file).toBe("pages/pricing.json");
    // an unknown address still gets the (valid) not-found page
    expect(brokenConfigFor(site, partial.broken, "/no-such-page")).toBeUndefined();
    expect(pageForUrl(site, "/no-such-page")?.status).toBe(404);
  });

  it("that is not even JSON breaks its address, not the not-found page", () => {
    const partial = split(undefined, { "pages/pricing.json": '{ "seo": ' })!;
    expect(partial.broken.map((b) => b.at)).toEqual([{ route: "/pricing" }]);
    const site = resolveConfigSet(validConfigSet(partial.set)!);
    expect(brokenConfigFor(site, partial.broken, "/pricing")?.file).toBe("pages/pricing.json");
    expect(brokenConfigFor(site, partial.broken, "/")).toBeUndefined();
  });
});

describe("an invalid not-found config", () => {
  it("breaks the unknown addresses it answers for, not the pages", () => {
    const partial = split(undefined, { "not-found/index.json": "[]" })!;
    expect(partial.broken.map((b) => [b.file, b.at])).toEqual([["not-found/index.json", { notFoundPrefix: "/" }]]);
    const site = resolveConfigSet(validConfigSet(partial.set)!);
    expect(brokenConfigFor(site, partial.broken, "/no-such-page")?.file).toBe("not-found/index.json");
    expect(brokenConfigFor(site, partial.broken, "/pricing")).toBeUndefined();
  });
});

describe("a problem in a file every page uses", () => {
  it.each([
    ["a collection's list file", "collection-list-null"],
    ["site.json", "site-json-not-an-object"],
  ])("in %s breaks every page", (_, overlay) => {
    expect(split(overlay)).toBeUndefined();
  });
});

describe("a problem in a site block's file", () => {
  /** The bakery (its block price-list is used on /menu only), with its block's schema changed, validated and split. */
  function bakery(change: (schema: string) => string, files: Record<string, string> = {}) {
    dir = mkdtempSync(path.join(os.tmpdir(), "broken-configs-"));
    cpSync(path.join(fixturesDir, "sites/bakery-menu"), dir, { recursive: true });
    const schema = path.join(dir, "blocks/price-list/price-list.schema.json");
    writeFileSync(schema, change(readFileSync(schema, "utf8")));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    const result = validateConfigDir(dir, schemas, dir);
    expect(result.diagnostics.length).toBeGreaterThan(0);
    return setAsideBrokenConfigs(result, listConfigFiles(dir, dir));
  }
  const withoutComma = (schema: string) => schema.replace(/("description": "A menu[^"]*"),/, "$1");

  it("breaks only the pages that use the block, each showing the block's message before its own", () => {
    const partial = bakery(withoutComma)!;
    expect(partial.broken.map((b) => [b.file, b.at])).toEqual([["pages/menu.json", { route: "/menu" }]]);
    expect(partial.broken[0].diagnostics.map((d) => [d.file, d.code])).toEqual([
      ["blocks/price-list/price-list.schema.json", "json-syntax"],
      ["pages/menu.json", "unusable-site-block"],
    ]);
    expect(brokenReach(partial.broken)).toBe("only /menu shows the error; other pages keep rendering with a notice");
    const site = resolveConfigSet(validConfigSet(partial.set)!);
    expect(brokenConfigFor(site, partial.broken, "/menu")).toBe(partial.broken[0]);
    expect(brokenConfigFor(site, partial.broken, "/")).toBeUndefined();
    expect(pageForUrl(site, "/order")?.file).toBe("pages/order.json");
  });

  it("used by no page, breaks none and is named", () => {
    const menu = JSON.parse(readFileSync(path.join(fixturesDir, "sites/bakery-menu/pages/menu.json"), "utf8"));
    const withoutBlock = { ...menu, blocks: menu.blocks.filter((b: { type: string }) => b.type !== "price-list") };
    const partial = bakery(withoutComma, { "pages/menu.json": JSON.stringify(withoutBlock) })!;
    expect(partial.broken.map((b) => [b.file, b.at, brokenAddresses(b)])).toEqual([
      [
        "blocks/price-list/price-list.schema.json",
        { unusedSiteBlock: "price-list" },
        'no page: none uses the block "price-list"',
      ],
    ]);
    expect(brokenReach(partial.broken)).toMatch(/^no page shows the error: no page uses that block;/);
    expect(partial.set.pages.map((p) => p.route)).toContain("/menu");
  });
});
