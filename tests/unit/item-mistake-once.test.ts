// A mistake in a collection's item (a date not written YYYY-MM-DD, a required field left out, a reference to no item)
// is one message, at the item: the page template and the lists that show that field say nothing more. They used to
// add one message per placeholder, saying the item did not have the field (it had one, refused) or to remove the
// format from the template (the date's, which was right).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot, schemasDir } from "../../src/engine/projectPaths";
import { validateConfigDir } from "../../src/engine/validateConfigDir";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The journal fixture, its post template and index showing the date with a format, with one post's front matter
 * line for `field` written as given (or left out when `line` is undefined).
 */
function journalWith(field: string, line: string | undefined): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "item-mistake-once-"));
  folders.push(dir);
  cpSync(path.join(repoRoot, "tests/fixtures/sites/journal"), dir, { recursive: true });
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), "utf8")));
  edit("pages/blog/[slug].json", (text) =>
    text.replace('"subtitle": "By {item.author.name}', '"subtitle": "{item.date|date:long}. By {item.author.name}'),
  );
  edit("pages/blog/index.json", (text) => text.replace('"type": "{item.date}"', '"type": "{item.date|date}"'));
  edit("collections/posts/rye-starter.md", (text) =>
    text.replace(new RegExp(`^${field}: .*\\n`, "m"), line === undefined ? "" : `${field}: ${line}\n`),
  );
  return dir;
}

const problems = (dir: string) =>
  validateConfigDir(dir, schemasDir).diagnostics.map(
    (d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`,
  );

describe("one mistake in an item, one message", () => {
  it("a date not written YYYY-MM-DD: at the item only, not at each {item.date|date}", () => {
    expect(problems(journalWith("date", "March 3, 2026"))).toEqual([
      'rye-starter.md:3:7 date: text ("March 3, 2026") is not a date written YYYY-MM-DD (year, month, day).',
    ]);
  });

  it("a required field left out: at the item only, not at each placeholder naming it", () => {
    expect(problems(journalWith("summary", undefined))).toEqual([
      'rye-starter.md:2:1 front matter: missing required field "summary".',
    ]);
  });

  it("a reference to no item: at the reference only, not 'the item does not have' it at each placeholder", () => {
    expect(problems(journalWith("author", "marra"))).toEqual([
      'rye-starter.md:5:9 author: there is no item "marra" in the collection "authors".',
    ]);
  });

  it("a value of the wrong kind taken whole ({item.title}): at the item only, not 'put it in quotes' at the template", () => {
    expect(problems(journalWith("title", "2026"))).toEqual([
      "rye-starter.md:2:8 title: expected text but found a number (2026).",
    ]);
  });

  it("a misspelt field: at the item with the field meant, not 'the item does not have' the field meant", () => {
    const dir = journalWith("date", "2026-01-12");
    const post = path.join(dir, "collections/posts/rye-starter.md");
    writeFileSync(post, readFileSync(post, "utf8").replace(/^summary:/m, "sumary:"));
    expect(problems(dir)).toEqual(['rye-starter.md:4:1 sumary: unknown field "sumary".']);
    // an optional field too (the schema's "tags")
    writeFileSync(
      post,
      readFileSync(post, "utf8")
        .replace(/^sumary:/m, "summary:")
        .replace(/^tags:/m, "tag:"),
    );
    const template = path.join(dir, "pages/blog/[slug].json");
    writeFileSync(
      template,
      readFileSync(template, "utf8").replace("{item.summary}", "{item.summary} {item.tags|list}"),
    );
    expect(problems(dir)).toEqual(['rye-starter.md:6:1 tag: unknown field "tag".']);
  });

  it("still says a field an item lacks that its schema does not require, and leaves a right site valid", () => {
    expect(problems(journalWith("date", "2026-01-12"))).toEqual([]);
    const dir = journalWith("date", "2026-01-12");
    const template = path.join(dir, "pages/blog/[slug].json");
    writeFileSync(template, readFileSync(template, "utf8").replace("{item.summary}", "{item.summary} {item.subtitle}"));
    expect(problems(dir)[0]).toMatch(
      /^\[slug\]\.json:\d+:\d+ seo\.description: "\{item\.subtitle\}" names "subtitle", which /,
    );
  });
});
