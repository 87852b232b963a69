import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultStarterDir, targetProblem, withBlogLinks } from "./newSite";

const root = mkdtempSync(path.join(os.tmpdir(), "new-site-target-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder holding `entries` (a name ending in "/" is a folder). */
function folderWith(name: string, entries: string[]): string {
  const dir = path.join(root, name);
  mkdirSync(dir);
  for (const entry of entries)
    if (entry.endsWith("/")) mkdirSync(path.join(dir, entry));
    else writeFileSync(path.join(dir, entry), "{}");
  return dir;
}

describe("where `new` may write a site", () => {
  it("says where to make the site when asked for the folder the builder was installed in", () => {
    const agency = folderWith("agency", ["node_modules/", "package.json", "package-lock.json", ".git/"]);
    expect(targetProblem(agency)).toBe(
      `${agency} is where the builder is installed (node_modules, package-lock.json, package.json), not an empty folder; make the site in a folder of its own, which gets its own package.json pinning the builder: npx config-page-builder new ${path.join(agency, "my-site")}`,
    );
  });

  it("still refuses any other folder with files, and takes a new, empty or .git-only one", () => {
    const notes = folderWith("notes", ["notes.txt", "package.json"]);
    expect(targetProblem(notes)).toMatch(
      / is not empty \((notes\.txt, package\.json|package\.json, notes\.txt)\); a new site needs an empty/,
    );
    const project = folderWith("project", ["node_modules/", "package.json", "src/"]);
    expect(targetProblem(project)).toMatch(/ is not empty \((?=.*node_modules)(?=.*src).*\); a new site needs/);
    expect(targetProblem(folderWith("repo", [".git/"]))).toBeUndefined();
    expect(targetProblem(folderWith("empty", []))).toBeUndefined();
    expect(targetProblem(path.join(root, "missing"))).toBeUndefined();
  });
});

describe("a blog made by `new --blog`", () => {
  const starter = readFileSync(path.join(defaultStarterDir, "site.json"), "utf8");
  const links = (text: string) => {
    const site = JSON.parse(text) as {
      navigation: { href: string }[];
      footer: { columns: { title: string; links: { href: string }[] }[] };
    };
    return {
      menu: site.navigation.map((link) => link.href),
      footer: site.footer.columns.map((column) => column.links.map((link) => link.href)),
    };
  };

  it("is linked from the menu, after Services, and from the footer's pages, after Home", () => {
    expect(links(withBlogLinks(starter))).toEqual({
      menu: ["/#services", "/blog", "/contact"],
      footer: [["/", "/blog", "/contact"], ["/privacy-policy"]],
    });
  });

  it("changes nothing else of site.json, and a site without a blog keeps the starter's links", () => {
    expect(links(starter)).toEqual({
      menu: ["/#services", "/contact"],
      footer: [["/", "/contact"], ["/privacy-policy"]],
    });
    const withoutBlog = (text: string) =>
      text.replace(/\n\s*\{\n\s*"label": "Blog",\n\s*"href": "\/blog"\n\s*\},/g, "");
    expect(withoutBlog(withBlogLinks(starter))).toBe(starter);
  });
});
