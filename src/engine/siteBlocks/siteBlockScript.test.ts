import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, expectTypeOf, it } from "vitest";
import type { WakeUp } from "../../blocks/blockDefinition";
import { formatDiagnostic } from "../diagnostic.ts";
import { readSiteBlockScript, wakeUps } from "./siteBlockScript.ts";

const work = mkdtempSync(path.join(os.tmpdir(), "site-block-script-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder blocks/menu/ holding these files; what readSiteBlockScript makes of it, its problems as the CLI's lines. */
function read(files: Record<string, string>) {
  const folder = mkdtempSync(path.join(work, "menu-"));
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const found = readSiteBlockScript(folder, "menu", readdirSync(folder).sort(), (file) =>
    path.join("blocks/menu", path.basename(file)),
  );
  return { script: found.script, lines: found.problems.map(formatDiagnostic) };
}
const component = { "Menu.tsx": "export default function Menu() { return null; }" };
const script = (wakeUp: string, rest = "export default function start(element: HTMLElement) {}\n") =>
  `import type { WakeUp } from "config-page-builder/blocks";\nexport const wakeUp: WakeUp = ${wakeUp};\n${rest}`;

describe("a site block's browser script (blocks/<type>/<type>.script.ts)", () => {
  it("is none for a block without one: static, no problem", () => {
    expect(read(component)).toEqual({ script: undefined, lines: [] });
  });

  it("is found with the moment it declares, for each of the builder's moments", () => {
    for (const wakeUp of wakeUps) {
      const found = read({ ...component, "menu.script.ts": script(`"${wakeUp}"`) });
      expect(found.lines).toEqual([]);
      expect(found.script?.wakeUp).toBe(wakeUp);
      expect(path.basename(found.script!.file)).toBe("menu.script.ts");
    }
    // written without a type, in single quotes, or with `as const`, it is read the same
    expect(
      read({ "menu.script.ts": "export const wakeUp = 'idle' as const;\nexport default () => {};" }).script?.wakeUp,
    ).toBe("idle");
  });

  it("knows the builder's moments exactly", () => {
    expectTypeOf<(typeof wakeUps)[number]>().toEqualTypeOf<WakeUp>();
  });

  it("says a script that does not say when it starts, at its file", () => {
    expect(read({ "menu.script.ts": "export default function start() {}\n" }).lines).toEqual([
      'blocks/menu/menu.script.ts:1:1  (file) this script does not say when it starts, so the builder cannot tell when to run it. Add a line such as: export const wakeUp = "visible"; (one of "load", "idle", "visible", "interaction": see docs/site-blocks.md).',
    ]);
  });

  it("says an unknown moment at its value, with the nearest one", () => {
    expect(read({ "menu.script.ts": script('"visibel"') }).lines).toEqual([
      'blocks/menu/menu.script.ts:2:31  wakeUp: "visibel" is not a moment the builder knows. Did you mean "visible"? Write one of: "load" (as the page loads), "idle" (once the browser is idle), "visible" (when scrolled near), "interaction" (at the first focus, tap or key inside the block).',
    ]);
  });

  it("says a moment that is not written as a plain word, which the build could not read", () => {
    const [line] = read({ "menu.script.ts": script("moments.visible") }).lines;
    expect(line).toMatch(
      /^blocks\/menu\/menu\.script\.ts:2:31 {2}wakeUp: the builder reads this value without running/,
    );
  });

  it("says a script without a default export", () => {
    expect(read({ "menu.script.ts": script('"load"', "export function start() {}\n") }).lines).toEqual([
      'blocks/menu/menu.script.ts:1:1  (file) this script has no default export, so the builder has nothing to run for the block "menu". Export the function that brings the block to life: export default function start(element: HTMLElement) { … }.',
    ]);
  });

  it("finds an island (blocks/<type>/<type>.island.tsx) the same way, and refuses a script beside it", () => {
    const island = 'export const wakeUp = "interaction";\nexport default function Counter() { return null; }\n';
    const found = read({ ...component, "menu.island.tsx": island });
    expect(found.lines).toEqual([]);
    expect(found.script).toMatchObject({ kind: "island", wakeUp: "interaction" });
    expect(read({ "menu.island.tsx": island, "menu.script.ts": script('"load"') }).lines).toEqual([
      'blocks/menu/menu.island.tsx:1:1  (file) the block "menu" has both a script and an island, so which one brings it to life is unclear. Keep one: menu.script.ts (plain DOM code) or menu.island.tsx (a React component hydrated in the browser).',
    ]);
    expect(read({ "menu.island.tsx": "export default function Counter() { return null; }\n" }).lines[0]).toMatch(
      /^blocks\/menu\/menu\.island\.tsx:1:1 {2}\(file\) this island does not say when it starts/,
    );
    expect(read({ "Counter.island.tsx": island }).lines[0]).toMatch(
      /^blocks\/menu\/Counter\.island\.tsx:1:1 {2}\(file\) a block's browser island is named after its folder/,
    );
  });

  it("says a wakeUp written in the component, where it starts nothing", () => {
    expect(read({ "Menu.tsx": `${component["Menu.tsx"]}\nexport const wakeUp = "load";\n` }).lines).toEqual([
      "blocks/menu/Menu.tsx:2:1  wakeUp: this file is not the block's browser script, so nothing starts: the builder runs blocks/menu/menu.script.ts only. Move the code that runs in the browser, with its wakeUp, into blocks/menu/menu.script.ts (its default export gets the block's element).",
    ]);
  });

  it("says a script named otherwise than its folder, which would never run", () => {
    expect(read({ ...component, "countUp.script.ts": script('"load"') }).lines).toEqual([
      "blocks/menu/countUp.script.ts:1:1  (file) a block's browser script is named after its folder, so this one is not run: the builder looks for blocks/menu/menu.script.ts. Rename it to \"blocks/menu/menu.script.ts\" (a TypeScript file; its default export gets the block's element).",
    ]);
    // a helper of the script, or its test, is no script of its own
    expect(read({ "menu.script.ts": script('"load"'), "format.ts": "", "menu.script.test.ts": "" }).lines).toEqual([]);
  });
});
