import { describe, expect, it } from "vitest";
import { sealText, unsealText } from "./sealedFile";

describe("a sealed file", () => {
  const text = sealText("test-format/1", '{"a":1}', { codeHash: "c1" });

  it("gives back its content as written, with its seal's fields", () => {
    expect(unsealText(text, "test-format/1")).toEqual({
      content: '{"a":1}',
      seal: expect.objectContaining({ format: "test-format/1", codeHash: "c1" }),
    });
  });

  it("is refused when of another format, naming the format found", () => {
    expect(unsealText(text, "test-format/2")).toEqual({ refused: "format", found: "test-format/1" });
  });

  it("is refused when truncated, edited, or not sealed at all", () => {
    for (const damaged of [
      text.slice(0, -1),
      text.replace('"a":1', '"a":2'),
      text.replace('"codeHash":"c1"', '"codeHash":"c2"').split("\n")[0], // the seal line alone
      "",
      "null\n{}",
      '{"a":1}',
    ]) {
      expect(unsealText(damaged, "test-format/1"), damaged).toEqual({ refused: "damaged" });
    }
  });
});
