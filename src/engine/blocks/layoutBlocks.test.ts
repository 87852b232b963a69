import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostic";
import { schemasDir } from "../projectPaths";
import { validateConfigDir } from "../validateConfigDir";

const fixture = path.resolve(import.meta.dirname, "../../../tests/fixtures/sites/layouts");
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The problems the validator finds in the layouts fixture with its home page's blocks changed by `edit`. */
function problems(edit: (blocks: unknown[]) => void): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "layout-blocks-"));
  folders.push(dir);
  cpSync(fixture, dir, { recursive: true });
  const home = path.join(dir, "pages/index.json");
  const page = JSON.parse(readFileSync(home, "utf8")) as { blocks: unknown[] };
  edit(page.blocks);
  writeFileSync(home, JSON.stringify(page, null, 2));
  return validateConfigDir(dir, schemasDir, dir).diagnostics.map((d) =>
    formatDiagnostic(d).replace(/^\S+:\d+:\d+\s+/, ""),
  );
}

type Column = { blocks: Record<string, unknown>[] };
const columnsOf = (blocks: unknown[], index: number) => (blocks[index] as { columns: Column[] }).columns;

describe("blocks inside blocks (columns, group)", () => {
  it("finds the fixture, with blocks in columns and a group, valid (its navigation's anchors are inside them)", () => {
    expect(problems(() => {})).toEqual([]);
  });

  it("names the nested place of a block's own mistake", () => {
    const found = problems((blocks) => {
      delete columnsOf(blocks, 1)[1].blocks[0].actions;
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^blocks\[1\]\.columns\[1\]\.blocks\[0\]: .*"actions"/);
  });

  it("names the nested place of an unknown block type, with the did-you-mean", () => {
    const found = problems((blocks) => {
      columnsOf(blocks, 1)[0].blocks[0].type = "markdwn";
    });
    expect(found).toEqual([
      expect.stringMatching(/^blocks\[1\]\.columns\[0\]\.blocks\[0\]\.type: unknown block type "markdwn".*"markdown"/),
    ]);
  });

  it("refuses a block a slot does not take, saying which it takes", () => {
    const found = problems((blocks) => {
      columnsOf(blocks, 1)[0].blocks.push({
        type: "columns",
        columns: [{ blocks: [{ type: "markdown", text: "a" }] }, { blocks: [{ type: "markdown", text: "b" }] }],
      });
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^blocks\[1\]\.columns\[0\]\.blocks\[1\]\.type: a "columns" block cannot go in this list \(it takes every block but "columns", "not-found"\)\. .*cta.*group.*markdown/,
    );
  });

  it("holds one main heading through nesting: a hero inside a column is a second one", () => {
    const found = problems((blocks) => {
      columnsOf(blocks, 2)[2].blocks.push({ type: "hero", title: "Another Banner" });
    });
    expect(found).toEqual([
      'blocks[2].columns[2].blocks[1]: a second main heading: this hero block shows its title as the page\'s main heading, and blocks[0] (hero) already does. A page has exactly one. Keep one of them; for a second banner further down, use a block with an ordinary heading (for example "cta").',
    ]);
  });

  it("holds unique anchors through nesting", () => {
    const found = problems((blocks) => {
      (blocks[3] as { blocks: Record<string, unknown>[] }).blocks[0].anchor = "bread";
    });
    expect(found).toEqual([
      expect.stringMatching(
        /^blocks\[3\]\.blocks\[0\]\.anchor: "bread" is already the anchor of blocks\[1\]\.columns\[0\]\.blocks\[0\]/,
      ),
    ]);
  });

  it("says where blocks go deeper than the limit", () => {
    const found = problems((blocks) => {
      // group > columns > group > columns > markdown: five levels
      const inner = {
        type: "columns",
        columns: [{ blocks: [{ type: "markdown", text: "deep" }] }, { blocks: [{ type: "markdown", text: "deeper" }] }],
      };
      blocks.push({
        type: "group",
        blocks: [
          {
            type: "columns",
            columns: [{ blocks: [{ type: "group", blocks: [inner] }] }, { blocks: [{ type: "markdown", text: "x" }] }],
          },
        ],
      });
    });
    const deep = (column: number) =>
      `blocks[5].blocks[0].columns[0].blocks[0].blocks[0].columns[${column}].blocks[0]: this block sits 5 levels deep (in blocks[5].blocks[0].columns[0].blocks[0].blocks[0]); blocks go at most 4 deep. Move it up into the list of its parent's parent: a page reads better with fewer levels.`;
    expect(found).toEqual([deep(0), deep(1)]);
  });

  it("checks links inside nested blocks, at their place", () => {
    const found = problems((blocks) => {
      (columnsOf(blocks, 1)[1].blocks[0].actions as { href: string }[])[0].href = "/cateringg";
    });
    expect(found).toEqual([expect.stringMatching(/^blocks\[1\]\.columns\[1\]\.blocks\[0\]\.actions\[0\]\.href: /)]);
  });
});
