import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";

const repoRoot = path.resolve(import.meta.dirname, "../..");

function types(args: string[], env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts/types.ts"), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { status: run.status, output: (run.stdout + run.stderr).trim() };
}

describe("npm run types -- --check", () => {
  it("passes on the repository: the generated files match the schemas", () => {
    const run = types(["--check"]);
    expect(run.output).toMatch(/^✔ generated files are up to date/);
    expect(run.status).toBe(0);
  });

  describe("on a copy of the schemas (REPO_ROOT_OVERRIDE)", () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), "types-check-"));
    const env = { REPO_ROOT_OVERRIDE: copy };
    cpSync(path.join(repoRoot, "schemas"), path.join(copy, "schemas"), { recursive: true });
    cpSync(path.join(repoRoot, "src/generated"), path.join(copy, "src/generated"), { recursive: true });
    cpSync(path.join(repoRoot, "docs"), path.join(copy, "docs"), { recursive: true });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it("passes once the copy's files are generated", () => {
      // the working tree may be mid-edit by someone else, so the copy gets its own consistent start
      expect(types([], env).status).toBe(0);
      expect(types(["--check"], env).status).toBe(0);
    });

    it("fails, naming the stale file, when a schema changes", () => {
      const file = path.join(copy, "schemas/blocks/hero.schema.json");
      const hero = JSON.parse(readFileSync(file, "utf8"));
      hero.properties.title.description = "The headline, changed by the types test.";
      writeFileSync(file, JSON.stringify(hero, null, 2));
      const run = types(["--check"], env);
      expect(run.output).toContain(
        'src/generated/config-types.ts  is stale: the schemas changed since it was generated. Run "npm run types" and commit the result.',
      );
      expect(run.status).toBe(1);
    });

    it("fails for the block union too when a block schema is added", () => {
      const hero = JSON.parse(readFileSync(path.join(copy, "schemas/blocks/hero.schema.json"), "utf8"));
      hero.title = "BannerTestBlock";
      hero.properties.type = { const: "banner-test", description: "Block type.", examples: ["banner-test"] };
      writeFileSync(path.join(copy, "schemas/blocks/banner-test.schema.json"), JSON.stringify(hero, null, 2));
      const run = types(["--check"], env);
      expect(run.output).toContain("schemas/block.schema.json  is stale");
      expect(run.status).toBe(1);
    });
  });
});
