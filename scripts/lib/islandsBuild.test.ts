// The browser's code is built for production whatever NODE_ENV the process that builds it has: code bundles are
// cached by the builder's code alone (codeBundle.ts), so one made by a test run (NODE_ENV "test") serves the next
// `npm run build` and `npm start` too.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { buildIslands } from "./islandsBuild";

const outDir = mkdtempSync(path.join(os.tmpdir(), "islands-build-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("buildIslands", () => {
  it("gives React's production build to the browser under any NODE_ENV", { timeout: 300_000 }, async () => {
    const was = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    try {
      const islands = await buildIslands(outDir);
      expect(islands.loader).toMatch(/^\/assets\/client-[\w-]+\.js$/);
    } finally {
      process.env.NODE_ENV = was;
    }
    const assets = path.join(outDir, "assets");
    const code = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(assets, file), "utf8"))
      .join("\n");
    // React's runtime is there (islands hydrate with it), and none of its development build's warnings
    expect(code).toContain("react.transitional.element");
    expect(code).not.toContain("is deprecated in plain JavaScript React classes");
    expect(code).not.toMatch(/Each child in a list should have a unique "key" prop/);
    // JSX compiled for production: React's production runtime has no jsxDEV (an island calling it fails), and
    // the development transform writes each element's source file, a path of the machine that built it
    expect(code.includes("jsxDEV"), "the browser's code calls jsxDEV").toBe(false);
    expect(code.includes(repoRoot), `the browser's code names ${repoRoot}`).toBe(false);
    // what must stay: the islands' JSX is there, compiled to the production runtime's calls
    expect(code).toMatch(/\.jsxs?\)\(/);
  });
});
