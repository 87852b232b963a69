import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "./diagnostic";
import { schemasDir } from "./projectPaths";
import { validateConfigDir } from "./validateConfigDir";

const base = path.resolve(import.meta.dirname, "../../tests/fixtures/base");
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The lines the CLI would print for the small valid site with `edit` applied to pages/index.json. */
function problemsWithHomePage(edit: (text: string) => string): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "validate-config-dir-"));
  folders.push(dir);
  cpSync(base, dir, { recursive: true });
  const home = path.join(dir, "pages/index.json");
  writeFileSync(home, edit(readFileSync(home, "utf8")));
  return validateConfigDir(dir, schemasDir, dir).diagnostics.map(formatDiagnostic);
}

// A valid text is read with JSON.parse alone; positions are found only for problems. These are the places and
// words the validator gave when it built every file's position tree first.
describe("validateConfigDir locates problems found without a position tree", () => {
  it("finds the small site valid", () => {
    expect(problemsWithHomePage((text) => text)).toEqual([]);
  });

  it("reports a key written twice at the repeat, naming the line of the first", () => {
    expect(
      problemsWithHomePage((text) => text.replace('"size": "large",', '"size": "large", "size": "large",')),
    ).toEqual([
      'pages/index.json:7:24  blocks[0].size: key "size" is written twice in this object (first on line 7); only the last one would be used. Remove one.',
    ]);
  });

  it("reports an anchor used twice at the second, naming the line of the first", () => {
    expect(
      problemsWithHomePage((text) => text.replace('"type": "hero",', '"type": "hero", "anchor": "demo",')),
    ).toEqual([
      'pages/index.json:20:32  blocks[2].anchor: "demo" is already the anchor of blocks[0] (line 6). Each section of a page needs its own anchor name.',
    ]);
  });

  it("reports hidden characters in a field name and in a text at their place", () => {
    expect(
      problemsWithHomePage((text) =>
        text.replace('"note":', '"n\\u200bote":').replace("Active Users", "Active\\u202e Users"),
      ),
    ).toEqual([
      'pages/index.json:10:7  blocks[0].n\\u200bote: the field name "note" has an invisible character at character 2: a zero-width space (U+200B), often pasted from a web page or a word processor. Remove it: "note".',
      'pages/index.json:16:39  blocks[1].items[0].label: the text has an invisible character at character 7: a right-to-left override (U+202E), often pasted from a web page or a word processor. Remove it: "Active Users".',
    ]);
  });

  it("reports a file starting with a byte order mark as a syntax problem, as before", () => {
    expect(problemsWithHomePage((text) => `\ufeff${text}`)).toEqual([
      "pages/index.json:1:1  invalid JSON: the file starts with an invisible byte order mark (BOM). Save the file as UTF-8 without BOM.",
    ]);
  });
});

describe("validateConfigDir runs the engine's stages", () => {
  it("times each stage when asked, and finds the same with and without timings", async () => {
    const { StageTimings } = await import("./validateConfigDir");
    const journal = path.resolve(import.meta.dirname, "../../tests/fixtures/sites/journal");
    const timings = new StageTimings();
    const timed = validateConfigDir(journal, schemasDir, journal, { timings });
    expect(timings.entries().map(([stage]) => stage)).toEqual([
      "read",
      "parse",
      "collections and templates",
      "schema validation",
      "cross-checks",
    ]);
    expect(timings.entries().every(([, ms]) => ms >= 0)).toBe(true);
    expect(timed).toEqual(validateConfigDir(journal, schemasDir, journal));
  });
});

describe("validateConfigDir while the folder changes", () => {
  const journal = path.resolve(import.meta.dirname, "../../tests/fixtures/sites/journal");
  /** A copy of the journal with one more post, named to be read last. */
  function journalWithExtraPost(): { dir: string; extra: string } {
    const dir = mkdtempSync(path.join(os.tmpdir(), "validate-config-dir-"));
    folders.push(dir);
    cpSync(journal, dir, { recursive: true });
    const extra = path.join(dir, "collections/posts/zz-extra.md");
    const post = readFileSync(path.join(dir, "collections/posts/ovens.md"), "utf8");
    writeFileSync(extra, post.replace(/^title: .*$/m, "title: One More Post"));
    return { dir, extra };
  }

  it("reads the folder again when a file listed is removed before it is read (a git checkout meanwhile)", () => {
    const { dir, extra } = journalWithExtraPost();
    let removed = false;
    // the first item is read; the last, listed, is removed before its turn
    const memo = {
      recall: () => {
        if (!removed) rmSync(extra);
        removed = true;
        return undefined;
      },
      remember: () => {},
    };
    const found = validateConfigDir(dir, schemasDir, dir, { memo });
    expect(removed).toBe(true);
    expect(found.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(found).toEqual(validateConfigDir(dir, schemasDir, dir));
  });

  it("finds the folder as it is when nothing changes while it is read", () => {
    const { dir } = journalWithExtraPost();
    const found = validateConfigDir(dir, schemasDir, dir);
    expect(found.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(found.fileCount).toBe(validateConfigDir(journal, schemasDir, journal).fileCount + 1);
  });
});
