import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { classify, configFileAt, listConfigFiles, readConfigFolder } from "./configFiles";

const top = mkdtempSync(path.join(os.tmpdir(), "config-files-"));
afterAll(() => rmSync(top, { recursive: true, force: true }));

const root = path.join(top, "site");
const elsewhere = path.join(top, "elsewhere");
for (const file of ["site.json", "pages/index.json", "pages/blog/post.json", "data/team.json", "public/x.json"]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), "{}");
}
mkdirSync(path.join(root, ".git"), { recursive: true });
writeFileSync(path.join(root, ".git/hidden.json"), "{}");
mkdirSync(path.join(top, "shared"), { recursive: true });
writeFileSync(path.join(top, "shared/linked.json"), "{}");
symlinkSync(path.join(top, "shared"), path.join(root, "pages/shared"), "dir");
mkdirSync(elsewhere, { recursive: true });

describe("listConfigFiles", () => {
  it("lists the JSON files, following a linked folder, skipping public/ and hidden folders", () => {
    expect(listConfigFiles(root, root).map((f) => f.inside)).toEqual([
      "data/team.json",
      "pages/blog/post.json",
      "pages/index.json",
      "pages/shared/linked.json",
      "site.json",
    ]);
  });

  it.each([
    ["the folder itself", root, "pages/blog/post.json"],
    ["its parent", top, "site/pages/blog/post.json"],
    ["a folder beside it", elsewhere, "../site/pages/blog/post.json"],
    ["a folder inside it", path.join(root, "pages"), "blog/post.json"],
    ["a folder deeper inside it", path.join(root, "pages/blog"), "post.json"],
    ["a folder inside it that holds no config", path.join(root, "data"), "../pages/blog/post.json"],
  ])("shows each file as configFileAt does, from %s", (_, cwd, shown) => {
    const files = listConfigFiles(root, cwd);
    expect(files.map((f) => f.display)).toEqual(files.map((f) => configFileAt(root, f.inside, cwd).display));
    expect(files.map((f) => f.absolute)).toEqual(files.map((f) => configFileAt(root, f.inside, cwd).absolute));
    expect(files.find((f) => f.inside === "pages/blog/post.json")?.display).toBe(shown);
  });
});

describe("readConfigFolder: links that lead to no file", () => {
  const site = path.join(top, "links");
  mkdirSync(path.join(site, "pages"), { recursive: true });
  writeFileSync(path.join(site, "site.json"), "{}");
  writeFileSync(path.join(top, "kept.json"), "{}");
  symlinkSync(path.join(top, "kept.json"), path.join(site, "pages/kept.json"));
  symlinkSync(path.join(top, "moved-away.json"), path.join(site, "pages/gone.json"));
  symlinkSync("loop.json", path.join(site, "pages/loop.json"));
  // an Emacs lock file: a link to "user@host.pid" on purpose
  symlinkSync("ana@laptop.4242:1764460000", path.join(site, "pages/.#kept.json"));

  it("says a link to no file (or to itself) is not read, with its target and the fix, where listing the folder threw", () => {
    const folder = readConfigFolder(site, top);
    expect(folder.notRead).toEqual([
      {
        display: "links/pages/gone.json",
        inside: "pages/gone.json",
        code: "file-not-read",
        severity: "warning",
        reason: `this is a link that leads to no file (${path.join(top, "moved-away.json")}), so the builder cannot read it.`,
        hint: "Point the link at an existing file, or delete it.",
      },
      {
        display: "links/pages/loop.json",
        inside: "pages/loop.json",
        code: "file-not-read",
        severity: "warning",
        reason: "this is a link that leads to no file (loop.json), so the builder cannot read it.",
        hint: "Point the link at an existing file, or delete it.",
      },
    ]);
  });

  it("still reads a link to a file, and passes over an editor's lock file without a word", () => {
    expect(readConfigFolder(site, top).configs.map((f) => f.inside)).toEqual(["pages/kept.json", "site.json"]);
  });
});

describe("classify: not-found pages", () => {
  it("reads not-found/index.json as the site's and not-found/<section>.json as a section's", () => {
    expect(classify("not-found/index.json")).toEqual({ kind: "not-found", prefix: "/" });
    expect(classify("not-found/blog.json")).toEqual({ kind: "not-found", prefix: "/blog/" });
  });

  it("refuses not-found/404.json, whose section would answer at /404, where the site's own is written", () => {
    expect(classify("not-found/404.json")).toMatchObject({
      kind: "unexpected",
      code: "reserved-address",
      hint: expect.stringContaining("rename it to not-found/index.json"),
    });
  });
});
