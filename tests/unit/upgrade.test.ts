// config-page-builder upgrade: refusals in one plain line, nothing written
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";

const upgrade = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, "bin/config-page-builder.mjs"), "upgrade", ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });

/** A site folder in format 4 (its site.json is all an upgrade looks at before it refuses). */
function oldSite(): { dir: string; siteJson: string; text: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "upgrade-"));
  mkdirSync(path.join(dir, "pages"));
  const text = `{\n  "formatVersion": 4,\n  "name": "Old"\n}\n`;
  writeFileSync(path.join(dir, "site.json"), text);
  return { dir, siteJson: path.join(dir, "site.json"), text };
}
const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, stdio: "ignore" });

describe("upgrade", () => {
  it("refuses a folder that is not a site, saying what a site folder holds", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "not-a-site-"));
    const run = upgrade("--dir", dir);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/is not a site folder: it has no site\.json\. A site folder holds site\.json/);
  });

  it("refuses a site outside git, and one with uncommitted changes, naming them; writes nothing", () => {
    const { dir, siteJson, text } = oldSite();
    const outside = upgrade("--dir", dir);
    expect(outside.status).toBe(1);
    expect(outside.stderr).toMatch(/is not in a git repository, .*git init && git add -A && git commit.*--force/);

    git(dir, "init", "-q");
    git(dir, "add", "-A");
    git(dir, "commit", "-qm", "site");
    writeFileSync(path.join(dir, "notes.md"), "not committed\n");
    const dirty = upgrade("--dir", dir);
    expect(dirty.status).toBe(1);
    expect(dirty.stderr.trim()).toMatch(
      /^✖ .*\/ has uncommitted changes \(notes\.md\): commit them first, so "git diff" shows exactly what the upgrade changed \(or run again with --force\)$/,
    );
    expect(readFileSync(siteJson, "utf8")).toBe(text);
    expect(readFileSync(path.join(dir, "notes.md"), "utf8")).toBe("not committed\n");

    // what stays the same: --force goes on to the upgrade itself
    expect(upgrade("--dir", dir, "--force").stdout).toMatch(/^Upgrading .* \(format version \d+\):/);
  });

  it("says a site already in this format was up to date and changed nothing", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "current-"));
    execFileSync(
      process.execPath,
      [path.join(repoRoot, "bin/config-page-builder.mjs"), "new", path.join(dir, "site")],
      {
        cwd: repoRoot,
        stdio: "ignore",
      },
    );
    const site = path.join(dir, "site");
    const run = upgrade("--dir", site, "--force");
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines[1]).toMatch(/✔ format version \d+ already: no step to run/);
    expect(lines.at(-1)).toMatch(/^✔ .*site\/ was up to date and is valid: nothing changed\.$/);
  });

  it("refuses a site in a newer format than this builder reads, in one line", () => {
    const { dir, siteJson, text } = oldSite();
    writeFileSync(siteJson, text.replace('"formatVersion": 4', '"formatVersion": 99'));
    const run = upgrade("--dir", dir, "--force");
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/site\.json is in format version 99, and config-page-builder .* reads version \d+/);
  });

  it("writes a site's own schemas anew and points the pages and sections showing its blocks at them", () => {
    // the bakery with its price-list block as an earlier builder left it: no section schema of its own, the menu
    // and a section naming the builder's schemas
    const site = mkdtempSync(path.join(os.tmpdir(), "upgrade-blocks-"));
    cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery-menu"), site, { recursive: true });
    rmSync(path.join(site, "blocks/.schemas/section.schema.json"));
    rmSync(path.join(site, "blocks/.schemas/blocks"), { recursive: true });
    const menu = path.join(site, "pages/menu.json");
    writeFileSync(
      menu,
      readFileSync(menu, "utf8").replace("../blocks/.schemas/page.schema.json", "../../schemas/page.schema.json"),
    );
    const teaser = path.join(site, "sections/menu-teaser.json");
    mkdirSync(path.dirname(teaser));
    const price = { type: "price-list", sections: [{ title: "Breads", items: [{ name: "Dark Rye", price: 8 }] }] };
    writeFileSync(
      teaser,
      `${JSON.stringify({ $schema: "../../schemas/section.schema.json", blocks: [price] }, null, 2)}\n`,
    );
    const index = readFileSync(path.join(site, "pages/index.json"), "utf8");
    // its block's props type as an earlier builder wrote it: no note of the schema it came from
    const types = path.join(site, "blocks/price-list/price-list.d.ts");
    const current = readFileSync(types, "utf8");
    writeFileSync(types, current.replace(/ \(schema [^)]*\)/, ""));

    const run = upgrade("--dir", site, "--force");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("• step site-block-schemas:");
    expect(run.stdout).toContain("• step site-block-types:");
    for (const changed of [
      "blocks/.schemas/blocks/columns.schema.json",
      "blocks/price-list/price-list.d.ts",
      "blocks/.schemas/section.schema.json",
      "pages/menu.json",
      "sections/menu-teaser.json",
    ])
      expect(run.stdout).toContain(`    changed ${path.join(path.relative(repoRoot, site), changed)}`);
    expect(existsSync(path.join(site, "blocks/.schemas/section.schema.json"))).toBe(true);
    expect(readFileSync(menu, "utf8")).toContain('"$schema": "../blocks/.schemas/page.schema.json",');
    expect(readFileSync(teaser, "utf8")).toBe(
      `${JSON.stringify({ $schema: "../blocks/.schemas/section.schema.json", blocks: [price] }, null, 2)}\n`,
    );
    // written as types writes it now, so validate warns of nothing (run.stderr is empty)
    expect(readFileSync(types, "utf8")).toBe(current);
    // a page showing none of the site's blocks keeps the builder's schema
    expect(readFileSync(path.join(site, "pages/index.json"), "utf8")).toBe(index);

    expect(upgrade("--dir", site, "--force").stdout.trim().split("\n").at(-1)).toMatch(/was up to date and is valid/);
  });
});
