import { describe, expect, it } from "vitest";
import { exactKey, memo } from "./exactMemo";

describe("exactKey", () => {
  it("keeps the order of an object's keys (Chakra's sorted them: the first order seen won)", () => {
    expect(exactKey({ a: 1, b: 2 })).not.toBe(exactKey({ b: 2, a: 1 }));
  });

  it("tells apart strings that read alike once joined", () => {
    expect(exactKey(["a,s:b"])).not.toBe(exactKey(["a", "b"]));
    expect(exactKey("1")).not.toBe(exactKey(1));
    expect(exactKey({ "a:b": 1 })).not.toBe(exactKey({ a: { b: 1 } }));
    expect(exactKey(undefined)).not.toBe(exactKey("undefined"));
  });

  it("tells apart functions of the same name", () => {
    const make = () => () => 1;
    expect(exactKey(make())).not.toBe(exactKey(make()));
  });

  it("gives the same key to the same data", () => {
    expect(exactKey({ a: [1, "x", { b: null }] })).toBe(exactKey({ a: [1, "x", { b: null }] }));
  });
});

describe("memo", () => {
  it("gives each distinct argument list its own result, whatever was asked before", () => {
    const keysOf = memo((style: Record<string, unknown>) => Object.keys(style).join(" "));
    expect(keysOf({ color: "red", padding: 1 })).toBe("color padding");
    expect(keysOf({ padding: 1, color: "red" })).toBe("padding color");
    expect(keysOf({ color: "red", padding: 1 })).toBe("color padding");
  });

  it("tells one array argument from the same values as several arguments", () => {
    const count = memo((...args: unknown[]) => args.length);
    expect(count(["a", "b"])).toBe(1);
    expect(count("a", "b")).toBe(2);
  });

  it("calls the function once per distinct arguments", () => {
    let calls = 0;
    const double = memo((n: number) => {
      calls++;
      return n * 2;
    });
    expect([double(2), double(2), double(3)]).toEqual([4, 4, 6]);
    expect(calls).toBe(2);
  });

  it("keys an earlier result by its content: equal results share an entry, different ones do not", () => {
    const styleOf = memo((color: string, padding: number) => ({ color, padding }));
    const describe = memo((style: object) => JSON.stringify(style));
    const red = styleOf("red", 1);
    expect(describe(red)).toBe('{"color":"red","padding":1}');
    expect(describe(styleOf("blue", 1))).toBe('{"color":"blue","padding":1}');
    expect(exactKey(red)).toBe(exactKey(styleOf("red", 1)));
    expect(exactKey(red)).not.toBe(exactKey(styleOf("blue", 1)));
  });
});
