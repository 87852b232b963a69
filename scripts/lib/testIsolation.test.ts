import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { componentTestFiles, needsFreshModules } from "./testIsolation";

const root = mkdtempSync(path.join(os.tmpdir(), "test-isolation-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe("which component tests run with modules of their own", () => {
  it("finds every *.test.tsx under the folders, and isolates exactly those that replace a module or a global", () => {
    write("src/blocks/hero/Hero.test.tsx", 'import { it } from "vitest";\nit("renders", () => {});\n');
    write("src/islands/Island.test.tsx", 'vi.mock("../render/renderers", () => ({}));\n');
    write("src/a/Stubbed.test.tsx", 'vi.stubGlobal("fetch", () => {});\n');
    write("tests/unit/Env.test.tsx", 'vi.stubEnv("CI", "1");\n');
    write("src/a/Spy.test.tsx", 'const s = vi.spyOn(console, "error");\ns.mockRestore();\n'); // restored: shared
    write("src/engine/plain.test.ts", 'vi.mock("./x");\n'); // not a component test
    write("src/node_modules/pkg/Other.test.tsx", "");
    const files = componentTestFiles(root, ["src", "tests/unit"]);
    expect(files).toEqual([
      "src/a/Spy.test.tsx",
      "src/a/Stubbed.test.tsx",
      "src/blocks/hero/Hero.test.tsx",
      "src/islands/Island.test.tsx",
      "tests/unit/Env.test.tsx",
    ]);
    expect(needsFreshModules(root, files)).toEqual([
      "src/a/Stubbed.test.tsx",
      "src/islands/Island.test.tsx",
      "tests/unit/Env.test.tsx",
    ]);
  });

  it("isolates this repository's Island test (it mocks the renderers) and shares the blocks' tests", () => {
    const files = componentTestFiles(repoRoot, ["src", "tests/unit"]);
    expect(files).toContain("src/blocks/UnknownBlock.test.tsx");
    expect(needsFreshModules(repoRoot, files)).toContain("src/islands/Island.test.tsx");
    expect(needsFreshModules(repoRoot, files)).not.toContain("src/blocks/UnknownBlock.test.tsx");
  });
});
