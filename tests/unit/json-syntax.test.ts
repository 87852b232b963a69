import { describe, expect, it } from "vitest";
import { problemText } from "../../src/engine/diagnostic";
import { parseJsonWithPositions } from "../../src/engine/jsonWithPositions";

/** "LINE:COLUMN  message" of a syntax error, as the CLI prints it after the file name. */
function syntaxError(text: string): string {
  const parsed = parseJsonWithPositions(text);
  if (parsed.ok) throw new Error("expected a syntax error");
  return `${parsed.position.line}:${parsed.position.column}  ${problemText(parsed)}`;
}

describe("parseJsonWithPositions", () => {
  it("parses valid JSON and keeps the tree for positions", () => {
    const parsed = parseJsonWithPositions('{\n  "a": [1, "x"]\n}');
    expect(parsed.ok && parsed.value).toEqual({ a: [1, "x"] });
  });

  it.each([
    [
      "a trailing comma in a list, at the comma",
      '{\n  "b": [1, 2,]\n}',
      '2:13  invalid JSON: comma after the last item. JSON allows no comma before "]": remove this comma.',
    ],
    [
      "a trailing comma in an object, at the comma",
      '{\n  "a": 1,\n}',
      '2:9  invalid JSON: comma after the last item. JSON allows no comma before "}": remove this comma.',
    ],
    [
      "a missing comma between fields",
      '{\n  "a": 1\n  "b": 2\n}',
      "3:3  invalid JSON: a comma is missing before this text.",
    ],
    ["a missing comma between list items", '["a" "b"]', "1:6  invalid JSON: a comma is missing before this text."],
    ["a missing comma after an object", "[{}\n {}]", '2:2  invalid JSON: a comma is missing before this "{".'],
    ["a missing colon", '{\n  "a" 1\n}', '2:7  invalid JSON: a ":" is missing between the field name and its value.'],
    [
      "single quotes",
      "{\n  'a': 1\n}",
      '2:3  invalid JSON: single quote found. JSON text and field names need double quotes ("...").',
    ],
    [
      "a line comment",
      '{\n  // note\n  "a": 1\n}',
      "2:3  invalid JSON: comments are not allowed in JSON. Remove the // or /* */ comment.",
    ],
    [
      "a block comment",
      '{\n  "a": 1 /* x */\n}',
      "2:10  invalid JSON: comments are not allowed in JSON. Remove the // or /* */ comment.",
    ],
    ["an empty file", "", "1:1  invalid JSON: the file is empty. A config file must contain an object: { ... }."],
    [
      "a file of spaces",
      "  \n",
      "1:1  invalid JSON: the file is empty. A config file must contain an object: { ... }.",
    ],
    [
      "an unclosed brace",
      '{\n  "a": {\n    "b": 1\n  }\n',
      '4:4  invalid JSON: the file ends too early. A closing "}" is probably missing.',
    ],
    [
      "an unclosed list",
      '{ "a": [1, 2',
      '1:13  invalid JSON: the file ends too early. A closing "]" is probably missing.',
    ],
    [
      "text without its closing quote, at the opening quote",
      '{\n  "a": "abc,\n  "b": 1\n}',
      '2:8  invalid JSON: this text has no closing double quote. Add the missing " before the end of the line.',
    ],
    [
      "a field name without quotes",
      "{\n  title: 1\n}",
      '2:3  invalid JSON: unexpected word "title". Text and field names must be in double quotes ("..."), and true, false and null are written in lower case.',
    ],
    [
      "True instead of true",
      '{ "a": True }',
      '1:8  invalid JSON: unexpected word "True". Text and field names must be in double quotes ("..."), and true, false and null are written in lower case.',
    ],
    [
      "an extra closing brace",
      "{}\n}",
      '2:1  invalid JSON: there is more after the end of the main { }. Remove it (often an extra "}").',
    ],
    [
      "a tab typed inside text",
      '{ "a": "x\ty" }',
      "1:10  invalid JSON: text in quotes contains a tab or another invisible character. Remove it (write a tab as \\t).",
    ],
  ])("%s", (_what, text, expected) => {
    expect(syntaxError(text)).toBe(expected);
  });
});
