import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../projectPaths.ts";
import { collectionsStage } from "../collections/collectionsStage.ts";
import { parseStage } from "../parse/parseStage.ts";
import { readStage } from "../read/readStage.ts";
import { removeSiteCopies, runOver, siteCopy } from "../testing/stageFolders.ts";
import { checkValue, schemaStage } from "./schemaStage.ts";

afterAll(removeSiteCopies);

function check(fixture: string, files: Record<string, string> = {}, options: Parameters<typeof runOver>[1] = {}) {
  const run = runOver(siteCopy(fixture, files), options);
  const folder = readStage(run);
  const made = collectionsStage(run, folder, parseStage(run, folder), checkValue);
  return { run, made, checked: schemaStage(run, made) };
}

describe("the schema validation stage", () => {
  it("finds the fixture sites valid, with every value checked and its links noted", () => {
    const { run, checked } = check("sites/journal");
    expect(run.diagnostics).toEqual([]);
    expect(checked.map((c) => c.file.what.kind === "page" && c.file.what.route).filter(Boolean)).toContain("/blog");
    const home = checked.find((c) => c.checked.route === "/")!;
    expect(home.checked.display).toBe("pages/index.json");
  });

  it("locates a problem of the schema and one beyond it at their lines, in the file's order", () => {
    const { run } = check("base", {
      "pages/pricing.json": JSON.stringify(
        {
          $schema: "../../schemas/page.schema.json",
          seo: { title: "Pricing", description: "Plans for the CLI tests." },
          blocks: [
            { type: "hero", title: "Pricing", colour: "red" },
            { type: "hero", title: "Again", anchor: "a" },
            { type: "hero", title: "Twice", anchor: "a" },
          ],
        },
        null,
        2,
      ),
    });
    expect(run.diagnostics.map((d) => [d.file, d.line, d.code])).toEqual([
      ["pages/pricing.json", 11, "unknown-field"],
      ["pages/pricing.json", 21, "duplicate-anchor"],
    ]);
  });

  it("says a problem the pages of a paged list share once", () => {
    // the journal's list of posts, one post a page, with a field the hero does not have
    const blog = JSON.parse(
      readFileSync(path.join(repoRoot, "tests/fixtures/sites/journal/pages/blog/index.json"), "utf8"),
    );
    blog.blocks[0].colour = "red";
    blog.blocks[1].cards.perPage = 1;
    const { run, checked } = check("sites/journal", { "pages/blog/index.json": JSON.stringify(blog, null, 2) });
    expect(checked.filter((c) => c.checked.display === "pages/blog/index.json").length).toBe(2);
    expect(run.diagnostics.map((d) => [d.file, d.line, d.code])).toEqual([
      ["pages/blog/index.json", 11, "unknown-field"],
    ]);
  });

  it("does not check again what a clean check with the same inputs found, and remembers a clean check", () => {
    const remembered = new Map<string, unknown>();
    const memo = {
      recall: (key: string) => remembered.get(key),
      remember: (key: string, v: unknown) => void remembered.set(key, v),
    };
    check("base", {}, { memo });
    expect(remembered.size).toBeGreaterThan(0);
    const asked: string[] = [];
    const { run } = check(
      "base",
      {},
      { memo: { recall: (key) => (asked.push(key), remembered.get(key)), remember() {} } },
    );
    expect(run.diagnostics).toEqual([]);
    expect(asked.length).toBeGreaterThan(0);
  });
});
