import { serializeStyles as emotionSerializeStyles } from "@emotion/serialize";
import { describe, expect, it, vi } from "vitest";
import { memo } from "./exactMemo";
import { type SerializeStyles, serializeGlobalOnce, serializeOnce } from "./serializeOnce";

const serializeStyles = emotionSerializeStyles as unknown as SerializeStyles;

const styleOf = memo((style: Record<string, unknown>) => ({ ...style }));

describe("serializeOnce", () => {
  it("serializes a memoised style object once, with emotion's result", () => {
    const serialize = vi.fn(serializeStyles);
    const once = serializeOnce(serialize);
    const style = styleOf({ color: "red", "&:hover": { color: "blue" } });
    const first = once([style], {}, {});
    expect(once([style], {}, {})).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);
    expect(first.name).toBe(serializeStyles([style], {}, {}).name);
  });

  it("serializes every time where the result may depend on more than the object", () => {
    const serialize = vi.fn(serializeStyles);
    const once = serializeOnce(serialize);
    const registeredClass = styleOf({ color: "css-abc" }); // emotion puts a registered class's styles in its place
    const withFunction = styleOf({ color: () => "red" });
    const plainObject = { color: "red" }; // not a memoised result: it could be changed afterwards
    for (const style of [registeredClass, withFunction, plainObject]) {
      once([style], {}, {});
      once([style], {}, {});
    }
    once([styleOf({ color: "green" }), styleOf({ margin: 0 })], {}, {});
    expect(serialize).toHaveBeenCalledTimes(7);
  });
});

describe("serializeGlobalOnce", () => {
  it("serializes a global styles object or text once, with emotion's result", () => {
    const serialize = vi.fn(serializeStyles);
    const global = { body: { margin: 0 }, ":root": { "--x": "1px" } };
    const first = serializeGlobalOnce(serialize, global, {});
    expect(serializeGlobalOnce(serialize, global, {})).toBe(first);
    const emotion = serializeStyles([global], undefined, {});
    expect([first.name, first.styles]).toEqual([emotion.name, emotion.styles]);
    const layers = "@layer reset, base, tokens, recipes;";
    expect(serializeGlobalOnce(serialize, layers, {})).toBe(serializeGlobalOnce(serialize, layers, {}));
    expect(serialize).toHaveBeenCalledTimes(2);
  });

  it("serializes every time styles that may depend on more than themselves", () => {
    const serialize = vi.fn(serializeStyles);
    const withFunction = { body: { color: () => "red" } };
    serializeGlobalOnce(serialize, withFunction, {});
    serializeGlobalOnce(serialize, withFunction, {});
    expect(serialize).toHaveBeenCalledTimes(2);
  });
});
