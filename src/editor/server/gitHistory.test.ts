import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGitHistory, GitRefusal } from "./gitHistory";

/** An environment with no global or system git settings: no identity unless the test gives one. */
function bareEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: path.join(home, "no-gitconfig"),
  };
}

let root: string;
let repo: string;
let configDir: string;
let publicDir: string;
let env: NodeJS.ProcessEnv;
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "git-history-"));
  repo = path.join(root, "repo");
  configDir = path.join(repo, "site");
  publicDir = path.join(repo, "public");
  mkdirSync(configDir, { recursive: true });
  env = bareEnv(root);
  git("init", "-q");
  git("config", "user.name", "Ada Author");
  git("config", "user.email", "ada@example.test");
  write("site/pages/index.json", '{ "a": 1 }\n');
  write("outside.txt", "one\n");
  git("add", "-A");
  git("commit", "-qm", "First version");
  write("site/pages/index.json", '{ "a": 2 }\n');
  git("commit", "-qam", "Second version");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("git history of a config file", () => {
  it("lists the file's commits newest first with message, author and date", async () => {
    const history = await createGitHistory({ configDir, publicDir }, env).history("pages/index.json");
    if (!history.git) throw new Error(history.reason);
    expect(history.commits.map((c) => c.message)).toEqual(["Second version", "First version"]);
    expect(history.commits[0].author).toBe("Ada Author");
    expect(new Date(history.commits[0].date).getTime()).not.toBeNaN();
    expect(history.savedNotCommitted).toBe(false);
    write("site/pages/index.json", '{ "a": 3 }\n');
    const after = await createGitHistory({ configDir, publicDir }, env).history("pages/index.json");
    expect(after.git && after.savedNotCommitted).toBe(true);
  });

  it("reads a file as it was in a commit, and refuses what is not a commit hash", async () => {
    const history = createGitHistory({ configDir, publicDir }, env);
    const first = git("rev-list", "--max-parents=0", "HEAD").trim();
    expect(await history.version("pages/index.json", first)).toEqual({ text: '{ "a": 1 }\n', value: { a: 1 } });
    expect(await history.version("pages/new.json", first)).toEqual({ text: null, value: null });
    await expect(history.version("pages/index.json", "HEAD; rm -rf /")).rejects.toThrow(GitRefusal);
    await expect(history.version("pages/index.json", "--output=x")).rejects.toThrow(/not a commit hash/);
    await expect(history.version("pages/index.json", "0".repeat(40))).rejects.toThrow(/no commit/);
  });

  it("says so for a folder outside git", async () => {
    const lone = mkdtempSync(path.join(os.tmpdir(), "no-git-"));
    try {
      const history = await createGitHistory(
        { configDir: lone, publicDir },
        { ...env, GIT_CEILING_DIRECTORIES: os.tmpdir() },
      ).history("site.json");
      expect(history).toEqual({ git: false, reason: expect.stringMatching(/is not in a git repository.*git init/) });
    } finally {
      rmSync(lone, { recursive: true, force: true });
    }
  });
});

describe("committing from the editor", () => {
  it("commits the saved files of the site folders only, new and deleted ones too, leaving other work alone", async () => {
    write("site/pages/index.json", '{ "a": 4 }\n');
    write("site/pages/new.json", "{}\n");
    write("public/images/logo.svg", "<svg/>\n");
    write("outside.txt", "two\n");
    write("other.txt", "staged\n");
    git("add", "other.txt");
    const history = createGitHistory({ configDir, publicDir }, env);
    const pending = await history.pending();
    if (!pending.git) throw new Error(pending.reason);
    expect(pending.folders).toEqual(["site", "public"]);
    expect(pending.files.map((f) => f.path).sort()).toEqual([
      "public/images/logo.svg",
      "site/pages/index.json",
      "site/pages/new.json",
    ]);
    const made = await history.commit("  Update the home page  ");
    expect(made.files).toBe(3);
    expect(git("log", "-1", "--format=%s%n%an")).toBe("Update the home page\nAda Author\n");
    expect(git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "public/images/logo.svg",
      "site/pages/index.json",
      "site/pages/new.json",
    ]);
    // the other file stays staged and the one outside stays changed, neither committed
    expect(git("status", "--porcelain")).toBe("A  other.txt\n M outside.txt\n");
  });

  it("refuses with nothing to commit, with no message, and without an identity (saying how to set one)", async () => {
    const history = createGitHistory({ configDir, publicDir }, env);
    await expect(history.commit("Nothing here")).rejects.toThrow(/Nothing to commit/);
    write("site/site.json", "{}\n");
    await expect(history.commit("   ")).rejects.toThrow(/Write a commit message/);
    git("config", "--unset", "user.name");
    git("config", "--unset", "user.email");
    const pending = await history.pending();
    expect(pending.git && pending.identityProblem).toMatch(/git config --global user.name/);
    await expect(history.commit("Add site settings")).rejects.toThrow(/git config --global user.email/);
    expect(git("rev-list", "--count", "HEAD").trim()).toBe("2");
  });

  it("commits a deleted file, and a config folder that is the repository itself", async () => {
    rmSync(path.join(configDir, "pages/index.json"));
    const history = createGitHistory({ configDir: repo, publicDir: path.join(root, "elsewhere") }, env);
    rmSync(path.join(repo, "outside.txt"));
    const pending = await history.pending();
    expect(pending.git && pending.folders).toEqual(["."]);
    await history.commit("Remove the home page");
    expect(git("status", "--porcelain")).toBe("");
    expect(git("show", "--name-status", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "D\toutside.txt",
      "D\tsite/pages/index.json",
    ]);
  });
});
