import { afterAll, describe, expect, it } from "vitest";
import { removeSiteCopies, runOver, siteCopy } from "../testing/stageFolders.ts";
import { readStage } from "./readStage.ts";

afterAll(removeSiteCopies);

describe("the read stage", () => {
  it("lists the config files in path order, reads the texts of all but the collections', names what it does not read", () => {
    const dir = siteCopy("sites/journal", { "notes.txt": "to do" });
    const run = runOver(dir);
    const folder = readStage(run);
    expect(folder.stopped).toBeUndefined();
    const inside = folder.files.map((f) => f.inside);
    expect(inside).toEqual([...inside].sort());
    expect(inside).toContain("pages/blog/[slug].json");
    expect(inside).toContain("collections/posts/ovens.md");
    expect([...run.texts.keys()]).toContain("pages/blog/[slug].json");
    expect([...run.texts.keys()].some((file) => file.startsWith("collections/"))).toBe(false);
    expect(folder.textOf(folder.files.find((f) => f.inside === "collections/posts/ovens.md")!)).toMatch(/^---/);
    expect([...run.diagnostics, ...run.warnings].map((d) => d.file)).toEqual(["notes.txt"]);
  });

  it("reads the editor's unsaved text instead of the file's, and a new file from it in its place", () => {
    const dir = siteCopy("base");
    const run = runOver(dir, { overlay: { "pages/about.json": "{}", "pages/index.json": "[]" } });
    const folder = readStage(run);
    expect(folder.files.map((f) => f.inside)).toEqual([
      "not-found/index.json",
      "pages/about.json",
      "pages/index.json",
      "pages/pricing.json",
      "pages/privacy-policy.json",
      "site.json",
    ]);
    expect(run.texts.get("pages/index.json")).toBe("[]");
    expect(run.texts.get("pages/about.json")).toBe("{}");
  });

  it("says site.json is missing, and goes on", () => {
    const run = runOver(siteCopy("warnings-only"));
    expect(readStage(run).stopped).toBeUndefined();
    expect(run.diagnostics.map((d) => [d.file, d.code])).toEqual([["site.json", "missing-site-file"]]);
    expect(run.warnings.map((d) => d.file)).toEqual(["pages/notes.txt"]);
  });

  it("stops with one message when site.json is of another format version", () => {
    const dir = siteCopy("base");
    const run = runOver(dir, { overlay: { "site.json": '{ "formatVersion": 1 }' } });
    const folder = readStage(run);
    expect(folder.stopped?.diagnostics.map((d) => [d.file, d.line, d.column, d.code])).toEqual([
      ["site.json", 1, 20, "old-format-version"],
    ]);
    expect(run.texts.size).toBe(0);
  });
});
