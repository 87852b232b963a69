// A Markdown item's mistakes are told in the words of its front matter (YAML lines), not of a JSON file: a missing
// field is a line to add, an empty line `title:` is "no value" rather than "found null", and text needs no quotes.
// A JSON item's messages stay as they were.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot, schemasDir } from "../projectPaths";
import { validateConfigDir } from "../validateConfigDir";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The journal fixture with `change` made to one of its files. */
function journalWith(file: string, change: (text: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "front-matter-words-"));
  folders.push(dir);
  cpSync(path.join(repoRoot, "tests/fixtures/sites/journal"), dir, { recursive: true });
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), "utf8")));
  return dir;
}
const post = "collections/posts/rye-starter.md";
const line = (field: string, to: string) => (text: string) => text.replace(new RegExp(`^${field}:.*\\n`, "m"), to);

const told = (dir: string) =>
  validateConfigDir(dir, schemasDir).diagnostics.map(
    (d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message} | ${d.hint}`,
  );

describe("a Markdown item's problems, in its front matter's words", () => {
  it("a required field left out: a line to add between the --- lines", () => {
    expect(told(journalWith(post, line("summary", "")))).toEqual([
      'rye-starter.md:2:1 front matter: missing required field "summary". | Add a line "summary: " to the front matter (between the --- lines), followed by its value.',
    ]);
  });

  it("with the schema's example, the line to add is written as YAML writes it", () => {
    const dir = journalWith(post, line("summary", ""));
    const schema = path.join(dir, "collections/posts.schema.json");
    writeFileSync(
      schema,
      readFileSync(schema, "utf8").replace(
        '"summary": { "type": "string", "minLength": 1 }',
        '"summary": { "type": "string", "minLength": 1, "description": "One sentence for the lists. Shown under the title.", "examples": ["Why rye: a winter note"] }',
      ),
    );
    expect(told(dir)).toEqual([
      'rye-starter.md:2:1 front matter: missing required field "summary" (One sentence for the lists). | Add a line to the front matter (between the --- lines), for example: summary: "Why rye: a winter note"',
    ]);
  });

  it('an empty line ("title:") has no value, rather than "found null"', () => {
    expect(told(journalWith(post, line("title", "title:\n")))).toEqual([
      'rye-starter.md:2:7 title: has no value (the line "title:" is empty). | Write its value after "title:" on the same line, or remove the line if the field is optional.',
    ]);
  });

  it("a number where text goes: expected text, put in quotes (YAML reads 2026 as a number)", () => {
    expect(told(journalWith(post, line("title", "title: 2026\n")))).toEqual([
      "rye-starter.md:2:8 title: expected text but found a number (2026). | Put it in double quotes.",
    ]);
  });

  it("what stays the same: a JSON item's messages keep the words of a JSON file", () => {
    expect(
      told(journalWith("collections/authors/mara.json", (text) => text.replace('"role": "Head baker"', '"role": 7'))),
    ).toEqual([
      "mara.json:4:11 role: expected text in double quotes but found a number (7). | Put it in double quotes.",
    ]);
    expect(
      told(journalWith("collections/authors/mara.json", (text) => text.replace(',\n  "role": "Head baker"', ""))),
    ).toEqual(['mara.json:1:1 (top level): missing required field "role". | Add "role".']);
  });
});
