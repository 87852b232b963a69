import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMiddleware } from "../../../tests/unit/support/middlewareServer";
import { createHistoryApi } from "./historyApi";

let root: string;
let server: { base: string; close: () => void };
let base: string;
let first: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "history-api-"));
  const configDir = path.join(root, "site");
  mkdirSync(path.join(configDir, "pages"), { recursive: true });
  writeFileSync(path.join(configDir, "pages/index.json"), '{\n  "title": "One",\n  "keep": [1, 2]\n}\n');
  mkdirSync(path.join(configDir, "collections/posts"), { recursive: true });
  writeFileSync(path.join(configDir, "collections/posts/2026-01-12-rye.md"), "---\ntitle: Rye\n---\nOld text.\n");
  writeFileSync(path.join(configDir, "collections/team.json"), '{ "items": [{ "slug": "ann", "name": "Ann" }] }\n');
  const git = (...args: string[]) => execFileSync("git", args, { cwd: configDir, encoding: "utf8" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=T", "-c", "user.email=t@example.test", "commit", "-qm", "one");
  first = git("rev-parse", "HEAD").trim();
  const api = createHistoryApi({ configDir, publicDir: path.join(root, "public") });
  server = await serveMiddleware(api);
  base = server.base;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await fetch(base + url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const post = async (url: string, body: unknown) => {
  const response = await fetch(base + url, { method: "POST", body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("/api/history", () => {
  it("refuses paths that are not config files of the folder", async () => {
    for (const bad of [
      "../../etc/passwd",
      "/etc/passwd",
      "pages/..%2F..%2Fx.json",
      "pages/%2e%2e/x.json",
      ".git/config",
    ]) {
      const answer = await get(`/api/history?path=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(403);
    }
    expect((await get(`/api/history/version?path=..%2Fsite.json&version=${first}`)).status).toBe(403);
    expect((await post("/api/history/diff", { path: "../site.json", version: "disk", value: {} })).status).toBe(403);
  });

  it("refuses versions that are not commit hashes (no option or revision syntax reaches git)", async () => {
    for (const bad of ["--output=/tmp/x", "HEAD~1", `${first}:../secret`, "main"]) {
      const answer = await get(`/api/history/version?path=pages/index.json&version=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(409);
      expect(answer.body.error).toMatch(/not a commit hash/);
    }
  });

  it("diffs a commit against the editor's value, written as a save would write it", async () => {
    const answer = await post("/api/history/diff", {
      path: "pages/index.json",
      version: first,
      value: { title: "Two", keep: [1, 2] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      added: 1,
      removed: 1,
      lines: [
        { kind: "same", text: "{", oldLine: 1, newLine: 1 },
        { kind: "removed", text: '  "title": "One",', oldLine: 2 },
        { kind: "added", text: '  "title": "Two",', newLine: 2 },
        { kind: "same", text: '  "keep": [1, 2]', oldLine: 3, newLine: 3 },
        { kind: "same", text: "}", oldLine: 4, newLine: 4 },
      ],
    });
    expect((await get(`/api/history/version?path=pages/index.json&version=${first}`)).body.value).toEqual({
      title: "One",
      keep: [1, 2],
    });
  });
});

describe("/api/history of an item", () => {
  it("diffs a version of the item's file against the saved file, and gives the item's fields and text in it", async () => {
    const file = "collections/posts/2026-01-12-rye.md";
    writeFileSync(path.join(root, "site", file), "---\ntitle: Rye bread\n---\nOld text.\n");
    const history = await get(`/api/history?path=${file}`);
    expect(history.body).toMatchObject({ git: true, savedNotCommitted: true });
    const diff = await post("/api/history/diff", { path: file, version: first });
    expect(diff.body).toMatchObject({ added: 1, removed: 1 });
    const item = await get(`/api/history/item?path=${file}&version=${first}&slug=2026-01-12-rye`);
    expect(item.body).toEqual({ item: { value: { title: "Rye" }, body: "Old text.\n" } });
    const entry = await get(`/api/history/item?path=collections/team.json&version=${first}&slug=ann`);
    expect(entry.body).toEqual({ item: { value: { slug: "ann", name: "Ann" } } });
    const missing = await get(`/api/history/item?path=collections/team.json&version=${first}&slug=bo`);
    expect(missing.body).toEqual({ item: null });
  });

  it("refuses a collection path that is not an item's file", async () => {
    for (const bad of ["collections/../site.json", "collections/posts/../../x.md", "collections/posts/a.txt"])
      expect((await get(`/api/history?path=${encodeURIComponent(bad)}`)).status, bad).toBe(403);
  });
});
