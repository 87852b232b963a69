import { describe, expect, it } from "vitest";
import type { ItemCheckResponse } from "../../shared/api";
import { itemPageProblems } from "./pageProblems";

const problem = (pointer?: string, pagePointer?: string): ItemCheckResponse["diagnostics"][number] => ({
  path: "collections/posts/rye.md",
  line: 1,
  column: 1,
  code: "html-in-markdown",
  message: "x",
  ...(pointer !== undefined ? { pointer } : {}),
  ...(pagePointer !== undefined ? { pagePointer } : {}),
});

describe("itemPageProblems", () => {
  it("counts the problems with a place in the page by its block", () => {
    const found = itemPageProblems([
      problem("/body", "/blocks/1/text"),
      problem("/body", "/blocks/1/text"),
      problem(undefined, "/blocks/0/title"),
    ]);
    expect(found).toEqual({ 0: 1, 1: 2 });
  });

  it("does not mark a field's problem that has no place in the page, even one whose own pointer looks like a block", () => {
    expect(itemPageProblems([problem("/date"), problem("/blocks/0/title"), problem(undefined, "/seo/title")])).toEqual(
      {},
    );
  });
});
