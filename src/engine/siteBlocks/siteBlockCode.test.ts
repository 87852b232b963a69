import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostic.ts";
import { removeSiteCopies, siteCopy } from "../stages/testing/stageFolders.ts";
import { siteBlockCodeProblems } from "./siteBlockCode.ts";

afterAll(removeSiteCopies);

/** The code problems of a copy of the bakery whose price list has this browser script. */
async function withScript(text: string): Promise<string[]> {
  const dir = siteCopy("sites/bakery-menu");
  writeFileSync(path.join(dir, "blocks/price-list/price-list.script.ts"), text);
  return (await siteBlockCodeProblems(dir, dir)).map(formatDiagnostic);
}
const start = 'export const wakeUp = "load";\nexport default function start(element: HTMLElement) {}\n';

describe("a site block's browser script, as code", () => {
  it("takes types from config-page-builder/blocks, as the component takes its parts", async () => {
    expect(
      await withScript(`import type { BlockScript, WakeUp } from "config-page-builder/blocks";\n${start}`),
    ).toEqual([]);
    expect(await withScript(`import { type WakeUp } from "config-page-builder/blocks";\n${start}`)).toEqual([]);
  });

  it("refuses a component or helper of the builder in the browser, at the import", async () => {
    expect(await withScript(`import { itemHeading } from "config-page-builder/blocks";\n${start}`)).toEqual([
      'blocks/price-list/price-list.script.ts:1:10  a block\'s browser script takes only types from "config-page-builder/blocks": its components and helpers are for the build, not the browser. Write "import type { … }" (BlockScript, WakeUp), and do in the browser only what the script does itself.',
    ]);
  });

  it("says a script that does not compile, at its line and column", async () => {
    const [line] = await withScript(`export const wakeUp = "load";\nexport default function start( {}\n`);
    expect(line).toMatch(/^blocks\/price-list\/price-list\.script\.ts:\d+:\d+ {2}this code does not compile: /);
  });
});
