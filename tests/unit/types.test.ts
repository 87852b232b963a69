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

describe("npm run types -- --dir on a site whose schemas have mistakes", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "types-site-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  let copies = 0;
  /** A copy of the bakery with its price-list block, `change` made to it; its generated files as they were. */
  function copy(change: (dir: string) => void) {
    const dir = path.join(work, `site-${++copies}`);
    cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery-menu"), dir, { recursive: true });
    change(dir);
    return dir;
  }
  const schema = "blocks/price-list/price-list.schema.json";
  const edit = (dir: string, inside: string, from: string, to: string) => {
    const file = path.join(dir, inside);
    const text = readFileSync(file, "utf8");
    if (!text.includes(from)) throw new Error(`${inside}: nothing to replace`);
    writeFileSync(file, text.replace(from, to));
  };
  const generated = (dir: string) =>
    ["blocks/price-list/price-list.d.ts", "blocks/.schemas/block.schema.json", "blocks/.schemas/page.schema.json"].map(
      (inside) => readFileSync(path.join(dir, inside), "utf8"),
    );
  /** types --dir run in the copy's folder (messages name its files from there), and what it changed. */
  function typesIn(dir: string) {
    const before = generated(dir);
    const run = spawnSync(
      process.execPath,
      [...tsxNodeOptions, path.join(repoRoot, "scripts/types.ts"), "--dir", "."],
      {
        cwd: dir,
        encoding: "utf8",
      },
    );
    return {
      status: run.status,
      stderr: run.stderr.trim(),
      stdout: run.stdout.trim(),
      unchanged: generated(dir).every((text, i) => text === before[i]),
    };
  }
  const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at |Error:|node:internal/);

  it('says a "$ref" that names nothing as validate does, at its place, and writes nothing from that schema', () => {
    const run = typesIn(copy((dir) => edit(dir, schema, "#/definitions/anchor", "#/definitions/anchr")));
    expect(run.stderr.split("\n")[0]).toMatch(
      /^blocks\/price-list\/price-list\.schema\.json:10:25 {2}properties\.anchor\.\$ref: "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/schemas\/defs\.schema\.json#\/definitions\/anchr" names nothing: .* Did you mean ".*#\/definitions\/anchor"\?/,
    );
    expect(run.stderr.split("\n")[1]).toBe(
      "✖ 1 problem in 1 file, so no types were written from that file (nor blocks/.schemas/, which holds every block of the site): fix it and run this again.",
    );
    noStack(run.stderr);
    expect(run.status).toBe(1);
    expect(run.unchanged).toBe(true);
  });

  it('refuses a schema validate refuses ("minItems": "one"), with validate\'s message', () => {
    const run = typesIn(copy((dir) => edit(dir, schema, '"minItems": 1,', '"minItems": "one",')));
    expect(run.stderr.split("\n")[0]).toBe(
      `${schema}:20:19  properties.sections.minItems: minItems must be a whole number, not text ("one"). Write a whole number without quotes, for example "minItems": 1.`,
    );
    expect(run.status).toBe(1);
    expect(run.unchanged).toBe(true);
    expect(run.stdout).not.toContain("price-list.d.ts");
  });

  it("says a schema that is not JSON where it breaks, and does not pass it by", () => {
    const run = typesIn(copy((dir) => edit(dir, schema, '"minItems": 1,', '"minItems": 1')));
    expect(run.stderr.split("\n")[0]).toMatch(/^blocks\/price-list\/price-list\.schema\.json:21:7 {2}invalid JSON: /);
    noStack(run.stderr);
    expect(run.status).toBe(1);
    expect(run.unchanged).toBe(true);
  });

  it("says a collection schema that is not JSON where it breaks, and writes the other types", () => {
    const run = typesIn(
      copy((dir) =>
        writeFileSync(path.join(dir, "collections/notes.schema.json"), '{ "type": "object", "properties": { }, }'),
      ),
    );
    expect(run.stderr.split("\n")[0]).toMatch(/^collections\/notes\.schema\.json:1:38 {2}invalid JSON: /);
    noStack(run.stderr);
    expect(run.stdout).toContain("price-list.d.ts is up to date");
    expect(run.stderr).not.toContain("nor blocks/.schemas/");
    expect(run.status).toBe(1);
  });

  it("writes a block's types before its component exists (the component is written from them)", () => {
    const run = typesIn(
      copy((dir) => {
        rmSync(path.join(dir, "blocks/price-list/PriceList.tsx"));
        rmSync(path.join(dir, "blocks/price-list/price-list.d.ts"));
        writeFileSync(path.join(dir, "blocks/price-list/price-list.d.ts"), "");
      }),
    );
    expect(run.stdout).toContain("blocks/price-list/price-list.d.ts written");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
