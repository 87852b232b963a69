import { describe, expect, it } from "vitest";
import { problemText } from "../diagnostic.ts";
import { readMarkdownItem } from "./frontMatter.ts";

/** "LINE:COLUMN  message hint" of a Markdown item that cannot be read, as the CLI prints it after the file name. */
function itemProblem(text: string): string {
  const read = readMarkdownItem(text);
  if (read.ok) throw new Error("expected a problem");
  return `${read.position.line}:${read.position.column}  ${problemText(read)}`;
}

const item = (fields: string) => `---\n${fields}\n---\nThe text.\n`;

describe("a field indented by mistake", () => {
  it("is told at its own line, by name: fields start at the beginning of their line", () => {
    const text = item("title: Welcome\ndate: 2026-01-15\n  summary: What we will write about.\ntags:\n  - news");
    expect(itemProblem(text)).toBe(
      '4:1  "summary" starts with spaces; every field starts at the beginning of its line. Remove the spaces before "summary".',
    );
    expect(itemProblem(item("title: Welcome\n\n summary: x"))).toBe(
      '4:1  "summary" starts with spaces; every field starts at the beginning of its line. Remove the spaces before "summary".',
    );
  });

  it("inside a group of fields is told against the field above it", () => {
    expect(itemProblem(item("title: Welcome\nauthor:\n  name: Mara\n    role: baker"))).toBe(
      '5:1  "role" starts with more spaces than "name" above it; the fields of one group start at the same column. Start "role" with as many spaces as "name" (2).',
    );
  });
});

describe("a tab at the start of a line", () => {
  it("is told as a tab to replace, at the tab", () => {
    const tab =
      "a tab at the start of the line: the front matter is indented with spaces only. Replace the tab with spaces, or remove it.";
    expect(itemProblem(item("title: Welcome\n\tsummary: x"))).toBe(`3:1  ${tab}`);
    expect(itemProblem(item("title: Welcome\ntags:\n\t- news"))).toBe(`4:1  ${tab}`);
  });
});

describe("front matter read as before", () => {
  it("nested values: a list, a group of fields, indented as YAML writes them", () => {
    const read = readMarkdownItem(
      item("title: Welcome\ntags:\n  - news\n  - bread\nauthor:\n  name: Mara\n  links:\n    - a\nsummary: x"),
    );
    expect(read.ok && read.value).toEqual({
      title: "Welcome",
      tags: ["news", "bread"],
      author: { name: "Mara", links: ["a"] },
      summary: "x",
    });
  });

  it('a text holding ": ", a field written twice and other YAML mistakes keep their messages', () => {
    expect(itemProblem(item("title: Desk neck: seven changes\ndate: 2026-01-15"))).toBe(
      '2:8  the text of "title" holds ": ", which YAML reads as the start of another field. Put the text in quotes: title: "Desk neck: seven changes"',
    );
    expect(itemProblem(item("title: a\ntitle: b"))).toBe(
      "3:1  this field is written twice in the front matter. Remove one of them.",
    );
    expect(itemProblem(item('title: "Welcome'))).toBe(
      '2:16  the front matter is not valid YAML: Missing closing "quote. Write one field a line as "name: value"; put a text holding ":" or "#" in quotes.',
    );
  });

  it("an indented line that is not a field (a list item) keeps the YAML library's message", () => {
    expect(itemProblem(item("title: a\ndate: x\n  - b: c"))).toBe(
      '3:7  the front matter is not valid YAML: Nested mappings are not allowed in compact mappings. Write one field a line as "name: value"; put a text holding ":" or "#" in quotes.',
    );
  });

  it("a file without its first --- is told as before", () => {
    expect(itemProblem("title: Welcome\n")).toBe(
      '1:1  (file) a Markdown item starts with its fields between two lines of three dashes (---). Start the file with "---", the fields ("title: …", one a line), "---", then the text.',
    );
  });
});

describe("a Markdown item saved as UTF-16", () => {
  it("is told as UTF-16, with or without its byte-order mark, not as a file without ---", () => {
    const utf16 =
      '1:1  (file) the file is saved as UTF-16, which the builder cannot read. Save it as UTF-8 (in VS Code: click the encoding in the status bar, choose "Save with Encoding", then UTF-8).';
    for (const mark of ["\uFEFF", ""]) {
      const bytes = Buffer.from(`${mark}${item("title: Welcome")}`.replace(/\n/g, "\r\n"), "utf16le");
      expect(itemProblem(bytes.toString("utf8"))).toBe(utf16);
      expect(itemProblem(Buffer.from(bytes).swap16().toString("utf8"))).toBe(utf16);
    }
  });
});
