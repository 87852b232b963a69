import { describe, expect, it } from "vitest";
import { problemText } from "./diagnostic.ts";
import { parseJsonWithPositions } from "./jsonWithPositions.ts";

/** "LINE:COLUMN  message" of a syntax error, as the CLI prints it after the file name. */
function syntaxError(text: string): string {
  const parsed = parseJsonWithPositions(text);
  if (parsed.ok) throw new Error("expected a syntax error");
  return `${parsed.position.line}:${parsed.position.column}  ${problemText(parsed)}`;
}

const curly =
  'invalid JSON: curly quotes “ ” (from a word processor): JSON needs straight double quotes ". Replace “ and ” with ".';

describe("curly quotes pasted from a word processor", () => {
  it("are told as curly quotes, at the first one, when a field is written with them", () => {
    expect(syntaxError('{\n  "a": 1,\n  “title”: “Fresh Bread Every Morning”\n}')).toBe(`3:3  ${curly}`);
  });

  it("are told where the closing quote of a text is curly, at that quote (not as a missing quote)", () => {
    expect(syntaxError('{\n  "title": "Bakeries”,\n  "b": 1\n}')).toBe(`2:21  ${curly}`);
    // the last line of the file
    expect(syntaxError('{\n  "title": "Bakeries”')).toBe(`2:21  ${curly}`);
    // curly quotes inside the text: the last one is the quote meant to close it
    expect(syntaxError('{\n  "title": "We’re “open”,\n  "b": 1\n}')).toBe(`2:24  ${curly}`);
  });

  it("single ones are told too, with the double quotes JSON needs", () => {
    expect(syntaxError("{\n  ‘title’: 1\n}")).toBe(
      '2:3  invalid JSON: curly quotes ‘ ’ (from a word processor): JSON needs straight double quotes ". Replace ‘ and ’ with ".',
    );
  });

  it("inside a text are part of it: valid, and a mistake after them is told as before", () => {
    const parsed = parseJsonWithPositions('{ "a": "He said “hi” and it’s fine" }');
    expect(parsed.ok && parsed.value).toEqual({ a: "He said “hi” and it’s fine" });
    expect(syntaxError('{\n  "a": "“hi”"\n  "b": 1\n}')).toBe(
      "3:3  invalid JSON: a comma is missing before this text.",
    );
  });

  it("after an earlier mistake leave that mistake's message", () => {
    expect(syntaxError('{\n  "a": 1\n  "b": 2,\n  “c”: 3\n}')).toBe(
      "3:3  invalid JSON: a comma is missing before this text.",
    );
  });
});

describe("two commas in a row", () => {
  it("are told as such, at the second comma", () => {
    expect(syntaxError('{\n  "size": "large",,\n  "b": 1\n}')).toBe(
      "2:19  invalid JSON: two commas in a row: remove one.",
    );
    expect(syntaxError("[1,,2]")).toBe("1:4  invalid JSON: two commas in a row: remove one.");
  });

  it("a comma where a value belongs is told as before", () => {
    expect(syntaxError('{\n  "a": ,\n}')).toBe(
      '2:8  invalid JSON: unexpected "," here. Check the commas, colons and quotes just before this point.',
    );
  });
});

describe("a # comment", () => {
  it("is told as a comment, as // is", () => {
    expect(syntaxError('{\n  # the size\n  "b": 1\n}')).toBe(
      "2:3  invalid JSON: comments are not allowed in JSON. Remove the # comment line.",
    );
    expect(syntaxError('{\n  "a": 1, # the size\n  "b": 1\n}')).toBe(
      "2:11  invalid JSON: comments are not allowed in JSON. Remove the # comment, from the # to the end of the line.",
    );
  });

  it("where a value belongs (a colour without quotes) is told as before; // comments too", () => {
    expect(syntaxError('{\n  "color": #ff0000\n}')).toBe(
      '2:12  invalid JSON: unexpected character "#" here. Check the commas, colons and quotes just before this point.',
    );
    expect(syntaxError('{\n  // note\n  "a": 1\n}')).toBe(
      "2:3  invalid JSON: comments are not allowed in JSON. Remove the // or /* */ comment.",
    );
  });
});

describe("a file saved as UTF-16", () => {
  const asUtf8 = (text: string, encoding: "utf16le" | "utf16be") => {
    const bytes = Buffer.from(text, "utf16le");
    if (encoding === "utf16be") bytes.swap16();
    return bytes.toString("utf8");
  };
  const utf16 =
    '1:1  (file) the file is saved as UTF-16, which the builder cannot read. Save it as UTF-8 (in VS Code: click the encoding in the status bar, choose "Save with Encoding", then UTF-8).';

  it.each([
    ["little-endian with its byte-order mark", "\uFEFF", "utf16le"],
    ["little-endian without", "", "utf16le"],
    ["big-endian with its byte-order mark", "\uFEFF", "utf16be"],
    ["big-endian without", "", "utf16be"],
  ] as const)("is told as UTF-16, %s", (_, mark, encoding) => {
    expect(syntaxError(asUtf8(`${mark}{\n  "title": "Home"\n}\n`, encoding))).toBe(utf16);
  });

  it("is told as UTF-16 when its text starts in another alphabet, or is empty", () => {
    expect(syntaxError(asUtf8('\uFEFF中文 {"title": "首页"}', "utf16le"))).toBe(utf16);
    expect(syntaxError(asUtf8("\uFEFF", "utf16le"))).toBe(utf16);
  });

  it("a byte-order mark of UTF-8, and a file of zero bytes, are told as before", () => {
    expect(syntaxError('\uFEFF{ "a": 1 }')).toBe(
      "1:1  invalid JSON: the file starts with an invisible byte order mark (BOM). Save the file as UTF-8 without BOM.",
    );
    expect(syntaxError("\u0000\u0000\u0000\u0000")).toBe(
      '1:1  invalid JSON: unexpected character "\u0000" here. Check the commas, colons and quotes just before this point.',
    );
  });
});
