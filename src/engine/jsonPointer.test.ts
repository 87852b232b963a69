import { describe, expect, it } from "vitest";
import {
  childPointer,
  escapeSegment,
  joinPointer,
  parsePointer,
  unescapeSegment,
  valueAtPointer,
} from "./jsonPointer.ts";

describe("jsonPointer", () => {
  it.each([
    ["title", "title"],
    ["a/b", "a~1b"],
    ["a~b", "a~0b"],
    ["~1", "~01"],
    ["/~/", "~1~0~1"],
  ])("segment %j ↔ %j", (key, segment) => {
    expect(escapeSegment(key)).toBe(segment);
    expect(unescapeSegment(segment)).toBe(key);
  });

  it("parses and joins pointers, the whole document being the empty pointer", () => {
    expect(parsePointer("")).toEqual([]);
    expect(parsePointer("/blocks/1/a~1b/~01")).toEqual(["blocks", "1", "a/b", "~1"]);
    expect(joinPointer(["blocks", 1, "a/b", "~1"])).toBe("/blocks/1/a~1b/~01");
    expect(joinPointer([])).toBe("");
    expect(parsePointer("/")).toEqual([""]);
    expect(childPointer("/blocks", 2)).toBe("/blocks/2");
    expect(childPointer("", "a/b")).toBe("/a~1b");
  });

  it("gets the value at a pointer, undefined when there is none (never an inherited property)", () => {
    const data = { blocks: [{ items: [{ value: "1,000+" }] }], "a/b": 1, "~": 2, "": 3 };
    expect(valueAtPointer(data, "")).toBe(data);
    expect(valueAtPointer(data, "/blocks/0/items/0/value")).toBe("1,000+");
    expect(valueAtPointer(data, "/a~1b")).toBe(1);
    expect(valueAtPointer(data, "/~0")).toBe(2);
    expect(valueAtPointer(data, "/")).toBe(3);
    expect(valueAtPointer(data, "/blocks/3/title")).toBeUndefined();
    expect(valueAtPointer(data, "/blocks/0/items/0/value/length")).toBeUndefined();
    expect(valueAtPointer(data, "/constructor")).toBeUndefined();
    expect(valueAtPointer(null, "/a")).toBeUndefined();
  });
});
