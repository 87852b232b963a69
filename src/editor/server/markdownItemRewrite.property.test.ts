// A property test: any text (line breaks, ": ", "#", quotes, tabs, emoji, right-to-left text, leading spaces, "|",
// a text that looks like a number, yes/no or a date) written through the editor's front-matter writer reads back
// equal through the builder's own reader, both when the file is written afresh and when a field is changed in
// place in an existing file, and the other fields and the body stay as they were.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMarkdownItem } from "../../engine/content/frontMatter";
import { rewriteMarkdownItem } from "./markdownItemRewrite";

const tricky = fc.constantFrom(
  "\n",
  "\r\n",
  "\r",
  ": ",
  "#",
  " #",
  '"',
  "'",
  "\t",
  " ",
  "|",
  ">",
  "-",
  "---",
  "...",
  "😀",
  "שלום",
  "مرحبا",
  "\u2028",
  "\u00a0",
  "\uFEFF",
  "\\",
  "&a",
  "*a",
  "!tag",
  "%",
  "@",
  "`",
  "{",
  "[",
  "]",
  "}",
  ",",
  "?",
  "~",
  "null",
  "true",
  "no",
  "0x1F",
  "1e3",
  "-12.5",
  "2026-03-02",
  "12:30",
  ".inf",
);
/** Texts made of pieces YAML treats specially, and any text at all. */
const text = fc.oneof(
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join("")),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
);
const value = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("name", "note", "a b"), text, { maxKeys: 2, noNullPrototype: true }),
);
const key = fc.constantFrom("title", "summary", "category", "date", "tags", "lead");

const existing = [
  "---",
  "# a comment that stays",
  'title: "Spring menu: what comes back"',
  "date: 2026-03-02   # first Monday",
  "summary: Rhubarb buns return.",
  "lead: |-",
  "  Two lines",
  "  of text.",
  "author: mara",
  "---",
  "The body.",
  "",
].join("\n");

const readBack = (text: string) => {
  const read = readMarkdownItem(text);
  if (!read.ok) throw new Error(`${read.message} in:\n${text}`);
  return { fields: read.value, body: read.body };
};

describe("the front-matter writer", () => {
  it("writes a fresh file that reads back equal", () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, value, { maxKeys: 4, noNullPrototype: true }),
        fc.string({ maxLength: 20 }),
        (fields, body) => {
          const out = rewriteMarkdownItem("", fields, body);
          expect(readBack(out)).toEqual({ fields, body: body.replace(/\r\n?/g, "\n") });
        },
      ),
      { numRuns: 400 },
    );
  });

  it("changes a field in place so that it reads back equal, keeping the rest", () => {
    const before = readBack(existing);
    fc.assert(
      fc.property(key, value, (name, changed) => {
        const fields = { ...(before.fields as Record<string, unknown>), [name]: changed };
        const out = rewriteMarkdownItem(existing, fields, before.body);
        expect(readBack(out)).toEqual({ fields, body: before.body });
        expect(out.endsWith("---\nThe body.\n")).toBe(true);
        expect(out).toContain("# a comment that stays\n");
        if (name !== "title") expect(out).toContain('title: "Spring menu: what comes back"\n');
      }),
      { numRuns: 400 },
    );
  });

  it("keeps the Windows line ends and the byte-order mark of the file it changes", () => {
    const crlf = "\uFEFF" + existing.replace(/\n/g, "\r\n");
    const before = readBack(crlf);
    fc.assert(
      fc.property(text, (changed) => {
        const fields = { ...(before.fields as Record<string, unknown>), category: changed };
        const out = rewriteMarkdownItem(crlf, fields, before.body);
        expect(readBack(out)).toEqual({ fields, body: before.body });
        expect(out.startsWith("\uFEFF---\r\n# a comment that stays\r\n")).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
