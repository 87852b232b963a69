import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { siteCodeHash } from "./codeHash";
import { siteBlockHashes } from "./siteBlockHashes";

const work = mkdtempSync(path.join(os.tmpdir(), "site-block-hashes-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let site = "";
beforeEach(() => {
  site = mkdtempSync(path.join(work, "site-"));
});
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
/** Two site blocks, "menu" and "timeline", each a schema and a component. */
function twoBlocks(menuCode = 'export default function Menu() { return "menu"; }') {
  write("blocks/menu/menu.schema.json", '{ "description": "A menu." }');
  write("blocks/menu/Menu.tsx", menuCode);
  write("blocks/timeline/timeline.schema.json", '{ "description": "A timeline." }');
  write("blocks/timeline/Timeline.tsx", 'export default function Timeline() { return "timeline"; }');
}
/** Which types' hashes (and whether the bundle's) differ after `change`. */
function changedBy(change: () => void): string[] {
  const before = siteBlockHashes(site);
  change();
  const after = siteBlockHashes(site);
  const types = [...new Set([...before.byType.keys(), ...after.byType.keys()])].sort();
  return [
    ...types.filter((t) => before.byType.get(t) !== after.byType.get(t)),
    ...(before.all !== after.all ? ["(bundle)"] : []),
  ];
}

describe("site block hashes", () => {
  it("are none for a site without blocks/, whose code hash is the builder's", () => {
    const none = siteBlockHashes(site);
    expect(none).toEqual({ all: "", byType: new Map() });
    expect(siteCodeHash("builder", none)).toBe("builder");
  });

  it("give each type its own hash, and a site with blocks a code hash of its own", () => {
    twoBlocks();
    const hashes = siteBlockHashes(site);
    expect([...hashes.byType.keys()]).toEqual(["menu", "timeline"]);
    expect(hashes.byType.get("menu")).not.toBe(hashes.byType.get("timeline"));
    expect(siteCodeHash("builder", hashes)).not.toBe("builder");
  });

  it("change for one type when its browser script is added or changes, and for no other", () => {
    twoBlocks();
    const script = (wakeUp: string) => `export const wakeUp = "${wakeUp}";\nexport default function start() {}\n`;
    expect(changedBy(() => write("blocks/menu/menu.script.ts", script("visible")))).toEqual(["menu", "(bundle)"]);
    expect(changedBy(() => write("blocks/menu/menu.script.ts", script("load")))).toEqual(["menu", "(bundle)"]);
    // what the script imports by a relative path counts for its type too
    write("blocks/menu/menu.script.ts", `import { step } from "../../lib/step";\n${script("load")}`);
    write("lib/step.ts", "export const step = 1;");
    expect(changedBy(() => write("lib/step.ts", "export const step = 2;"))).toEqual(["menu", "(bundle)"]);
  });

  it("change for one type when its component, its schema or a file of its sub-folder changes", () => {
    twoBlocks();
    expect(changedBy(() => write("blocks/menu/Menu.tsx", "export default () => 'a menu';"))).toEqual([
      "menu",
      "(bundle)",
    ]);
    expect(changedBy(() => write("blocks/menu/menu.schema.json", '{ "description": "Our menu." }'))).toEqual([
      "menu",
      "(bundle)",
    ]);
    expect(changedBy(() => write("blocks/timeline/parts/Dot.tsx", "export const Dot = 1;"))).toEqual([
      "timeline",
      "(bundle)",
    ]);
  });

  it("count a file of blocks/ outside a type folder for every type", () => {
    twoBlocks();
    expect(changedBy(() => write("blocks/shared/format.ts", "export const f = 1;"))).toEqual([
      "menu",
      "timeline",
      "(bundle)",
    ]);
    expect(changedBy(() => write("blocks/.prices.ts", "export const p = 1;"))).toEqual([
      "menu",
      "timeline",
      "(bundle)",
    ]);
  });

  it("follow what a component imports by relative path: another type's file, a file beside blocks/", () => {
    twoBlocks(
      'import { dot } from "../timeline/parts/dot";\nimport { money } from "../../lib/money.ts";\nexport default () => dot + money;',
    );
    write("blocks/timeline/parts/dot.ts", 'export { sign } from "./sign";\nexport const dot = "·";');
    write("blocks/timeline/parts/sign.ts", 'export const sign = "+";');
    write("lib/money.ts", 'export const money = "$";');
    // followed from file to file: the timeline's file the menu imports imports another
    expect(changedBy(() => write("blocks/timeline/parts/sign.ts", 'export const sign = "-";'))).toEqual([
      "menu",
      "timeline",
      "(bundle)",
    ]);
    expect(changedBy(() => write("lib/money.ts", 'export const money = "€";'))).toEqual(["menu", "(bundle)"]);
    // a file of the site that no block imports is not the blocks' code
    expect(changedBy(() => write("lib/other.ts", "export const o = 1;"))).toEqual([]);
  });

  it("count all of blocks/ for a type whose imports are unclear", () => {
    twoBlocks('export default async () => (await import(`./parts/${"x"}.ts`)).x;');
    const hashes = siteBlockHashes(site);
    expect(hashes.byType.get("menu")).toBe(hashes.all);
    expect(changedBy(() => write("blocks/timeline/Timeline.tsx", "export default () => 'when';"))).toEqual([
      "menu",
      "timeline",
      "(bundle)",
    ]);
    // a relative import naming no file is unclear too
    twoBlocks('import x from "./missing";\nexport default () => x;');
    expect(siteBlockHashes(site).byType.get("menu")).toBe(siteBlockHashes(site).all);
  });

  it("leave packages and the builder's kit to the builder's hash", () => {
    twoBlocks(
      'import { Section } from "config-page-builder/blocks";\nimport { Box } from "@chakra-ui/react";\nexport default () => [Section, Box];',
    );
    const hashes = siteBlockHashes(site);
    expect(hashes.byType.get("menu")).not.toBe(hashes.all);
  });

  it("change for the types importing a package the site installed when its lockfile changes, for no other", () => {
    twoBlocks();
    write(
      "blocks/timeline/Timeline.tsx",
      'import { format } from "date-fns/format";\nexport default () => format(0, "y");',
    );
    write("package-lock.json", '{ "packages": { "node_modules/date-fns": { "version": "4.1.0" } } }');
    const lock = (version: string) => () =>
      write("package-lock.json", `{ "packages": { "node_modules/date-fns": { "version": "${version}" } } }`);
    expect(changedBy(lock("4.2.0"))).toEqual(["timeline", "(bundle)"]);
    expect(changedBy(lock("4.2.0"))).toEqual([]);
  });

  it("change, without a lockfile, when the installed package's package.json does", () => {
    twoBlocks();
    write("blocks/menu/Menu.tsx", 'import slugify from "@sindresorhus/slugify";\nexport default () => slugify("a b");');
    const installed = (version: string) => () =>
      write("node_modules/@sindresorhus/slugify/package.json", `{ "version": "${version}" }`);
    installed("2.2.1")();
    expect(changedBy(installed("3.0.0"))).toEqual(["menu", "(bundle)"]);
  });

  it("stay the same when only the builder's package or its dependencies are imported and the lockfile changes", () => {
    twoBlocks(
      'import { Island } from "config-page-builder/blocks";\nimport { useState } from "react";\nexport default () => null;',
    );
    write("package-lock.json", "{}");
    expect(changedBy(() => write("package-lock.json", '{ "lockfileVersion": 3 }'))).toEqual([]);
  });
});
