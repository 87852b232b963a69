import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../src/engine/diagnostic";
import { currentFormatVersion } from "../../src/engine/formatVersion";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { migrateConfigDir, migrations } from "../../scripts/lib/migrations";
import type { Migration } from "../../scripts/lib/migrations/migration";
import { listConfigFiles } from "../../src/engine/configFiles";
import { repoRoot, schemasDir } from "../../src/engine/projectPaths";
import { fixturesDir } from "./support/runValidate";

const v1 = path.join(fixturesDir, "migrations", "v1");
const v2 = path.join(fixturesDir, "migrations", "v2");
const v3 = path.join(fixturesDir, "migrations", "v3");
const v4 = path.join(fixturesDir, "migrations", "v4");
// what every step makes of the folders above: version 4's pages with each data block naming its list
const v5 = path.join(fixturesDir, "migrations", "v5");
// a version 4 folder with data/ (and a block whose list is written in the page), and what version 5 makes of it
const v4Data = path.join(fixturesDir, "migrations", "v4-data");
const v5Data = path.join(fixturesDir, "migrations", "v5-data");
// a whole version 3 site.json (the fixtures above have only a product name) and what version 4 makes of it
const v3Site = path.join(fixturesDir, "migrations", "v3-site");
const v4Site = path.join(fixturesDir, "migrations", "v4-site");
const before = v1;
const made: string[] = [];
function copyOf(dir: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), "migrate-"));
  made.push(copy);
  cpSync(dir, copy, { recursive: true });
  return copy;
}
const filesOf = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.split(path.sep).join("/"))
    .sort();
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Each config file of `dir` as the given steps alone leave it, by its path inside the folder. */
function afterSteps(dir: string, steps: Migration[]): Map<string, string> {
  return new Map(
    listConfigFiles(dir, dir)
      .filter((f) => f.what.kind !== "unexpected" && f.what.kind !== "site")
      .map((f) => [
        f.inside,
        steps.reduce(
          (text, step) => step.migrateFile({ what: f.what, inside: f.inside, text }),
          readFileSync(f.absolute, "utf8"),
        ),
      ]),
  );
}
const sameFiles = (dir: string, expected: string) => {
  expect(filesOf(dir)).toEqual(filesOf(expected));
  for (const file of filesOf(expected))
    expect(readFileSync(path.join(dir, file), "utf8"), file).toBe(readFileSync(path.join(expected, file), "utf8"));
};

describe("npm run migrate", () => {
  it("the version 1 step alone turns the version 1 pages into the version 2 fixture's, byte for byte", () => {
    for (const [inside, text] of afterSteps(
      v1,
      migrations.filter((m) => m.from === 1),
    )) {
      expect(text, inside).toBe(readFileSync(path.join(v2, inside), "utf8"));
    }
  });

  it("the version 2 steps alone turn the version 2 pages into the version 3 fixture's, byte for byte", () => {
    for (const [inside, text] of afterSteps(
      v2,
      migrations.filter((m) => m.from === 2),
    )) {
      expect(text, inside).toBe(readFileSync(path.join(v3, inside), "utf8"));
    }
  });

  it("rewrites a version 2 folder into the version 5 fixture, byte for byte (card links as one object, card fields by kind)", () => {
    const dir = copyOf(v2);
    expect(migrateConfigDir(dir, dir)).toMatchObject({
      ok: true,
      from: 2,
      changed: ["pages/cards.json", "pages/index.json", "site.json"],
    });
    sameFiles(dir, v5);
  });

  it("rewrites a version 1 folder through every step into the version 5 fixture (key order, spacing, inline objects kept)", () => {
    const dir = copyOf(v1);
    const result = migrateConfigDir(dir, dir);
    expect(result).toMatchObject({ ok: true, from: 1, changed: ["pages/cards.json", "pages/index.json", "site.json"] });
    if (result.ok) expect(result.steps.map((s) => s.name)).toEqual(migrations.map((s) => s.name));
    sameFiles(dir, v5);
  });

  it("the version 4 step changes only the data blocks of the version 4 fixture's pages", () => {
    const version4 = afterSteps(v4, []);
    for (const [inside, text] of afterSteps(
      v4,
      migrations.filter((m) => m.from === 4),
    )) {
      expect(text, inside).toBe(readFileSync(path.join(v5, inside), "utf8"));
      if (inside !== "pages/index.json") expect(text, inside).toBe(version4.get(inside));
    }
  });

  it("rewrites a whole version 3 site.json into the version 4 fixture: header buttons, footer status icon and logo", () => {
    const dir = copyOf(v3Site);
    const result = migrateConfigDir(dir, dir);
    expect(result).toMatchObject({ ok: true, from: 3, changed: ["site.json"] });
    if (result.ok) expect(result.steps.every((s) => s.from >= 3)).toBe(true);
    // version 5 changes nothing more in a folder without data/ and pages
    const expected = readFileSync(path.join(v4Site, "site.json"), "utf8").replace(
      '"formatVersion": 4',
      '"formatVersion": 5',
    );
    expect(readFileSync(path.join(dir, "site.json"), "utf8")).toBe(expected);
  });

  it("the migrated version 3 site.json is valid", () => {
    const dir = copyOf(path.join(fixturesDir, "base"));
    cpSync(path.join(v4Site, "site.json"), path.join(dir, "site.json"));
    const site = path.join(dir, "site.json");
    // the version 4 step changes nothing else in a site.json
    const text = readFileSync(site, "utf8").replace("../../../../schemas/", "../schemas/");
    writeFileSync(site, text.replace('"formatVersion": 4', '"formatVersion": 5'));
    expect(validateConfigDir(dir, schemasDir, dir).diagnostics).toEqual([]);
  });

  it("the version 4 fixture's pages are valid", () => {
    const dir = copyOf(path.join(fixturesDir, "base"));
    cpSync(path.join(v4, "pages", "cards.json"), path.join(dir, "pages", "cards.json"));
    const cards = path.join(dir, "pages", "cards.json");
    writeFileSync(cards, readFileSync(cards, "utf8").replace("../../../../../schemas/", "../../../../schemas/"));
    const problems = validateConfigDir(dir, schemasDir, dir).diagnostics.filter(
      (d) => d.file === "pages/cards.json" && !d.message.includes("$schema"),
    );
    expect(problems).toEqual([]);
  });

  it("moves each data/<name>.json to the site's collections/<name>.json with its schema beside it, and names it in each block", () => {
    const dir = copyOf(v4Data);
    const result = migrateConfigDir(dir, dir);
    expect(result).toMatchObject({
      ok: true,
      from: 4,
      changed: [
        "collections/integrations.json",
        "collections/integrations.schema.json",
        "collections/press.json",
        "collections/press.schema.json",
        "collections/testimonials.json",
        "collections/testimonials.schema.json",
        "data/integrations.json",
        "data/press.json",
        "data/testimonials.json",
        "pages/lists.json",
        "site.json",
      ],
    });
    sameFiles(dir, v5Data);
    expect(readdirSync(dir)).not.toContain("data");
    // the list moves as written, but for the "$schema" that named the builder's own schema
    const before = readFileSync(path.join(v4Data, "data/testimonials.json"), "utf8");
    expect(readFileSync(path.join(dir, "collections/testimonials.json"), "utf8")).toBe(
      before.replace(/\n {2}"\$schema": [^\n]*/, ""),
    );
    expect(migrateConfigDir(dir, dir)).toMatchObject({ ok: true, changed: [] });
  });

  it("migrates a version 4 site with data/ into a version 5 site that is valid and shows the same lists", () => {
    const dir = copyOf(path.join(fixturesDir, "base"));
    const site = path.join(dir, "site.json");
    writeFileSync(site, readFileSync(site, "utf8").replace(/"formatVersion": \d+/, '"formatVersion": 4'));
    cpSync(path.join(v4Data, "data"), path.join(dir, "data"), { recursive: true });
    const page = readFileSync(path.join(v4Data, "pages/lists.json"), "utf8");
    writeFileSync(path.join(dir, "pages/lists.json"), page.replace("../../../../../schemas/", "../../schemas/"));
    expect(validateConfigDir(dir, schemasDir, dir).diagnostics.map((d) => d.code)).toEqual(["old-format-version"]);
    expect(migrateConfigDir(dir, dir)).toMatchObject({ ok: true, from: 4 });
    const result = validateConfigDir(dir, schemasDir, dir);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const { blocks } = result.pages.find((p) => p.route === "/lists")!.config as { blocks: Record<string, unknown>[] };
    const data = (name: string) => JSON.parse(readFileSync(path.join(v4Data, "data", `${name}.json`), "utf8")).items;
    expect(blocks[1].items).toEqual(data("testimonials"));
    expect(blocks[2].items).toEqual(data("press"));
    expect(blocks[4].items).toEqual(data("integrations"));
    expect(blocks[3].items).toEqual(JSON.parse(page).blocks[3].items);
  });

  it("writes nothing when a file it would write is already there", () => {
    const dir = copyOf(v4Data);
    mkdirSync(path.join(dir, "collections"));
    writeFileSync(path.join(dir, "collections/press.schema.json"), "{}");
    const result = migrateConfigDir(dir, dir);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.problem).toMatch(/collections\/press\.schema\.json is already there/);
    expect(readdirSync(path.join(dir, "data"))).toHaveLength(3);
    expect(readFileSync(path.join(dir, "site.json"), "utf8")).toBe(
      readFileSync(path.join(v4Data, "site.json"), "utf8"),
    );
  });

  it("changes nothing the second time", () => {
    const dir = copyOf(before);
    migrateConfigDir(dir, dir);
    expect(migrateConfigDir(dir, dir)).toMatchObject({ ok: true, changed: [] });
  });

  it("writes nothing with --check, and nothing when a file is not valid JSON", () => {
    const dir = copyOf(before);
    expect(migrateConfigDir(dir, dir, false)).toMatchObject({
      ok: true,
      changed: ["pages/cards.json", "pages/index.json", "site.json"],
    });
    expect(readFileSync(path.join(dir, "site.json"), "utf8")).toBe(
      readFileSync(path.join(before, "site.json"), "utf8"),
    );
    cpSync(path.join(fixturesDir, "invalid", "invalid-json"), dir, {
      recursive: true,
      filter: (from) => !from.endsWith("expected.txt"),
    });
    const broken = migrateConfigDir(dir, dir);
    expect(broken.ok).toBe(false);
    expect(readFileSync(path.join(dir, "pages/index.json"), "utf8")).toBe(
      readFileSync(path.join(before, "pages/index.json"), "utf8"),
    );
  });

  it("has steps for every version, in order, ending at the current version", () => {
    const froms = migrations.map((m) => m.from);
    expect(froms).toEqual([...froms].sort((a, b) => a - b));
    expect([...new Set(froms)]).toEqual(Array.from({ length: currentFormatVersion - 1 }, (_, i) => i + 1));
  });

  it("the site's own configs and the test fixtures are in the current format", () => {
    for (const dir of [
      path.join(repoRoot, "pages-config"),
      path.join(fixturesDir, "base"),
      path.join(fixturesDir, "built-site", "pages-config"),
      ...readdirSync(path.join(fixturesDir, "sites")).map((name) => path.join(fixturesDir, "sites", name)),
      path.join(repoRoot, "starters", "default"),
    ]) {
      expect(migrateConfigDir(dir, repoRoot, false)).toMatchObject({ ok: true, changed: [] });
    }
  });
});

describe("npm run validate on an older config folder", () => {
  it("says in one located message that it is from an older version and to run npm run migrate", () => {
    const dir = copyOf(path.join(fixturesDir, "base"));
    const site = path.join(dir, "site.json");
    writeFileSync(site, readFileSync(site, "utf8").replace(/\n {2}"formatVersion": \d+,/, ""));
    const result = validateConfigDir(dir, schemasDir, dir);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ file: "site.json", line: 1, column: 1, code: "old-format-version" });
    expect(formatDiagnostic(result.diagnostics[0])).toMatch(/older format \(version 1\).*npm run migrate -- --dir \./);
  });

  it("says a folder from a newer version needs the project updated", () => {
    const dir = copyOf(path.join(fixturesDir, "base"));
    const site = path.join(dir, "site.json");
    writeFileSync(site, readFileSync(site, "utf8").replace('"formatVersion": 5', '"formatVersion": 6'));
    const [only, ...rest] = validateConfigDir(dir, schemasDir, dir).diagnostics;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ file: "site.json", line: 3, code: "newer-format-version" });
    expect(only.message).toMatch(/newer than this site builder reads/);
  });
});
