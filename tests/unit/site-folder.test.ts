import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listConfigFiles } from "../../src/engine/configFiles";
import { distDir, publicDir, siteOutputDir, sitePublicDir } from "../../src/engine/projectPaths";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const schemas = path.join(repoRoot, "schemas");
const bakery = path.join(repoRoot, "tests/fixtures/sites/bakery");
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const copyOf = (from: string, filter?: (file: string) => boolean) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-folder-"));
  temps.push(dir);
  cpSync(from, dir, { recursive: true, filter });
  return dir;
};

describe("a site folder's own public/", () => {
  it("is the site's public folder when it has one, else the top-level public/", () => {
    expect(sitePublicDir(bakery)).toBe(path.join(bakery, "public"));
    expect(sitePublicDir(path.join(repoRoot, "pages-config"))).toBe(publicDir);
    expect(sitePublicDir(path.join(repoRoot, "tests/fixtures/base"))).toBe(publicDir);
  });

  it("is where validation looks for the files a site names", () => {
    expect(validateConfigDir(bakery, schemas).diagnostics).toEqual([]);
    const withoutPublic = copyOf(bakery, (file) => !file.includes(`${path.sep}public`));
    const missing = validateConfigDir(withoutPublic, schemas).diagnostics;
    const named = missing.map((d) => /the file "([^"]+)" is not in public\//.exec(d.message)?.[1]);
    expect(new Set(named)).toEqual(
      new Set(["/brand/linden-logo.svg", "/brand/linden-mark.svg", "/og/linden-share.png"]),
    );
  });

  it("holds no configs: a JSON file in it (a web manifest) is not read as one", () => {
    const dir = copyOf(bakery);
    writeFileSync(path.join(dir, "public/site.webmanifest.json"), "{}");
    expect(listConfigFiles(dir).map((f) => f.inside)).not.toContain("public/site.webmanifest.json");
    expect(validateConfigDir(dir, schemas).diagnostics).toEqual([]);
  });
});

describe("a site folder's own build (dist/)", () => {
  it("is where its build goes; the first site's stays the repository's dist/", () => {
    expect(siteOutputDir(path.join(repoRoot, "pages-config"))).toBe(distDir);
    expect(distDir).toBe(path.join(repoRoot, "dist"));
    expect(siteOutputDir(bakery)).toBe(path.join(bakery, "dist"));
    expect(siteOutputDir(path.join(bakery, "..", "bakery"))).toBe(path.join(bakery, "dist"));
  });

  it("is not read as config: its JSON files and pages are neither configs nor files not read", () => {
    const dir = copyOf(bakery);
    mkdirSync(path.join(dir, "dist/assets"), { recursive: true });
    writeFileSync(path.join(dir, "dist/index.html"), "<!doctype html>");
    writeFileSync(path.join(dir, "dist/assets/manifest.json"), "{}");
    mkdirSync(path.join(dir, ".dist.builds/site-1-1"), { recursive: true });
    writeFileSync(path.join(dir, ".dist.builds/site-1-1/data.json"), "{}");
    expect(listConfigFiles(dir).map((f) => f.inside)).toEqual(listConfigFiles(bakery).map((f) => f.inside));
    const result = validateConfigDir(dir, schemas);
    expect(result.diagnostics).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("is still a folder of configs when it is not the site's root (pages/dist/ is checked as pages)", () => {
    const dir = copyOf(bakery);
    mkdirSync(path.join(dir, "pages/dist"));
    writeFileSync(path.join(dir, "pages/dist/index.json"), "{}");
    expect(listConfigFiles(dir).map((f) => f.inside)).toContain("pages/dist/index.json");
  });
});

describe("--dir", () => {
  const validate = (dir: string) =>
    spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts/validate.ts"), "--dir", dir], {
      cwd: repoRoot,
      encoding: "utf8",
    });

  it("names a missing folder and a folder that is not a site, with how to make one", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "site-folder-"));
    temps.push(root);
    const missing = validate(path.join(root, "nowhere"));
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toBe(
      `✖ there is no folder ${path.join(root, "nowhere")}/. Make a site there with: npm run new-site -- ${path.join(root, "nowhere")}`,
    );
    mkdirSync(path.join(root, "notes"));
    const notSite = validate(path.join(root, "notes"));
    expect(notSite.status).toBe(2);
    expect(notSite.stderr).toMatch(/notes\/ is not a site folder: it has no site\.json/);
  });

  it("names a site.json saved under another name, with how to fix it (exit 2)", () => {
    const dir = copyOf(bakery);
    renameSync(path.join(dir, "site.json"), path.join(dir, "site.json.txt"));
    const run = validate(dir);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(`✖ ${dir}/ has site.json.txt but no site.json: rename it to site.json`);
  });

  it("validates another site's folder", () => {
    const run = validate("tests/fixtures/sites/bakery");
    expect(run.stdout).toMatch(/^✔ 7 config files valid in tests\/fixtures\/sites\/bakery\/ \(3 pages, 1 collection\)/);
    expect(run.status).toBe(0);
  });
});
