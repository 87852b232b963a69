import { expect, it } from "vitest";
import type { EditorDiagnostic } from "../shared/api";
import { problemsByBlock } from "./blockProblems";

const at = (pointer: string | undefined) => ({ pointer }) as EditorDiagnostic;

it("counts each block's problems from their pointers, not the page's own or a longer index", () => {
  const counts = problemsByBlock([
    at("/blocks/2/title"),
    at("/blocks/2"),
    at("/blocks/12/items/0"),
    at("/seo/title"),
    at(undefined),
  ]);
  expect(counts[2]).toBe(2);
  expect(counts[12]).toBe(1);
  expect(counts[1]).toBeUndefined();
});
