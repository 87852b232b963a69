import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../src/engine/diagnostic";
import { currentFormatVersion } from "../../src/engine/formatVersion";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { migrateConfigDir, migrations } from "../../scripts/lib/migrations";
import { repoRoot, schemasDir } from "../../scripts/lib/repoPaths";
import { fixturesDir } from "./support/runValidate";

const before = path.join(fixturesDir, "migrations", "v1");
const after = path.join(fixturesDir, "migrations", "v2");
const made: string[] = [];
function copyOf(dir: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), "migrate-"));
  made.push(copy);
  cpSync(dir, copy, { recursive: true });
  return copy;
}
const filesOf = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".json")).sort();
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm run migrate", () => {
  it("rewrites a version 1 folder into the version 2 fixture, byte for byte (key order, spacing, inline objects kept)", () => {
    const dir = copyOf(before);
    const result = migrateConfigDir(dir, dir);
    expect(result).toMatchObject({ ok: true, from: 1, changed: ["pages/index.json", "site.json"] });
    expect(filesOf(dir)).toEqual(filesOf(after));
    for (const file of filesOf(after)) expect(readFileSync(path.join(dir, file), "utf8"), file).toBe(readFileSync(path.join(after, file), "utf8"));
  });

  it("changes nothing the second time", () => {
    const dir = copyOf(before);
    migrateConfigDir(dir, dir);
    expect(migrateConfigDir(dir, dir)).toMatchObject({ ok: true, changed: [] });
  });

  it("writes nothing with --check, and nothing when a file is not valid JSON", () => {
    const dir = copyOf(before);
    expect(migrateConfigDir(dir, dir, false)).toMatchObject({ ok: true, changed: ["pages/index.json", "site.json"] });
    expect(readFileSync(path.join(dir, "site.json"), "utf8")).toBe(readFileSync(path.join(before, "site.json"), "utf8"));
    cpSync(path.join(fixturesDir, "invalid", "invalid-json"), dir, { recursive: true, filter: (from) => !from.endsWith("expected.txt") });
    const broken = migrateConfigDir(dir, dir);
    expect(broken.ok).toBe(false);
    expect(readFileSync(path.join(dir, "pages/index.json"), "utf8")).toBe(readFileSync(path.join(before, "pages/index.json"), "utf8"));
  });

  it("has one step per version, in order, ending at the current version", () => {
    expect(migrations.map((m) => m.from)).toEqual(Array.from({ length: currentFormatVersion - 1 }, (_, i) => i + 1));
  });

  it("the site's own configs and the test fixtures are in the current format", () => {
    for (const dir of [path.join(repoRoot, "pages-config"), path.join(fixturesDir, "base"), path.join(fixturesDir, "built-site", "pages-config")]) {
      expect(migrateConfigDir(dir, repoRoot, false)).toMatchObject({ ok: true, changed: [] });
    }
  });
});

describe("npm run validate on an older config folder", () => {
  it("says in one located message that it is from an older version and to run npm run migrate", () => {
    const dir = copyOf(path.join(fixturesDir, "base"));
    const site = path.join(dir, "site.json");
    writeFileSync(site, readFileSync(site, "utf8").replace(/\n  "formatVersion": 2,/, ""));
    const result = validateConfigDir(dir, schemasDir, dir);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ file: "site.json", line: 1, column: 1, code: "old-format-version" });
    expect(formatDiagnostic(result.diagnostics[0])).toMatch(/older format \(version 1\).*npm run migrate -- --dir \./);
  });

  it("says a folder from a newer version needs the project updated", () => {
    const dir = copyOf(path.join(fixturesDir, "base"));
    const site = path.join(dir, "site.json");
    writeFileSync(site, readFileSync(site, "utf8").replace('"formatVersion": 2', '"formatVersion": 3'));
    const [only, ...rest] = validateConfigDir(dir, schemasDir, dir).diagnostics;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ file: "site.json", line: 3, code: "newer-format-version" });
    expect(only.message).toMatch(/newer than this site builder reads/);
  });
});
