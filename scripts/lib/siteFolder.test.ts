import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteFolderProblem } from "./siteFolder";

const root = mkdtempSync(path.join(os.tmpdir(), "site-folder-problem-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// where names differ by case alone (macOS, Windows), Site.json is site.json: the builder reads it
const caseBlind = existsSync(root.toUpperCase()) && existsSync(root.toLowerCase());
/** A folder holding `files` (empty ones), named in messages by its whole path (it is outside the working folder). */
const folder = (name: string, files: string[]) => {
  const dir = path.join(root, name);
  mkdirSync(dir);
  for (const file of files) writeFileSync(path.join(dir, file), "{}");
  return dir;
};

describe("siteFolderProblem", () => {
  it.each([["Site.json"], ["site.JSON"], ["site.json.txt"], ["SITE.JSON.TXT"]])(
    "names a site.json saved as %s, and how to fix it",
    (name) => {
      if (caseBlind && name.toLowerCase() === "site.json") return;
      const dir = folder(`misnamed-${name}`, [name, "README.md"]);
      expect(siteFolderProblem(dir)).toBe(`${dir}/ has ${name} but no site.json: rename it to site.json`);
    },
  );

  it("says as before that a folder without site.json is not a site, and names nothing else", () => {
    for (const [name, files] of [
      ["notes", []],
      ["other-json", ["sites.json", "site-old.json", "my-site.json"]],
    ] as const) {
      const dir = folder(name, [...files]);
      expect(siteFolderProblem(dir)).toBe(
        `${dir}/ is not a site folder: it has no site.json. A site folder holds site.json, pages/ and collections/ (npm run new-site -- DIR makes one)`,
      );
    }
    // a folder named Site.json is not the file
    const withFolder = folder("with-folder", []);
    mkdirSync(path.join(withFolder, "Site.json"));
    expect(siteFolderProblem(withFolder)).toMatch(/is not a site folder: it has no site\.json/);
  });

  it("finds nothing wrong with a site folder, and names a missing folder and a file as before", () => {
    expect(siteFolderProblem(folder("site", ["site.json", "Site.json.txt"]))).toBeUndefined();
    expect(siteFolderProblem(path.join(root, "nowhere"))).toBe(
      `there is no folder ${path.join(root, "nowhere")}/. Make a site there with: npm run new-site -- ${path.join(root, "nowhere")}`,
    );
    const file = path.join(folder("files", ["a.json"]), "a.json");
    expect(siteFolderProblem(file)).toBe(`${file} is a file, not a site folder`);
  });

  it("names the command a site repository has (npx config-page-builder new), where the builder is installed", () => {
    expect(siteFolderProblem(path.join(root, "nowhere"), true)).toBe(
      `there is no folder ${path.join(root, "nowhere")}/. Make a site there with: npx config-page-builder new ${path.join(root, "nowhere")}`,
    );
    expect(siteFolderProblem(folder("not-a-site", []), true)).toMatch(
      /it has no site\.json\. A site folder holds site\.json, pages\/ and collections\/ \(npx config-page-builder new DIR makes one\)$/,
    );
  });
});
