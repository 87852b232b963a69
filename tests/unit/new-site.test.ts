import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultStarterDir, initialsOf, nameFromFolder } from "../../scripts/lib/newSite";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { firstSiteWords } from "../support/firstSiteWords";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "new-site-"));
  temps.push(dir);
  return dir;
};
const newSite = (args: string[]) => {
  const run = spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts/new-site.ts"), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
};
const allFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });

describe("npm run new-site", () => {
  it("writes a site that validates, named after --name, with its logo in its own public/", () => {
    const dir = path.join(tempDir(), "harbor-dental");
    const run = newSite([dir, "--name", 'Harbor "Dental" & Co']);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('for "Harbor "Dental" & Co" (10 files)');
    const written = allFiles(dir).map((f) => path.relative(dir, f).split(path.sep).join("/"));
    expect(written.sort()).toEqual(
      [
        ".gitignore", // the site's build, dist/, is not committed
        "not-found/index.json",
        "pages/contact.json",
        "pages/index.json",
        "pages/privacy-policy.json",
        "public/favicon.svg",
        "public/logo-mark.svg",
        "public/logo.svg",
        "public/share.png",
        "site.json",
      ].sort(),
    );
    expect(JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")).productName).toBe('Harbor "Dental" & Co');
    expect(readFileSync(path.join(dir, "public/logo.svg"), "utf8")).toContain("Harbor &#34;Dental&#34; &#38; Co");
    expect(validateConfigDir(dir, path.join(repoRoot, "schemas")).diagnostics).toEqual([]);
    const contact = readFileSync(path.join(dir, "pages/contact.json"), "utf8");
    expect(contact).toContain('"type": "form"');
  });

  it("names the site after its folder when --name is left out", () => {
    const dir = path.join(tempDir(), "corner-bakery");
    expect(newSite([dir]).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")).productName).toBe("Corner Bakery");
  });

  it("refuses a folder that is not empty, writing nothing", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    const run = newSite([dir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is not empty \(notes\.txt\); a new site needs an empty or new folder/);
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });

  it("accepts an empty folder, and refuses a missing folder argument or a blank name", () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "empty"));
    expect(newSite([path.join(dir, "empty")]).status).toBe(0);
    expect(newSite([]).stderr).toMatch(/^✖ npm run new-site needs DIR/);
    const blank = newSite([path.join(dir, "x"), "--name", " "]);
    expect(blank.status).toBe(2);
    expect(blank.stderr).toMatch(/^✖ --name needs a name of 1 to 60 characters/);
  });

  it("writes nothing when the site would not validate (a name with an unknown {placeholder})", () => {
    const dir = tempDir();
    const run = newSite([dir, "--name", "{bad}"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^✖ the new site would not be valid, so nothing was written:\n {2}productName: "\{bad\}" is not a placeholder/,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it("holds none of the first site's words in any starter file", () => {
    for (const file of allFiles(defaultStarterDir).filter((f) => !f.endsWith(".png"))) {
      const text = readFileSync(file, "utf8");
      for (const word of firstSiteWords) expect(text, `${file} says "${word}"`).not.toMatch(new RegExp(word, "i"));
    }
  });
});

describe("names", () => {
  it("makes a name from a folder and initials from a name", () => {
    expect(nameFromFolder("/x/harbor-dental")).toBe("Harbor Dental");
    expect(nameFromFolder("sites/la_boulangerie")).toBe("La Boulangerie");
    expect(initialsOf("Harbor Dental Clinic")).toBe("HD");
    expect(initialsOf("Élan")).toBe("É");
    expect(initialsOf("123")).toBe("");
  });
});
