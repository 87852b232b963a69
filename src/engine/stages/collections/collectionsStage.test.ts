import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../projectPaths.ts";
import { parseStage } from "../parse/parseStage.ts";
import { readStage } from "../read/readStage.ts";
import { removeSiteCopies, runOver, siteCopy } from "../testing/stageFolders.ts";
import type { ValueCheck } from "../validationRun.ts";
import { collectionsStage } from "./collectionsStage.ts";

afterAll(removeSiteCopies);

/** The stage over a copy of `fixture`, with a check that finds nothing and notes what it was asked. */
function make(fixture: string, files: Record<string, string> = {}) {
  const run = runOver(siteCopy(fixture, files));
  const folder = readStage(run);
  const parsed = parseStage(run, folder);
  const asked: ValueCheck[] = [];
  const made = collectionsStage(run, folder, parsed, (_run, check) => {
    asked.push(check);
    return { issues: [], links: [] };
  });
  return { run, made, asked };
}

describe("the collections and templates stage", () => {
  it("reads the collections, makes a page per item of a template (drafts have none), each checked as a page as it is made", () => {
    const { made, asked, run } = make("sites/journal");
    expect(Object.keys(made.collections).sort()).toEqual(["authors", "places", "posts", "testimonials"]);
    const template = made.entries.find((e) => e.file.inside === "pages/blog/[slug].json")!;
    expect(template.pages.map((p) => [p.route, p.item])).toEqual([
      ["/blog/rye-starter", "posts/rye-starter"],
      ["/blog/spring-menu", "posts/spring-menu"],
    ]);
    expect(template.pages.every((p) => "found" in p.check)).toBe(true);
    expect(asked.map((c) => [c.file.inside, c.schema, c.as])).toEqual(
      Array(2).fill(["pages/blog/[slug].json", "page.schema.json", { kind: "page", route: "/blog" }]),
    );
    expect(made.feeds.map((f) => f.items.length)).toEqual([2]);
    expect(run.diagnostics).toEqual([]);
  });

  it("takes a page's list from its collection, to be checked by the next stage", () => {
    const { made } = make("sites/journal");
    const blog = made.entries.find((e) => e.file.inside === "pages/blog/index.json")!;
    expect(blog.pages).toHaveLength(1);
    const [page] = blog.pages;
    expect("found" in page.check).toBe(false);
    const cards = (page.value as { blocks: { cards?: unknown[] }[] }).blocks[1].cards;
    expect(cards).toHaveLength(2);
    expect(page.lists?.issues).toEqual([]);
  });

  it("makes as many pages as a paged list needs, at their own addresses", () => {
    const blog = JSON.parse(
      readFileSync(path.join(repoRoot, "tests/fixtures/sites/journal/pages/blog/index.json"), "utf8"),
    );
    blog.blocks[1].cards.perPage = 1;
    const { made } = make("sites/journal", { "pages/blog/index.json": JSON.stringify(blog, null, 2) });
    const entry = made.entries.find((e) => e.file.inside === "pages/blog/index.json")!;
    expect(entry.sayOnce).toBe(true);
    expect(entry.pages.map((p) => [p.route, p.pager?.number])).toEqual([
      ["/blog", 1],
      ["/blog/page/2", 2],
    ]);
  });

  it("says a template's collection that does not exist at the template, with no page made", () => {
    const { made, asked } = make("sites/journal", {
      "pages/tags/[tag].json": JSON.stringify({ collection: "postz", groupBy: "tags", blocks: [] }),
    });
    const entry = made.entries.find((e) => e.file.inside === "pages/tags/[tag].json")!;
    expect(entry.pages).toEqual([]);
    expect(entry.issues.map((i) => [i.code, i.pointer])).toEqual([["template-without-collection", "/collection"]]);
    expect(asked.every((c) => c.file.inside !== "pages/tags/[tag].json")).toBe(true);
  });
});
