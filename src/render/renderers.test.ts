// A block whose code cannot be loaded (a site block's component that does not compile, as the dev server's loader
// reports it) fails alone: the other renderers load, and it is told at its file, line and column from the folder
// the command was started in, in plain words (the bakery's price list, with a closing tag deleted).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerSiteBlocks } from "../blocks/siteBlocks";
import { formatDiagnostic } from "../engine/diagnostic";
import { repoRoot } from "../engine/projectPaths";
import { siteBlockCodeProblems } from "../engine/siteBlocks/siteBlockCode";
import { blockCodeProblems, loadFailureProblems } from "./blockCodeProblems.server";
import { BlockCodeFailure, loadAllRenderers, rendererOf } from "./renderers";

// the site's blocks alone: the builder's own renderers load as before, and take seconds
vi.mock("../blocks/registry", async () => {
  const site = await import("../blocks/siteBlocks");
  return { allBlockTypes: site.siteBlockTypes, definitionOf: site.siteBlockDefinitionOf };
});

const started = mkdtempSync(path.join(os.tmpdir(), "renderers-"));
const site = path.join(started, "bakery");
const component = path.join(site, "blocks/price-list/PriceList.tsx");
const OpeningHours = () => null;

beforeAll(() => {
  cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery-menu"), site, { recursive: true });
  // the `</Box>` closing a section: line 42
  const lines = readFileSync(component, "utf8").split("\n");
  expect(lines[41].trim()).toBe("</Box>");
  writeFileSync(component, [...lines.slice(0, 41), ...lines.slice(42)].join("\n"));
  registerSiteBlocks({
    "opening-hours": { render: async () => ({ default: OpeningHours }), file: "blocks/opening-hours/OpeningHours.tsx" },
    // what Vite's loader throws for it (its compiler's error: colour codes, a path from the builder's folder)
    "price-list": {
      render: async () => {
        const { transformWithOxc } = await import("vite");
        await transformWithOxc(readFileSync(component, "utf8"), component, { lang: "tsx" });
        throw new Error("the broken component compiled");
      },
      file: "blocks/price-list/PriceList.tsx",
    },
  });
});
afterAll(() => {
  registerSiteBlocks({});
  rmSync(started, { recursive: true, force: true });
});

describe("a block whose code cannot be loaded", () => {
  it("fails alone: the other renderers load, and it throws where a page uses it", async () => {
    const failures = await loadAllRenderers();
    expect(failures.map((f) => f.type)).toEqual(["price-list"]);
    expect(rendererOf("opening-hours")).toBe(OpeningHours);
    expect(() => rendererOf("price-list")).toThrow(BlockCodeFailure);
  });

  it("is told at its file, line and column from the working folder, in plain words", async () => {
    const [failure] = await loadAllRenderers();
    const lines = loadFailureProblems(failure, { configDir: site, cwd: started }).map(formatDiagnostic);
    expect(lines).toEqual([
      expect.stringMatching(
        /^bakery\/blocks\/price-list\/PriceList\.tsx:42:11 {2}this code does not compile: Unexpected token\./,
      ),
    ]);
    expect(lines.join("\n")).not.toMatch(/\x1b|\.\.\/|Transform failed|PARSE_ERROR|\n/);
  });

  it("says what `build` says of a site block's code", async () => {
    const [failure] = await loadAllRenderers();
    const said = (await blockCodeProblems(failure, { configDir: site, cwd: started })).map(formatDiagnostic);
    expect(said).toEqual((await siteBlockCodeProblems(site, started)).map(formatDiagnostic));
    expect(said).toEqual([
      expect.stringMatching(/^bakery\/blocks\/price-list\/PriceList\.tsx:42:11 {2}this code does not compile: /),
    ]);
  });
});
