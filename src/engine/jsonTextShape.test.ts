import { describe, expect, it } from "vitest";
import { jsonTextShape, keyCount } from "./jsonTextShape";

describe("jsonTextShape", () => {
  it.each([
    ["{}", 0, 1],
    ["[]", 0, 1],
    ['"just text"', 0, 0],
    ["3", 0, 0],
    ['{"a": 1, "b": [1, {"c": null}]}', 3, 3],
    ['[[[[]]], {"a": {}}]', 1, 4],
    // colons, brackets and quotes inside texts are not structure
    ['{"a:b": "c: [d] {e}", "f": "\\": \\" [ {"}', 2, 1],
    // a run of backslashes before a quote: even closes the text, odd escapes the quote
    ['{"a\\\\": "b\\\\\\\\", "c": "\\\\\\"}:"}', 2, 1],
    ['{\n\t"k\\u0022:": "v\\u005c",\r\n "x": ["🚀:", "é{"]\n}', 2, 2],
  ])("%s: %i members, %i deep", (text, members, depth) => {
    expect(JSON.parse(text)).toBeDefined();
    expect(jsonTextShape(text)).toEqual({ members, depth });
  });

  it("counts each member written, repeats included, so a repeat shows against the parsed keys", () => {
    const text = '{"a": 1, "b": {"c": 1, "c": 2}, "list": [{"d": 1, "d": 2}], "a": 3}';
    expect(jsonTextShape(text).members).toBe(8);
    expect(keyCount(JSON.parse(text))).toBe(5);
  });
});

describe("keyCount", () => {
  it("counts the keys of every object at any depth, and nothing for lists and plain values", () => {
    expect(keyCount({ a: 1, b: { c: [{ d: 1 }, { e: 2, f: [] }] } })).toBe(6);
    expect(keyCount([1, "x", null, [{}]])).toBe(0);
    expect(keyCount(JSON.parse('{"__proto__": {"x": 1}}'))).toBe(2);
  });
});
