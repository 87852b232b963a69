import { describe, expect, it } from "vitest";
import { locate, parseConfigText, parseJsonWithPositions } from "./jsonWithPositions";

describe("parseConfigText", () => {
  it("gives the value and, when asked, the same position tree as parseJsonWithPositions, built once", () => {
    const text = '{\n  "a": [1, "x"],\n  "b": { "c": "d: \\"e\\"" }\n}';
    const parsed = parseConfigText(text);
    const eager = parseJsonWithPositions(text);
    if (!parsed.ok || !eager.ok) throw new Error("expected valid JSON");
    expect(parsed.value).toEqual(eager.value);
    expect(parsed.ast()).toEqual(eager.ast);
    expect(parsed.ast()).toBe(parsed.ast());
    expect(locate(parsed.ast(), "/b/c")).toEqual(locate(eager.ast, "/b/c"));
    expect(parsed.repeatsKeys).toBe(false);
  });

  it("tells a text that writes a key twice, at any depth, from one that does not", () => {
    const repeats = (text: string) => {
      const parsed = parseConfigText(text);
      if (!parsed.ok) throw new Error("expected valid JSON");
      return parsed.repeatsKeys;
    };
    expect(repeats('{"a": 1, "a": 2}')).toBe(true);
    expect(repeats('{"blocks": [{"type": "x"}, {"title": "t", "title": "u"}]}')).toBe(true);
    expect(repeats('{"a": {"x": 1}, "b": {"x": 1}, "c": [{"x": 1}, {"x": 2}]}')).toBe(false);
    expect(repeats('{"a:": "b: c", "d\\"": ":", "e\\\\": "\\\\:"}')).toBe(false);
  });

  it.each([
    ["a syntax error", '{\n  "a": 1,\n}'],
    ["a byte order mark before the text", '\ufeff{\n  "a": 1\n}'],
    ["a tab typed inside text", '{\n  "a": "x\ty"\n}'],
    ["an unclosed text", '{\n  "a": "x\n}'],
    ["an empty file", ""],
    ["valid JSON nested too deep", `{"a": ${"[".repeat(120)}${"]".repeat(120)}}`],
    ["invalid JSON nested too deep", `${"[".repeat(120)}1,]`],
  ])("reports %s exactly as parseJsonWithPositions does", (_, text) => {
    const parsed = parseConfigText(text);
    expect(parsed.ok).toBe(false);
    expect(parsed).toEqual(parseJsonWithPositions(text));
  });

  it("accepts nesting up to the limit", () => {
    const text = `${"[".repeat(100)}${"]".repeat(100)}`;
    expect(parseConfigText(text).ok).toBe(true);
    expect(parseJsonWithPositions(text).ok).toBe(true);
  });
});
