import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Block types as the generated TypeScript knows them (the `blockTypes` list in config-types.ts). */
function generatedBlockTypes(): string[] {
  const source = readFileSync(path.join(repoRoot, "src/generated/config-types.ts"), "utf8");
  const list = /export const blockTypes = (\[.*\]) as const/.exec(source)?.[1];
  if (!list) throw new Error("src/generated/config-types.ts has no blockTypes list");
  return JSON.parse(list) as string[];
}

const header = `import { lazy } from "react";
import type { BlockOf, BlockType } from "../../../src/generated/config-types";
import type { BlockRegistry } from "../../../src/blocks/registry";

/** A renderer whose props are exactly the generated type of its block. */
function renderer<T extends BlockType>() {
  return Object.assign(lazy(async () => ({ default: (_props: BlockOf<T>) => null })), { preload: async () => undefined });
}
`;

/** A module exporting a registry literal with the given entries, checked against BlockRegistry like the real one. */
function registryFile(entries: (types: string[]) => string[]): string {
  const lines = entries(generatedBlockTypes());
  return `${header}\nexport const registry = {\n${lines.map((l) => `  ${l},`).join("\n")}\n} satisfies BlockRegistry;\n`;
}

const entry = (type: string) => `${JSON.stringify(type)}: renderer<${JSON.stringify(type)}>()`;

/**
 * Small registries checked by tsc, in a gitignored folder inside the repo (tests/.tmp/) so imports and
 * node_modules types resolve as for the real code. One tsc run checks all three files; each test looks at
 * the errors of its own file (the real renderers are type-checked too, but their errors are not this test's).
 */
const files: Record<string, string> = {
  "complete.ts": registryFile((types) => types.map(entry)),
  "missing-hero.ts": registryFile((types) => types.filter((t) => t !== "hero").map(entry)),
  "wrong-props.ts": registryFile((types) => [
    ...types.filter((t) => t !== "hero").map(entry),
    `hero: Object.assign(lazy(async () => ({ default: (_props: BlockOf<"hero"> & { tagline: string }) => null })), { preload: async () => undefined })`,
  ]),
};

let errors: Record<string, string[]> = {};
let dir = "";

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  mkdirSync(path.join(repoRoot, "tests/.tmp"), { recursive: true });
  dir = mkdtempSync(path.join(repoRoot, "tests/.tmp/registry-"));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({ extends: "../../../tsconfig.json", include: [], files: Object.keys(files), compilerOptions: { skipLibCheck: true } }),
  );
  const run = spawnSync(path.join(repoRoot, "node_modules/.bin/tsc"), ["-p", path.join(dir, "tsconfig.json"), "--noEmit", "--pretty", "false"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  const prefix = path.relative(repoRoot, dir).split(path.sep).join("/") + "/";
  errors = Object.fromEntries(
    Object.keys(files).map((name) => [
      name,
      run.stdout
        .split("\n")
        .filter((line) => line.startsWith(prefix + name + "("))
        .map((line) => /error (TS\d+)/.exec(line)?.[1] ?? line),
    ]),
  );
}, 120_000);

describe("BlockRegistry type", () => {
  it("accepts a registry with a renderer of the right props for every block type", () => {
    expect(errors["complete.ts"]).toEqual([]);
  });

  it("rejects a registry without a renderer for one block type", () => {
    expect(errors["missing-hero.ts"]).toEqual(["TS1360"]);
  });

  it("rejects a renderer whose props do not match its block's schema", () => {
    expect(errors["wrong-props.ts"]).toEqual(["TS2322"]);
  });
});
