import { describe, expect, it } from "vitest";
import type { EditorDiagnostic } from "../shared/api";
import { fieldIdFor, insertBlock, moveBlock, problemsByBlock, setAtPointer } from "./canvasEdits";

describe("edits made on the preview", () => {
  it("sets one field and copies only what is on its way", () => {
    const block = { type: "hero", title: "A", actions: [{ label: "Go", href: "/" }], other: { x: 1 } };
    const changed = setAtPointer(block, "/actions/0/label", "Start");
    expect(changed).toEqual({ ...block, actions: [{ label: "Start", href: "/" }] });
    expect(block.actions[0].label).toBe("Go");
    expect(changed.other).toBe(block.other);
    expect(() => setAtPointer({ a: 1 }, "/a/b", 2)).toThrow("nothing at /a/b");
  });

  it("counts problems by block", () => {
    const at = (pointer?: string) => ({ pointer }) as EditorDiagnostic;
    expect(
      problemsByBlock([at("/blocks/2/title"), at("/blocks/2"), at("/blocks/10/x"), at("/seo/title"), at()]),
    ).toEqual({ 2: 2, 10: 1 });
  });

  it("names a field the way the form's ids do", () => {
    expect(fieldIdFor("block3", "/actions/0/label")).toBe("block3_actions_0_label");
  });

  it("moves and inserts blocks by gap", () => {
    expect(moveBlock(["a", "b", "c"], 0, 3)).toEqual({ blocks: ["b", "c", "a"], index: 2 });
    expect(moveBlock(["a", "b", "c"], 2, 0)).toEqual({ blocks: ["c", "a", "b"], index: 0 });
    expect(insertBlock(["a", "b"], 1, "x")).toEqual(["a", "x", "b"]);
    expect(insertBlock(["a", "b"], 9, "x")).toEqual(["a", "b", "x"]);
  });
});
